import { appendEvents } from '@retainly/database';
import { DAY_MS, digestSampleRefused } from '@retainly/domain';
import { queueDueDigests } from '../../apps/worker/src/outcomes/digests/queue-due-digests';
import { insertCompletion } from '../support/factories';
import { insertClientStall, insertModuleProgress } from '../support/outcome-factories';
import { waitFor } from '../support/wait-for';
import { startOutcomesStack, type Agency, type OutcomesStack } from './outcomes-stack';

/** Issue #32 item 14: the weekly digest previewed in Settings, and 'Send me one now'. */
describe('digest preview and send me one now', () => {
  let stack: OutcomesStack;

  beforeAll(async () => {
    stack = await startOutcomesStack();
  });

  afterAll(() => stack?.close());

  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

  /** A week with a new client who completed a video and one who is stalled. */
  async function agencyWithAWeek(names: [string, string]): Promise<Agency> {
    const agency = await stack.agency();
    const [module] = await stack.env.db.query(
      `SELECT category_id, module_id FROM video_catalogue ORDER BY position LIMIT 1`,
    );
    const watcher = await stack.client(agency, { name: names[0], createdAt: daysAgo(2) });
    const stalled = await stack.client(agency, { name: names[1], createdAt: daysAgo(20) });
    await insertCompletion(stack.env.db, {
      client_id: watcher,
      ...module,
      completed_at: daysAgo(1),
    });
    await insertModuleProgress(stack.env.db, {
      client_id: watcher,
      ...module,
      watched: [0, 300],
      watched_seconds: 300,
      duration_seconds: 300,
      started_at: daysAgo(1),
      beat_at: daysAgo(1),
    });
    await insertClientStall(stack.env.db, {
      client_id: stalled,
      user_id: agency.id,
      reason: 'idle',
      inactive_since: daysAgo(5),
      stalled_at: daysAgo(2),
    });
    return agency;
  }

  const mailsTo = (email: string) => stack.mail.mails.filter((m) => m.to.includes(email));

  it('previews exactly what the weekly job sends for the same week', async () => {
    const agency = await agencyWithAWeek(['Ann Preview', 'Stan Stalled']);
    const preview = await stack.api.get('/api/outcomes/digest/preview', agency.cookie);
    expect(preview.status).toBe(200);
    expect(preview.body.text).toContain('New clients: 1');
    expect(preview.body.text).toContain('Videos completed: 1');
    expect(preview.body.text).toContain('Minutes watched (videos started this week): 5');
    expect(preview.body.text).toContain('Stalled now: Stan Stalled.');

    // The weekly job's digest of the same week (queued now, as a Monday pass would).
    await stack.env.db.transaction(async (manager) => {
      const [{ id }] = await manager.query(
        `INSERT INTO agency_digests (user_id, week_start, queued_at)
         VALUES ($1, '2026-01-05', now()) RETURNING id`,
        [agency.id],
      );
      await appendEvents(manager, [{ type: 'DigestQueued', data: { digest_id: id } }]);
    });
    const weekly = await waitFor('the weekly digest', () => mailsTo(agency.email)[0]);
    expect(weekly.subject).toBe(preview.body.subject);
    expect(weekly.text.trim()).toBe(String(preview.body.text).trim());
    expect(weekly.html.trim()).toBe(String(preview.body.html).trim());
  });

  it('sends one to the signed-in user through outbound_emails, once a minute per agency', async () => {
    const agency = await agencyWithAWeek(['Ann Sample', 'Stan Sample']);
    const other = await agencyWithAWeek(['Olga Other', 'Otto Other']);

    const sent = await stack.api.post('/api/outcomes/digest/send-now', {}, agency.cookie);
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ sentTo: agency.email });
    const mail = await waitFor('the sample digest', () => mailsTo(agency.email)[0]);
    expect(mail.text).toContain('Stalled now: Stan Sample.');
    expect(mail.text).not.toContain('Other'); // another agency's clients never appear

    const rows = await stack.env.db.query(
      `SELECT e.id, ev.data FROM outbound_emails e
         JOIN outbox_events ev ON ev.type = 'EmailQueued' AND ev.data->>'email_id' = e.id::text
        WHERE e.to_address = $1`,
      [agency.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].data).toEqual({ email_id: rows[0].id }); // the job carries the id only

    const again = await stack.api.post('/api/outcomes/digest/send-now', {}, agency.cookie);
    expect(again.status).toBe(429);
    expect(String(again.body.message)).toMatch(
      new RegExp(`^${digestSampleRefused(60).replace(/60 seconds\.$/, '')}\\d+ seconds?\\.$`),
    );
    // The limit is the agency's own: another agency sends at once.
    expect((await stack.api.post('/api/outcomes/digest/send-now', {}, other.cookie)).status).toBe(
      202,
    );
    const otherMail = await waitFor('the other sample', () => mailsTo(other.email)[0]);
    expect(otherMail.text).not.toContain('Sample');

    // A minute later it may send again.
    await stack.env.db.query(
      `UPDATE agency_digest_samples SET sent_at = now() - interval '61 seconds' WHERE user_id = $1`,
      [agency.id],
    );
    expect((await stack.api.post('/api/outcomes/digest/send-now', {}, agency.cookie)).status).toBe(
      202,
    );
    await waitFor('the second sample', () => mailsTo(agency.email)[1]);

    // Samples are not the week's digest: Monday's still goes out.
    const monday = new Date('2030-01-07T09:00:00Z');
    await queueDueDigests(stack.env.db, monday);
    const digests = await stack.env.db.query(
      `SELECT week_start::text FROM agency_digests WHERE user_id = $1`,
      [agency.id],
    );
    expect(digests).toEqual([{ week_start: '2030-01-07' }]);
  });

  it('answers 401 without a session', async () => {
    expect((await stack.api.get('/api/outcomes/digest/preview')).status).toBe(401);
    expect((await stack.api.post('/api/outcomes/digest/send-now', {})).status).toBe(401);
  });
});
