import type { EntityManager } from 'typeorm';

/** Whose HighLevel write-back a change concerns: clients, or every client of sub-accounts. */
export type WriteBackTarget = { clientIds: readonly string[] } | { locationIds: readonly string[] };

/**
 * Marks the clients' write-back into their agency's own HighLevel location as due, inside the
 * caller's transaction: the mark exists exactly when the change does, and many changes before
 * the worker's next pass make one write (which reads the state of that moment). A no-op for
 * clients whose agency does not write back or who are in no sub-account.
 */
export async function markHighLevelWriteBacks(
  manager: EntityManager,
  target: WriteBackTarget,
): Promise<void> {
  if ('clientIds' in target) {
    if (target.clientIds.length === 0) return;
    await manager.query(`SELECT mark_highlevel_write_backs($1::uuid[])`, [[...target.clientIds]]);
    return;
  }
  if (target.locationIds.length === 0) return;
  await manager.query(
    `SELECT mark_highlevel_write_backs(array(
       SELECT DISTINCT u.client_id FROM highlevel_users u
        WHERE u.location_id = ANY($1::text[]) AND u.client_id IS NOT NULL))`,
    [[...target.locationIds]],
  );
}

/**
 * Whether the sub-account in `locationColumn` holds contacts our write-back made: it is an
 * agency's write-back location now, or was one (its fields were created there). Its contacts
 * then say nothing about whether the sub-account imported any.
 */
export const isWriteBackLocationSql = (locationColumn: string) => `(
  EXISTS (SELECT 1 FROM highlevel_connections wb WHERE wb.write_back_location_id = ${locationColumn})
  OR EXISTS (SELECT 1 FROM highlevel_write_back_fields wf WHERE wf.location_id = ${locationColumn}))`;
