import { DAY_MS, type MailboxEntry, type PortalSession } from '@retainly/domain';
import { insertModuleProgress } from '../support/outcome-factories';
import { waitFor } from '../support/wait-for';
import { startOutcomesStack, zoneAtHour, type OutcomesStack } from './outcomes-stack';

const ago = (ms: number) => new Date(Date.now() - ms);

/** Issue #32 item 6: the reminder names the module its resume link opens, by the portal's rule. */
describe('the module a reminder names', () => {
  let stack: OutcomesStack;

  beforeAll(async () => {
    stack = await startOutcomesStack();
    // Playable (an external video) where the portal can carry on; the first module is not.
    await stack.env.db.query(
      `UPDATE video_catalogue SET video_url = 'https://videos.example.test/' || module_id || '.mp4'
       WHERE category_id = 'foundational-setup'
         AND module_id IN ('business-profile', 'connect-phone-number', 'calendar-setup')`,
    );
  });

  afterAll(() => stack?.close());

  it('names the module the client is partway through, and its link resumes that module', async () => {
    const agency = await stack.agency();
    const email = `client.${Math.random().toString(36).slice(2, 10)}@shop.test`;
    const clientId = await stack.client(agency, {
      email,
      createdAt: ago(6 * DAY_MS),
      startedAt: ago(5 * DAY_MS),
      timeZone: zoneAtHour(12, new Date()),
    });
    // Later than the account tour the stack's client started with: where they left off.
    await insertModuleProgress(stack.env.db, {
      client_id: clientId,
      category_id: 'foundational-setup',
      module_id: 'connect-phone-number',
      watched_seconds: 120,
      duration_seconds: 170,
      position_seconds: 120,
      started_at: ago(4 * DAY_MS),
      beat_at: ago(4 * DAY_MS),
      credit_clock: ago(4 * DAY_MS),
    });

    await stack.sweep(new Date());
    const mail = await waitFor(`the nudge to ${email}`, () =>
      stack.mail.mails.find((m) => m.to.includes(email)),
    );
    expect(mail.text).toContain(': Connect Your Phone Number.');
    expect(mail.text).not.toContain('Take a Tour of Your Account');

    const token = /\?resume=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const resumed = await stack.api.post(`/api/portal/${agency.versionId}/resume`, { token });
    expect(resumed.status).toBe(200);
    expect((resumed.body as unknown as { resumeAt: unknown }).resumeAt).toEqual({
      categoryId: 'foundational-setup',
      moduleId: 'connect-phone-number',
    });
    // The portal's own 'Continue where you left off' is worked out from this same progress.
    const session = resumed.body as unknown as PortalSession;
    expect(session.progress.map((p) => p.moduleId)).toContain('connect-phone-number');
  });

  it('keeps the HTML part as sent for the development mailbox (issue #32 item 11)', async () => {
    const agency = await stack.agency();
    const email = `client.${Math.random().toString(36).slice(2, 10)}@shop.test`;
    await stack.client(agency, {
      email,
      createdAt: ago(4 * DAY_MS),
      timeZone: zoneAtHour(12, new Date()),
    });
    await stack.sweep(new Date());
    const sent = await waitFor(`the nudge to ${email}`, () =>
      stack.mail.mails.find((m) => m.to.includes(email)),
    );
    const listed = await waitFor('the nudge in the mailbox', async () => {
      const res = await stack.api.get('/api/dev/mailbox');
      return (res.body as unknown as MailboxEntry[]).find((m) => m.to === email);
    });
    expect(listed.html).toBe(sent.html);
    expect(listed.html).toContain('#1a7f5a');
    expect(listed.text).toBe(sent.text);
  });
});
