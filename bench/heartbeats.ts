import 'reflect-metadata';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { HEARTBEAT_INTERVAL_SECONDS } from '@retainly/domain';
import { spawnApi, stopAll, waitUntilUp } from './api-process';
import { autosaveAtSteadyRate, paidUserCookies } from './autosave';
import { createBenchDatabase } from './bench-database';
import { startCpuMeter, type CpuUsed } from './cpu-usage';
import {
  BENCH_VERSION,
  heartbeatUrl,
  nextBeat,
  seedViewers,
  sendBeat,
  type Viewer,
} from './heartbeat-viewers';
import { pooledSend } from './http-client';
import { rowsBetween, rowsWritten, type RowsWritten } from './rows-written';
import { runBench } from './run-bench';
import { paced, percentile, round } from './stats';
import { atSteadyRate, type SteadyRateFigures } from './steady-rate';

/**
 * `npm run bench:heartbeats`: 1,000 signed-in portal clients watching hosted videos, each
 * beating the next 10 s of its module (POST /api/portal/:versionId/heartbeats) from its own
 * address, at a steady BENCH_RATE beats/s in all (open loop: a viewer beats every
 * 1,000 / BENCH_RATE s), through 50 keep-alive connections as a reverse proxy would hold them.
 * Beside it, in alternating rounds of the same run, the tool-data autosave PUT at the same
 * steady rate (the baseline: a session read and one upsert, as bench:api measures it). Then
 * heartbeats flat out (closed loop, autocannon) for the most the api answers. Around each
 * phase: rows written (pg_stat_user_tables) and the CPU time of the api and its PostgreSQL
 * backends, which on a shared machine say more than the rates do.
 */
const RATE = Number(process.env.BENCH_RATE ?? 1_500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const VIEWERS = 1_000;
const MODULES = 5;
const CONNECTIONS = 50;

/** The credit clock allows 2x wall time, so at this rate most beats are credited in part. */
const isFullyCredited = (credited: number) => credited >= HEARTBEAT_INTERVAL_SECONDS - 0.001;

interface Phase {
  requests: number;
  rows: RowsWritten;
  cpu: CpuUsed;
}

/** Per request over `phases`: `of` summed, divided by the requests. */
const perRequest = (phases: Phase[], of: (phase: Phase) => number) =>
  phases.reduce((total, phase) => total + of(phase), 0) /
  phases.reduce((total, phase) => total + phase.requests, 0);

function pooled(runs: SteadyRateFigures[]) {
  const latencies = runs.flatMap((run) => run.latencies);
  const sent = runs.reduce((total, run) => total + run.sent, 0);
  return {
    rps: sent / runs.reduce((total, run) => total + run.sent / run.rps, 0),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    worstP99: Math.max(...runs.map((run) => run.p99)),
    failed: runs.reduce((total, run) => total + run.failed, 0),
    sent,
  };
}

/** Heartbeats flat out: `CONNECTIONS` connections, each sending the next beat of the next viewer. */
async function flatOut(url: string, viewers: Viewer[]) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const beat = nextBeat(viewers[next++ % viewers.length]!);
          return { ...request, headers: beat.headers, body: beat.body };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`heartbeats flat out: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return {
    requests: result.requests.sent,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function main() {
  const loadBefore = loadavg()[0]!;
  const bench = await createBenchDatabase(2);
  process.stdout.write(`Seeding ${VIEWERS} viewers on ${MODULES} modules, ${RATE} typists...\n`);
  const viewers = await seedViewers(bench.db, VIEWERS, MODULES);
  const cookies = await paidUserCookies(bench.db, RATE);
  await bench.db.query('ANALYZE');

  const port = 34_000 + Math.floor(Math.random() * 1000);
  const apiUrl = `http://127.0.0.1:${port}`;
  // Each viewer's address comes from X-Forwarded-For, as behind the production proxy: the
  // per-address limit (1,200 beats a minute) is then one viewer's, not the whole bench's.
  const api = spawnApi(bench, port, {
    TRUST_PROXY_HOPS: '1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
  try {
    await waitUntilUp(`${apiUrl}/api/portal/${BENCH_VERSION}`);
    const url = heartbeatUrl(apiUrl);
    const send = pooledSend(CONNECTIONS);
    let counts = await rowsWritten(bench.url);
    /** Runs `run`, metering CPU while it runs, then reads the rows it wrote. */
    const measured = async <T>(run: () => Promise<T>, requests: (result: T) => number) => {
      const stopMeter = await startCpuMeter(api.pid!, bench.url);
      const result = await run();
      const cpu = await stopMeter();
      const after = await rowsWritten(bench.url);
      const phase: Phase = { requests: requests(result), rows: rowsBetween(counts, after), cpu };
      counts = after;
      return { result, phase };
    };

    process.stdout.write(`Each viewer's first beat (the client's first play), ${RATE}/s...\n`);
    const firstBeats = await measured(
      () => paced(VIEWERS, RATE, (i) => sendBeat(send, url, viewers[i]!).then(() => undefined)),
      () => VIEWERS,
    );

    const beatRuns: SteadyRateFigures[] = [];
    const saveRuns: SteadyRateFigures[] = [];
    const beatPhases: Phase[] = [];
    const savePhases: Phase[] = [];
    const failures = new Map<string, number>();
    let fullyCredited = 0;
    const beat = async (i: number, measuring: boolean) => {
      try {
        const credited = await sendBeat(send, url, viewers[i % VIEWERS]!);
        if (measuring && isFullyCredited(credited)) fullyCredited += 1;
        return true;
      } catch (error) {
        // Beats of one viewer that overlap (answers slower than its spacing) may be refused
        // with 503 after their retries, as a real player's would: counted, not fatal.
        const why = (error as Error).message;
        failures.set(why, (failures.get(why) ?? 0) + 1);
        return false;
      }
    };
    const report = (what: string, run: SteadyRateFigures, phase: Phase) =>
      process.stdout.write(
        `  ${what}: ${round(run.rps, 0)}/s, p50 ${round(run.p50)} ms, p99 ${round(run.p99)} ms, ` +
          `CPU ${round(phase.cpu.apiMs / phase.requests, 3)} ms api + ` +
          `${round(phase.cpu.postgresMs / phase.requests, 3)} ms postgres + ` +
          `${round(phase.cpu.clientMs / phase.requests, 3)} ms bench client a request\n`,
      );
    for (let roundNo = 1; roundNo <= ROUNDS; roundNo += 1) {
      process.stdout.write(
        `Round ${roundNo} of ${ROUNDS}: heartbeats, then autosaves, each at ${RATE}/s for ${SECONDS} s...\n`,
      );
      const beats = await measured(
        () => atSteadyRate(RATE, SECONDS, beat),
        (run) => RATE * 2 + run.sent,
      );
      beatRuns.push(beats.result);
      beatPhases.push(beats.phase);
      report('heartbeats', beats.result, beats.phase);
      const saves = await measured(
        () => autosaveAtSteadyRate(apiUrl, cookies, RATE, SECONDS, send),
        (run) => RATE * 2 + run.sent,
      );
      saveRuns.push(saves.result);
      savePhases.push(saves.phase);
      report('autosaves', saves.result, saves.phase);
    }
    for (const [why, count] of failures) process.stdout.write(`  failed: ${count} x ${why}\n`);
    process.stdout.write(`Heartbeats flat out, ${CONNECTIONS} connections, ${SECONDS} s...\n`);
    const max = await measured(
      () => flatOut(url, viewers),
      (run) => run.requests,
    );

    const heartbeat = pooled(beatRuns);
    const autosave = pooled(saveRuns);
    const cpu = (phases: Phase[], of: keyof CpuUsed) =>
      round(
        perRequest(phases, (phase) => phase.cpu[of]),
        3,
      );
    const rows = (phases: Phase[], of: keyof RowsWritten) =>
      round(
        perRequest(phases, (phase) => phase.rows[of]),
        3,
      );
    /** How many of the machine's (2, shared) cores the offered rate takes: api, postgres, bench. */
    const cores = (phases: Phase[]) =>
      round(
        (RATE * perRequest(phases, ({ cpu: c }) => c.apiMs + c.postgresMs + c.clientMs)) / 1000,
        2,
      );
    const hotUpdates =
      perRequest(beatPhases, (phase) => phase.rows.moduleProgressHotUpdates) /
      perRequest(beatPhases, (phase) => phase.rows.moduleProgressUpdates);
    process.stdout.write(
      [
        '',
        `heartbeats offered: ${RATE} /s`,
        `heartbeats/s: ${round(heartbeat.rps, 0)}`,
        `heartbeat p50: ${round(heartbeat.p50)} ms`,
        `heartbeat p99: ${round(heartbeat.p99)} ms`,
        `heartbeat p99 worst round: ${round(heartbeat.worstP99)} ms`,
        `heartbeats failed: ${heartbeat.failed}`,
        `heartbeats fully credited: ${round((100 * fullyCredited) / heartbeat.sent)} %`,
        `heartbeats flat out/s: ${round(max.result.rps, 0)}`,
        `heartbeat flat out p50: ${round(max.result.p50)} ms`,
        `heartbeat flat out p99: ${round(max.result.p99)} ms`,
        `autosave req/s: ${round(autosave.rps, 0)}`,
        `autosave p50: ${round(autosave.p50)} ms`,
        `autosave p99: ${round(autosave.p99)} ms`,
        `heartbeat p99 to autosave p99: ${round(heartbeat.p99 / autosave.p99, 2)} x`,
        `heartbeat api cpu: ${cpu(beatPhases, 'apiMs')} ms`,
        `heartbeat postgres cpu: ${cpu(beatPhases, 'postgresMs')} ms`,
        `autosave api cpu: ${cpu(savePhases, 'apiMs')} ms`,
        `autosave postgres cpu: ${cpu(savePhases, 'postgresMs')} ms`,
        `heartbeat bench client cpu: ${cpu(beatPhases, 'clientMs')} ms`,
        `autosave bench client cpu: ${cpu(savePhases, 'clientMs')} ms`,
        `heartbeat flat out api cpu: ${cpu([max.phase], 'apiMs')} ms`,
        `heartbeat cores at offered rate: ${cores(beatPhases)}`,
        `autosave cores at offered rate: ${cores(savePhases)}`,
        `rows written per heartbeat: ${rows(beatPhases, 'all')}`,
        `module_progress rows per heartbeat: ${rows(beatPhases, 'moduleProgress')}`,
        `module_progress HOT updates: ${round(100 * hotUpdates)} %`,
        `rows written per heartbeat flat out: ${rows([max.phase], 'all')}`,
        `rows written per first beat: ${rows([firstBeats.phase], 'all')}`,
        `rows written per autosave: ${rows(savePhases, 'all')}`,
        `load average before: ${round(loadBefore, 2)}`,
        `load average after: ${round(loadavg()[0]!, 2)}`,
        '',
      ].join('\n'),
    );
  } finally {
    await stopAll([api]);
    await bench.drop();
  }
}

runBench(main);
