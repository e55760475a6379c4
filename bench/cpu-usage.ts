import { readFile } from 'node:fs/promises';
import { Client } from 'pg';

/** /proc reports CPU time in clock ticks: 100 a second on Linux. */
const MS_PER_TICK = 10;

async function cpuMs(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

async function backendPids(url: string): Promise<number[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

export interface CpuUsed {
  apiMs: number;
  postgresMs: number;
  /** This process: the load generator, on the same cores. */
  clientMs: number;
}

/**
 * CPU time the api process, the database's backends and this process use from now until the
 * returned function is called (before the api's pool closes idle connections): what a request costs,
 * whatever else shares the machine. A backend that exits in between is not counted.
 */
export async function startCpuMeter(apiPid: number, url: string): Promise<() => Promise<CpuUsed>> {
  const pids = await backendPids(url);
  const before = new Map<number, number>();
  for (const pid of [apiPid, ...pids]) before.set(pid, (await cpuMs(pid)) ?? 0);
  const client = process.cpuUsage();
  return async () => {
    const { user, system } = process.cpuUsage(client);
    const apiMs = ((await cpuMs(apiPid)) ?? 0) - before.get(apiPid)!;
    let postgresMs = 0;
    for (const pid of await backendPids(url)) {
      postgresMs += ((await cpuMs(pid)) ?? 0) - (before.get(pid) ?? 0);
    }
    return { apiMs, postgresMs, clientMs: (user + system) / 1000 };
  };
}
