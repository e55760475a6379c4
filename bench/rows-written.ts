import { Client } from 'pg';
import { sleep } from './stats';

/**
 * A backend reports its row counts to the statistics at most once a second while busy, and
 * within 10 s (PGSTAT_IDLE_INTERVAL) of going idle; pg_stat_force_next_flush() only reaches the
 * calling backend. So counts are read once the api's connections have been idle that long.
 */
const STATS_SETTLE_MS = 11_000;

export interface RowsWritten {
  /** n_tup_ins + n_tup_upd + n_tup_del over every table. */
  all: number;
  moduleProgress: number;
  moduleProgressHotUpdates: number;
  moduleProgressUpdates: number;
}

/** Rows inserted, updated and deleted so far in the bench's database, once settled. */
export async function rowsWritten(url: string): Promise<RowsWritten> {
  await sleep(STATS_SETTLE_MS);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SELECT pg_stat_force_next_flush(), pg_stat_clear_snapshot()`);
    const { rows } = await client.query<Record<keyof RowsWritten, string>>(
      `SELECT sum(n_tup_ins + n_tup_upd + n_tup_del) AS "all",
              sum(n_tup_ins + n_tup_upd + n_tup_del)
                FILTER (WHERE relname = 'module_progress') AS "moduleProgress",
              sum(n_tup_hot_upd) FILTER (WHERE relname = 'module_progress')
                AS "moduleProgressHotUpdates",
              sum(n_tup_upd) FILTER (WHERE relname = 'module_progress') AS "moduleProgressUpdates"
         FROM pg_stat_user_tables`,
    );
    const [counts] = rows;
    return {
      all: Number(counts!.all),
      moduleProgress: Number(counts!.moduleProgress),
      moduleProgressHotUpdates: Number(counts!.moduleProgressHotUpdates),
      moduleProgressUpdates: Number(counts!.moduleProgressUpdates),
    };
  } finally {
    await client.end();
  }
}

export function rowsBetween(before: RowsWritten, after: RowsWritten): RowsWritten {
  return {
    all: after.all - before.all,
    moduleProgress: after.moduleProgress - before.moduleProgress,
    moduleProgressHotUpdates: after.moduleProgressHotUpdates - before.moduleProgressHotUpdates,
    moduleProgressUpdates: after.moduleProgressUpdates - before.moduleProgressUpdates,
  };
}
