import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Runs a hot query as a named prepared statement on TypeORM's own pg pool: PostgreSQL plans it
 * once per connection, and TypeORM's query-runner round trip is skipped. For the few queries
 * every poll or page load runs (bench:api); name the columns, never `*`, so a migration adding
 * a column cannot break a cached plan.
 */
export async function preparedQuery<T extends QueryResultRow>(
  db: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const pool = (db.driver as PostgresDriver).master as Pool;
  const { rows } = await pool.query<T>({ name, text, values });
  return rows;
}
