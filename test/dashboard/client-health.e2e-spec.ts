import { clientHealth, DAY_MS, type HealthInput, HOUR_MS } from '@retainly/domain';
import { healthSql } from '../../apps/api/src/dashboard/client-health.sql';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/** The health rule in TypeScript and as the dashboard's SQL give the same score. */
describe('client health: the pure rule and the SQL agree', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment();
  });

  afterAll(() => env?.dispose());

  const now = new Date('2026-11-23T15:30:00.123Z');
  const ago = (days: number, hours = 0) =>
    new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);

  // Every part at its edges: day 0, exactly 14 days, more; no visible modules; stalled;
  // completed; halves (12.5, 17.5) that PostgreSQL's round() on a double would send to even.
  const samples: HealthInput[] = [];
  for (const [completed, visible] of [
    [0, 20],
    [5, 20],
    [7, 20],
    [10, 20],
    [1, 3],
    [2, 3],
    [21, 22],
    [0, 0],
  ])
    for (const activeDays of [0, 0.5, 1, 6.99, 7, 13, 14, 30])
      for (const firstDays of [0, 1, 3.5, 7, 13.99, 14, 60])
        for (const stalled of [false, true])
          samples.push({
            completedAt: null,
            completed: completed!,
            visible: visible!,
            lastActiveAt: ago(Math.min(activeDays, firstDays)),
            firstSignInAt: ago(firstDays),
            stalled,
          });
  samples.push({ ...samples[0]!, completedAt: ago(2), stalled: true });

  it(`on ${samples.length} sample rows`, async () => {
    const expression = healthSql({
      now: '$1::timestamptz',
      completedAt: 's.completed_at',
      completed: 's.completed',
      visible: 's.visible',
      lastActiveAt: 's.last_active_at',
      firstSignInAt: 's.first_sign_in_at',
      stalled: 's.stalled',
    });
    const rows: { health: number }[] = await env.db.query(
      `SELECT ${expression} AS health
         FROM unnest($2::timestamptz[], $3::int[], $4::int[], $5::timestamptz[],
                     $6::timestamptz[], $7::boolean[]) WITH ORDINALITY
              AS s(completed_at, completed, visible, last_active_at, first_sign_in_at, stalled, n)
        ORDER BY n`,
      [
        now,
        samples.map((s) => s.completedAt),
        samples.map((s) => s.completed),
        samples.map((s) => s.visible),
        samples.map((s) => s.lastActiveAt),
        samples.map((s) => s.firstSignInAt),
        samples.map((s) => s.stalled),
      ],
    );
    const expected = samples.map((sample) => clientHealth(sample, now));
    expect(rows.map((row) => row.health)).toEqual(expected);
    // The samples do cover the range and the cap.
    expect(new Set(expected).size).toBeGreaterThan(30);
    expect(expected).toContain(100);
    expect(expected).toContain(40);
    expect(Math.min(...expected)).toBe(0);
  });
});
