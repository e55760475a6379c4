import type { DataSource } from 'typeorm';
import type { HighLevelStandIn } from '../apps/demo-highlevel/src';
import { markHighLevelWriteBacks } from '@retainly/database';

/** A client's module a progress change lands on. */
interface Target {
  clientId: string;
  categoryId: string;
  moduleId: string;
}

/** Every HighLevel client of the agency, each with one of its version's visible modules. */
export async function changeTargets(db: DataSource, userId: string): Promise<Target[]> {
  const rows = (await db.query(
    `SELECT p.id AS client_id, m.category_id, m.module_id
       FROM highlevel_users u JOIN highlevel_locations l USING (location_id)
       JOIN portal_clients p ON p.id = u.client_id
       CROSS JOIN LATERAL (SELECT category_id, module_id FROM version_modules vm
                            WHERE vm.version_id = p.version_id AND vm.is_visible
                            ORDER BY position LIMIT 1) m
      WHERE l.user_id = $1`,
    [userId],
  )) as { client_id: string; category_id: string; module_id: string }[];
  return rows.map((row) => ({
    clientId: row.client_id,
    categoryId: row.category_id,
    moduleId: row.module_id,
  }));
}

/**
 * `count` progress changes, each its own transaction as a heartbeat commits it: a minute more
 * watched of a random client's module (so each change moves what HighLevel is told), the
 * client started, and its write-back marked due in the same transaction.
 */
export async function commitChanges(db: DataSource, targets: Target[], count: number) {
  const concurrency = 8;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const target = targets[Math.floor(Math.random() * targets.length)]!;
        await db.transaction(async (manager) => {
          await manager.query(
            `INSERT INTO module_progress AS mp (client_id, category_id, module_id, watched,
               watched_seconds, duration_seconds, position_seconds, started_at, beat_at)
             VALUES ($1, $2, $3, '{}', 60, 3600, 60, now(), now())
             ON CONFLICT (client_id, category_id, module_id) DO UPDATE
               SET watched_seconds = mp.watched_seconds + 60,
                   position_seconds = mp.position_seconds + 60, beat_at = now()`,
            [target.clientId, target.categoryId, target.moduleId],
          );
          await manager.query(
            `UPDATE portal_clients SET started_at = coalesce(started_at, now()) WHERE id = $1`,
            [target.clientId],
          );
          await markHighLevelWriteBacks(manager, { clientIds: [target.clientId] });
        });
      }
    }),
  );
}

/** Write-backs still due (changed and not yet in HighLevel). */
export async function dueWriteBacks(db: DataSource, userId: string): Promise<number> {
  const [row] = (await db.query(
    `SELECT count(*)::int AS due FROM highlevel_write_backs
      WHERE user_id = $1 AND dirty_at IS NOT NULL`,
    [userId],
  )) as { due: number }[];
  return row?.due ?? 0;
}

/**
 * Clients whose contact in the write-back location does not show the minutes PostgreSQL
 * holds: changes lost on the way (0 expected).
 */
export async function lostChanges(
  db: DataSource,
  standIn: HighLevelStandIn,
  userId: string,
  locationId: string,
): Promise<{ clients: number; lost: number }> {
  const [field] = (await db.query(
    `SELECT field_id FROM highlevel_write_back_fields
      WHERE user_id = $1 AND location_id = $2 AND field_key = 'minutes_watched'`,
    [userId, locationId],
  )) as { field_id: string }[];
  const expected = (await db.query(
    `SELECT lower(p.email) AS email,
            floor(coalesce(sum(mp.watched_seconds), 0) / 60)::int AS minutes
       FROM highlevel_write_backs w JOIN portal_clients p ON p.id = w.client_id
       LEFT JOIN module_progress mp ON mp.client_id = p.id
      WHERE w.user_id = $1 GROUP BY p.email`,
    [userId],
  )) as { email: string; minutes: number }[];
  const written = new Map<string, unknown>();
  for (const contact of standIn.state.contacts(locationId)) {
    const value = contact.customFields.find((each) => each.id === field?.field_id)?.value;
    if (contact.email) written.set(contact.email.toLowerCase(), value);
  }
  const lost = expected.filter((row) => Number(written.get(row.email)) !== row.minutes).length;
  return { clients: expected.length, lost };
}
