import { PeriodicRuns } from '../../apps/worker/src/jobs/periodic-runs';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { HOUR_MS } from '@retainly/domain';

/** periodic_runs: one claim per period however many workers ask at once. */
describe('periodic runs', () => {
  let env: TestEnvironment;
  let runs: PeriodicRuns;

  beforeAll(async () => {
    env = await createTestEnvironment();
    runs = new PeriodicRuns(env.db);
  });

  afterAll(() => env?.dispose());

  const recorded = async (name: string) => {
    const [row]: { runs: string }[] = await env.db.query(
      `SELECT runs FROM periodic_runs WHERE name = $1`,
      [name],
    );
    return Number(row?.runs ?? 0);
  };

  it('grants a period to one of many simultaneous claims, and not again within it', async () => {
    const claims = await Promise.all(Array.from({ length: 12 }, () => runs.claim('race', HOUR_MS)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await runs.claim('race', HOUR_MS)).toBe(false);
    expect(await runs.claim('another-pass', HOUR_MS)).toBe(true);
    expect(await recorded('race')).toBe(1);
  });

  it('grants the next period once it has begun, counting each run', async () => {
    expect(await runs.claim('next', HOUR_MS)).toBe(true);
    await env.db.query(
      `UPDATE periodic_runs SET started_at = started_at - interval '1 hour' WHERE name = 'next'`,
    );
    const claims = await Promise.all([1, 2, 3].map(() => runs.claim('next', HOUR_MS)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await recorded('next')).toBe(2);
  });

  it('measures the last run in the current period, so a shorter period applies at once', async () => {
    expect(await runs.claim('shortened', HOUR_MS)).toBe(true);
    await env.db.query(
      `UPDATE periodic_runs SET started_at = started_at - interval '2 seconds' WHERE name = 'shortened'`,
    );
    expect(await runs.claim('shortened', 1_000)).toBe(true);
  });
});
