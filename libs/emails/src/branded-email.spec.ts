import { renderBrandedEmail } from './branded-email';

const content = {
  preheader: 'Pick up where you left off',
  heading: 'Your onboarding is waiting',
  paragraphs: ['Hi <b>Sam</b>,\nsecond line'],
  button: { label: 'Continue', url: 'https://portal.test/abc?resume=x&y=1' },
  footer: ['You got this because Acme onboards you.'],
  unsubscribeUrl: 'https://portal.test/unsubscribe?token=t',
};

describe('renderBrandedEmail', () => {
  it("wears the agency's name and colour, with text escaped", async () => {
    const { html } = await renderBrandedEmail(
      { name: 'Acme & Co', primaryColor: '#ff5500' },
      content,
    );
    expect(html).toContain('Acme &amp; Co');
    expect(html).toContain('#ff5500');
    expect(html).toContain('Hi &lt;b&gt;Sam&lt;/b&gt;,<br />second line');
    expect(html).toContain('href="https://portal.test/abc?resume=x&amp;y=1"');
    expect(html).toContain('Unsubscribe');
    expect(html).not.toMatch(/retainly/i);
  });

  it('falls back to a neutral colour for anything but #rrggbb', async () => {
    const { html } = await renderBrandedEmail(
      { name: 'Acme', primaryColor: 'red;background:url(x)' },
      content,
    );
    expect(html).not.toContain('url(x)');
    expect(html).toContain('#334155');
  });

  it('writes a plain-text twin with the link and the unsubscribe address', async () => {
    const { text } = await renderBrandedEmail({ name: 'Acme', primaryColor: null }, content);
    expect(text).toContain('Continue: https://portal.test/abc?resume=x&y=1');
    expect(text).toContain('Unsubscribe: https://portal.test/unsubscribe?token=t');
    expect(text).toContain('Hi <b>Sam</b>,');
  });
});
