import { AT_RISK_BELOW, HEALTH_WINDOW_DAYS, STALLED_HEALTH_CAP } from '@retainly/domain';

/** SQL expressions (column names or parameters) the health score is computed from. */
export interface HealthColumns {
  now: string;
  completedAt: string;
  completed: string;
  visible: string;
  lastActiveAt: string;
  firstSignInAt: string;
  stalled: string;
}

const wholeDays = (now: string, from: string) =>
  `greatest(0, floor(extract(epoch FROM (${now} - ${from})) / 86400))::float8`;

/**
 * clientHealth (libs/domain/src/client-health.ts) as one SQL expression, in float8 and in the
 * same order of operations, rounded as floor(x + 0.5): the list filters and sorts on it.
 */
export function healthSql(c: HealthColumns): string {
  const fraction = `(CASE WHEN ${c.visible} = 0 THEN 0::float8
    ELSE ${c.completed}::float8 / ${c.visible} END)`;
  const recency = `greatest(0::float8,
    1 - ${wholeDays(c.now, c.lastActiveAt)} / ${HEALTH_WINDOW_DAYS})`;
  const expected = `least(1::float8, ${wholeDays(c.now, c.firstSignInAt)} / ${HEALTH_WINDOW_DAYS})`;
  const pace = `(CASE WHEN ${expected} <= 0 THEN 1::float8
    ELSE least(1::float8, ${fraction} / ${expected}) END)`;
  const score = `floor(50 * ${fraction} + 30 * ${recency} + 20 * ${pace} + 0.5)::int`;
  return `(CASE WHEN ${c.completedAt} IS NOT NULL THEN 100
    WHEN ${c.stalled} THEN least(${STALLED_HEALTH_CAP}, ${score}) ELSE ${score} END)`;
}

/** clientStatus as SQL. */
export const statusSql = (c: {
  completedAt: string;
  stalled: string;
  started: string;
}) => `(CASE WHEN ${c.completedAt} IS NOT NULL THEN 'completed'
  WHEN ${c.stalled} THEN 'stalled' WHEN ${c.started} THEN 'in_progress' ELSE 'not_started' END)`;

/** isAtRisk as SQL over the status and health columns. */
export const AT_RISK_SQL = `(status <> 'completed' AND (status = 'stalled' OR health < ${AT_RISK_BELOW}))`;
