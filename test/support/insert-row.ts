import type { DataSource } from 'typeorm';

/** A data source or a transaction's entity manager: whatever runs the factories' SQL. */
export type Queryable = Pick<DataSource, 'query'>;

// Column names come from the Fields interfaces' keys, never from input, so they are safe to
// interpolate.
export const columnsOf = (fields: object) =>
  Object.entries(fields).filter(([, value]) => value !== undefined);

/**
 * Inserts one row of `fields` into `table`; the rest are column defaults. For the factories
 * only: a test names a row by its factory's Fields, not by a table.
 */
export async function insertRow<Row>(
  db: Queryable,
  table: string,
  fields: object,
  returning: string,
) {
  const columns = columnsOf(fields);
  const [row]: Row[] = await db.query(
    `INSERT INTO ${table} (${columns.map(([name]) => name).join(', ')})
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${returning}`,
    columns.map(([, value]) => value),
  );
  return row;
}
