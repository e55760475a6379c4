import { Client } from 'pg';

/** The same server, connected to its `postgres` maintenance database. */
export function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export function databaseName(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}

/** The URL with any password replaced, safe to print. */
export function redactUrl(raw: string): string {
  const url = new URL(raw);
  if (url.password) url.password = '***';
  return url.toString();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withMaintenanceClient<T>(databaseUrl: string, run: (c: Client) => Promise<T>) {
  const client = new Client({ connectionString: maintenanceUrl(databaseUrl) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates the database in the URL unless it exists; returns true when it was created. */
export async function ensureDatabase(databaseUrl: string, template?: string): Promise<boolean> {
  const name = databaseName(databaseUrl);
  return withMaintenanceClient(databaseUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    const from = template ? ` TEMPLATE ${quoteIdent(template)}` : '';
    await client.query(`CREATE DATABASE ${quoteIdent(name)}${from}`);
    return true;
  });
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  await withMaintenanceClient(databaseUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  );
}
