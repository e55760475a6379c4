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

/** All cores' busy and total time so far, in clock ticks (/proc/stat's first line). */
async function machineTicks(): Promise<{ busy: number; total: number }> {
  const [line] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = ticks[3] + ticks[4]; // idle and iowait
  return { busy: total - idle, total };
}

/**
 * The share of the whole machine's CPU (every core, every process) in use from now until the
 * returned function is called: whether a phase kept the machine busy, so its throughput is what
 * the machine can do rather than what one process or a wait allowed.
 */
export async function startMachineMeter(): Promise<() => Promise<number>> {
  const before = await machineTicks();
  return async () => {
    const after = await machineTicks();
    return (after.busy - before.busy) / Math.max(1, after.total - before.total);
  };
}
