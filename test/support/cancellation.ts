import type { Queryable } from './insert-row';

/** What a cancelled account keeps of its access: approval NO and every agency id cleared. */
export const CANCELED_ACCESS = {
  approval: 'NO',
  agency_id: null,
  agency_id_basic: null,
  agency_id_advanced: null,
  agency_id_elite: null,
};

/**
 * What cancelling left of the user `userId`: its access columns, its survey answers and its
 * AccountCanceled events.
 */
export async function cancellationRows(db: Queryable, userId: string) {
  const [access] = await db.query(
    `SELECT approval, agency_id, agency_id_basic, agency_id_advanced, agency_id_elite
     FROM retainly_users WHERE id = $1`,
    [userId],
  );
  const surveys = await db.query(
    `SELECT reason, had_onboarding_call FROM cancellations WHERE user_id = $1`,
    [userId],
  );
  const events = await db.query(
    `SELECT data FROM outbox_events WHERE type = 'AccountCanceled' AND data->>'user_id' = $1`,
    [userId],
  );
  return { access, surveys, events };
}
