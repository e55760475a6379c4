import type { HeartbeatResponse, OnboardingState, PortalSession } from '@retainly/domain';
import { BEAT_GRACE_SECONDS, MAX_CREDITED_RATE } from '@retainly/domain';
import { updateUser } from '../support/factories';
import { readyCatalogueMedia } from '../support/media-factories';
import { newEmail, PASSWORD, signUpAcrossApis } from './scale-accounts';
import { startScaleStack, type ScaleStack } from './scale-stack';

interface ModuleKey {
  categoryId: string;
  moduleId: string;
}

/**
 * Issue #32 across two api processes: one client's watch budget holds whatever is beaten at
 * once, on any number of modules and apis, and completions committed together are counted
 * exactly, with one ClientCompletedOnboarding.
 */
describe('one watch budget and exact counts across two apis', () => {
  let stack: ScaleStack;
  let cookie: string;
  let versionId: string;
  let modules: ModuleKey[];

  beforeAll(async () => {
    stack = await startScaleStack();
    const email = newEmail();
    await signUpAcrossApis(stack, email);
    await updateUser(
      stack.env.db,
      { email },
      { approval: 'YES', plan: 'ADVANCED', initial_questions_completed: true },
    );
    cookie = (await stack.apis[0].post('/api/auth/login', { email, password: PASSWORD })).cookie!;
    const created = await stack.apis[1].post('/api/onboarding/versions', { tier: 'basic' }, cookie);
    versionId = (created.body as unknown as OnboardingState).versions[0].id;
    modules = (
      await stack.env.db.query(
        `SELECT category_id AS "categoryId", module_id AS "moduleId" FROM version_modules
          WHERE version_id = $1 AND is_visible ORDER BY position`,
        [versionId],
      )
    ).map((row: ModuleKey) => ({ categoryId: row.categoryId, moduleId: row.moduleId }));
  });

  afterAll(() => stack?.close());

  /** The same client (one e-mail) signed in on each api: two devices. */
  async function signedInTwice(loginEmail: string): Promise<[string, string]> {
    const tokens = await Promise.all(
      stack.apis.map(async (api) => {
        const res = await api.post(`/api/portal/${versionId}/sessions`, { email: loginEmail });
        return (res.body as unknown as PortalSession).token;
      }),
    );
    return tokens as [string, string];
  }

  const portalPost = (api: 0 | 1, token: string, path: string, body: object) =>
    stack.apis[api].post(`/api/portal/${versionId}/${path}`, body, undefined, {
      authorization: `Bearer ${token}`,
    });

  it('counts 22 completions committed at once on two apis exactly, with one event', async () => {
    expect(modules.length).toBe(22);
    const [laptop, phone] = await signedInTwice('counted@shop.test');
    // No module is hosted yet: each is a 'Mark as complete', committed in its own transaction.
    const answers = await Promise.all(
      modules.map((module, at) =>
        portalPost(at % 2 === 0 ? 0 : 1, at % 2 === 0 ? laptop : phone, 'completions', module),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(modules.map(() => 200));

    const [client] = await stack.env.db.query(
      `SELECT id, completed_visible, onboarding_completed_at FROM portal_clients
        WHERE version_id = $1 AND email = 'counted@shop.test'`,
      [versionId],
    );
    expect(client.completed_visible).toBe(22);
    expect(client.onboarding_completed_at).not.toBeNull();
    const [{ n }] = await stack.env.db.query(
      `SELECT count(*)::int AS n FROM outbox_events
        WHERE type = 'ClientCompletedOnboarding' AND data->'client'->>'id' = $1`,
      [client.id],
    );
    expect(n).toBe(1);
    const dashboard = await stack.apis[0].get(`/api/dashboard/clients/${client.id}`, cookie);
    expect(dashboard.status).toBe(200);
    expect(JSON.stringify(dashboard.body)).toContain('"completed":22');
  });

  it('credits 22 modules beaten in parallel from two apis at most the bound', async () => {
    for (const module of modules) {
      await readyCatalogueMedia(stack.env.db, `${module.categoryId}/${module.moduleId}`, {
        duration_seconds: 60,
        renditions: [
          { key: `renditions/${'c'.repeat(64)}.mp4`, height: 720, width: 1280, bytes: 1 },
        ],
      });
    }
    const [laptop, phone] = await signedInTwice('forger@shop.test');
    const answers: HeartbeatResponse[] = [];
    // A script claiming every whole video from both devices on both apis, three times a second.
    for (let round = 0; round < 6; round++) {
      const sent = await Promise.all(
        modules.flatMap((module) =>
          ([0, 1] as const).map((api) =>
            portalPost(api, api === 0 ? laptop : phone, 'heartbeats', {
              ...module,
              ranges: [[0, 60]],
              position: 60,
            }),
          ),
        ),
      );
      for (const res of sent) {
        expect(res.status).toBe(200);
        answers.push(res.body as unknown as HeartbeatResponse);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // The clock starts when the server first saw the client (its first sign-in).
    const [{ total, elapsed }] = await stack.env.db.query(
      `SELECT coalesce(sum(p.watched_seconds), 0)::float8 AS total,
              extract(epoch FROM clock_timestamp() - min(c.created_at))::float8 AS elapsed
         FROM portal_clients c LEFT JOIN module_progress p ON p.client_id = c.id
        WHERE c.version_id = $1 AND c.email = 'forger@shop.test'`,
      [versionId],
    );
    // Unbounded per module, this was about 32 s each: 700 s for 22 modules.
    expect(total).toBeLessThanOrEqual(MAX_CREDITED_RATE * elapsed + BEAT_GRACE_SECONDS);
    expect(total).toBeGreaterThan(0);
    const credited = answers.reduce((sum, answer) => sum + answer.credit.creditedSeconds, 0);
    expect(credited).toBeCloseTo(total, 1);
    expect(answers.some((answer) => answer.credit.refusedSeconds > 0)).toBe(true);
  });
});
