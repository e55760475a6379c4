import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { appendEvents } from '@retainly/database';
import { createWorkerApp } from '../../apps/worker/src/bootstrap';
import { queueDueDigests } from '../../apps/worker/src/outcomes/digests/queue-due-digests';
import { insertCompletion, insertPortalClient, insertUser } from '../support/factories';
import { MailCatcher } from '../support/mail-catcher';
import { insertClientStall, insertModuleProgress } from '../support/outcome-factories';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { waitFor } from '../support/wait-for';
import { DAY_MS } from '@retainly/domain';

// Monday 2 March 2026: 08:00 in New York (EST) is 13:00Z; 08:00 in Tokyo is Sunday 23:00Z.
const at = (iso: string) => new Date(iso);

describe('weekly digest', () => {
  let env: TestEnvironment;
  let mail: MailCatcher;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    env = await createTestEnvironment();
    mail = await MailCatcher.start();
    worker = await createWorkerApp(
      env.config({
        SMTP_URL: mail.url,
        LOG_LEVEL: 'silent',
        APP_URL: 'https://app.retainly.test',
        OUTCOME_SWEEP_MS: '3600000',
      }),
    );
  });

  afterAll(async () => {
    await worker?.close();
    await mail?.close();
    await env?.dispose();
  });

  async function agency(
    timeZone: string,
    { approval = 'YES', trialEndsAt = null as Date | null, versions = 1 } = {},
  ) {
    const email = `agency.${Math.random().toString(36).slice(2)}@agency.test`;
    const user = await insertUser(env.db, {
      email,
      approval,
      trial_ends_at: trialEndsAt,
      time_zone: timeZone,
    });
    for (let i = 0; i < versions; i += 1) {
      await env.db.query(
        `INSERT INTO agency_versions (id, user_id, tier) VALUES ($1, $2, 'basic')`,
        [randomBytes(8).toString('hex').slice(0, 12), user.id],
      );
    }
    return { id: user.id, email };
  }

  const digestsOf = (userId: string) =>
    env.db.query(`SELECT week_start::text, status, error FROM agency_digests WHERE user_id = $1`, [
      userId,
    ]) as Promise<{ week_start: string; status: string; error: string | null }[]>;

  const eventsOf = async (userId: string) =>
    Number(
      (
        await env.db.query(
          `SELECT count(*) FROM outbox_events e JOIN agency_digests d
             ON d.id = (e.data->>'digest_id')::uuid
           WHERE e.type = 'DigestQueued' AND d.user_id = $1`,
          [userId],
        )
      )[0].count,
    );

  it('is due at 08:00 on Monday in the agency’s own zone, not at 07:59, once a week', async () => {
    const newYork = await agency('America/New_York');
    const tokyo = await agency('Asia/Tokyo');
    const noVersions = await agency('America/New_York', { versions: 0 });
    const noAccess = await agency('America/New_York', { approval: 'NO' });
    const trialOver = await agency('America/New_York', {
      approval: 'TRIALING',
      trialEndsAt: at('2026-03-01T00:00:00Z'),
    });
    const onTrial = await agency('America/New_York', {
      approval: 'TRIALING',
      trialEndsAt: at('2026-03-05T00:00:00Z'),
    });

    await queueDueDigests(env.db, at('2026-03-01T22:59:00Z')); // Tokyo 07:59 Monday
    expect(await digestsOf(tokyo.id)).toHaveLength(0);
    await queueDueDigests(env.db, at('2026-03-01T23:00:00Z')); // Tokyo 08:00 Monday
    expect((await digestsOf(tokyo.id)).map((d) => d.week_start)).toEqual(['2026-03-02']);

    await queueDueDigests(env.db, at('2026-03-02T12:59:00Z')); // New York 07:59
    expect(await digestsOf(newYork.id)).toHaveLength(0);
    await queueDueDigests(env.db, at('2026-03-02T13:00:00Z')); // New York 08:00
    await queueDueDigests(env.db, at('2026-03-02T20:00:00Z')); // later the same Monday
    expect((await digestsOf(newYork.id)).map((d) => d.week_start)).toEqual(['2026-03-02']);
    expect(await eventsOf(newYork.id)).toBe(1);
    expect(await eventsOf(tokyo.id)).toBe(1);
    expect(await digestsOf(onTrial.id)).toHaveLength(1);
    for (const skipped of [noVersions, noAccess, trialOver])
      expect(await digestsOf(skipped.id)).toHaveLength(0);

    // Tuesday is not Monday; the next Monday is a new week.
    await queueDueDigests(env.db, at('2026-03-03T14:00:00Z'));
    expect(await digestsOf(newYork.id)).toHaveLength(1);
    await queueDueDigests(env.db, at('2026-03-09T12:30:00Z')); // EDT from 8 March: 08:30
    expect((await digestsOf(newYork.id)).map((d) => d.week_start).sort()).toEqual([
      '2026-03-02',
      '2026-03-09',
    ]);
  });

  it('is not queued for an agency that turned it off, and skipped if turned off once queued', async () => {
    const optedOut = await agency('Europe/Berlin');
    await env.db.query(
      `INSERT INTO agency_outcome_settings (user_id, digest_enabled) VALUES ($1, false)`,
      [optedOut.id],
    );
    await queueDueDigests(env.db, at('2026-03-02T09:00:00Z'));
    expect(await digestsOf(optedOut.id)).toHaveLength(0);

    // Queued while on (as a pass would), then turned off before the worker got to it.
    await env.db.transaction(async (manager) => {
      const [{ id }] = await manager.query(
        `INSERT INTO agency_digests (user_id, week_start) VALUES ($1, '2026-02-23') RETURNING id`,
        [optedOut.id],
      );
      await appendEvents(manager, [{ type: 'DigestQueued', data: { digest_id: id } }]);
    });
    const [skipped] = await waitFor('the digest skipped', async () => {
      const rows = await digestsOf(optedOut.id);
      return rows[0]?.status === 'skipped' ? rows : undefined;
    });
    expect(skipped.error).toBe('turned off');
    expect(mail.mails.filter((m) => m.to.includes(optedOut.email))).toHaveLength(0);
  });

  it('sends the last 7 days: new clients, completions, who is stalled, minutes watched', async () => {
    const owner = await agency('Europe/London');
    const other = await agency('Europe/London'); // its clients never count for `owner`
    const now = at('2026-03-16T08:30:00Z'); // Monday 08:30 in London (GMT)
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const [{ id: version }] = await env.db.query(
      `SELECT id FROM agency_versions WHERE user_id = $1`,
      [owner.id],
    );
    const [{ id: otherVersion }] = await env.db.query(
      `SELECT id FROM agency_versions WHERE user_id = $1`,
      [other.id],
    );
    const client = async (versionId: string, name: string | null, email: string, created: Date) => {
      const seen = { created_at: created, last_login_at: created };
      return insertPortalClient(env.db, { version_id: versionId, name, email, ...seen });
    };
    const ann = await client(version, 'Ann', 'ann@shop.test', daysAgo(2)); // new
    const bob = await client(version, 'Bob', 'bob@shop.test', daysAgo(3)); // new
    const cat = await client(version, null, 'cat@shop.test', daysAgo(20)); // old
    const outsider = await client(otherVersion, 'Out', 'out@shop.test', daysAgo(1));
    const modules: { category_id: string; module_id: string }[] = await env.db.query(
      `SELECT category_id, module_id FROM video_catalogue ORDER BY position LIMIT 3`,
    );
    const complete = (clientId: string, index: number, when: Date) =>
      insertCompletion(env.db, {
        client_id: clientId,
        category_id: modules[index]!.category_id,
        module_id: modules[index]!.module_id,
        completed_at: when,
      });
    await complete(ann, 0, daysAgo(1));
    await complete(ann, 1, daysAgo(1));
    await complete(cat, 0, daysAgo(10)); // before the week
    await complete(outsider, 0, daysAgo(1));
    await env.db.query(`UPDATE portal_clients SET onboarding_completed_at = $2 WHERE id = $1`, [
      ann,
      daysAgo(1),
    ]);
    const progress = (clientId: string, index: number, seconds: number, started: Date) =>
      insertModuleProgress(env.db, {
        client_id: clientId,
        category_id: modules[index]!.category_id,
        module_id: modules[index]!.module_id,
        watched: [0, seconds],
        watched_seconds: seconds,
        duration_seconds: 600,
        started_at: started,
        beat_at: started,
      });
    await progress(ann, 0, 540, daysAgo(1));
    await progress(bob, 0, 180, daysAgo(2));
    await progress(cat, 0, 600, daysAgo(12)); // started before the week
    await progress(outsider, 0, 600, daysAgo(1));
    for (const [clientId, days] of [
      [bob, 1],
      [cat, 4],
    ] as const) {
      await insertClientStall(env.db, {
        client_id: clientId,
        user_id: owner.id,
        reason: 'idle',
        inactive_since: daysAgo(days),
        stalled_at: daysAgo(days),
      });
    }

    expect(await queueDueDigests(env.db, now)).toBeGreaterThanOrEqual(1);
    const sent = await waitFor('the digest mail', () =>
      mail.mails.find((m) => m.to.includes(owner.email)),
    );
    expect(sent.from).toContain('Retainly');
    expect(sent.text).toContain('New clients: 2');
    expect(sent.text).toContain('Videos completed: 2');
    expect(sent.text).toContain('Onboardings completed: 1');
    expect(sent.text).toContain('Minutes watched (videos started this week): 12'); // 540 + 180 s
    expect(sent.text).toContain('Stalled now: cat@shop.test, Bob.'); // longest stalled first
    expect(sent.text).toContain('https://app.retainly.test/app/activity-dashboard');
    expect(sent.html).toContain('href="https://app.retainly.test/app/activity-dashboard"');
    await waitFor('marked sent', async () =>
      (await digestsOf(owner.id))[0]?.status === 'sent' ? true : undefined,
    );
  });
});
