import { renderNudgeEmail } from './nudge-email';

describe('renderNudgeEmail', () => {
  it("fills the agency's wording, links the resume and unsubscribe addresses, never says Retainly", async () => {
    const mail = await renderNudgeEmail({
      brand: { name: 'Acme Growth', primaryColor: '#123456' },
      template: { subject: 'Hi {first_name}', message: 'Next: {next_module} ({percent}%)' },
      values: {
        firstName: 'Sam',
        agencyName: 'Acme Growth',
        nextModule: 'Account tour',
        percent: 25,
        portalLink: 'https://app.test/V1?resume=abc',
      },
      unsubscribeUrl: 'https://app.test/unsubscribe?token=u',
    });
    expect(mail.subject).toBe('Hi Sam');
    expect(mail.html).toContain('#123456');
    expect(mail.html).toContain('Next: Account tour (25%)');
    expect(mail.html).toContain('href="https://app.test/V1?resume=abc"');
    expect(mail.text).toContain('Unsubscribe: https://app.test/unsubscribe?token=u');
    expect(`${mail.subject}${mail.html}${mail.text}`).not.toMatch(/retainly/i);
  });
});
