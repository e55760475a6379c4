import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { loadConfigOrExit } from '@retainly/config';
import { startDemoHighLevel } from './demo-highlevel';
import { checkPostgres, checkRedis, migrate, runScript } from './preflight';
import { queueSampleVideos, sampleVideosNote } from './sample-videos';

const DIST = join(__dirname, '..');
const HEALTH_WAIT_MS = 30_000;

/**
 * Checks PostgreSQL and Redis, migrates, queues sample videos for whatever has none (a quick
 * insert: the worker renders them after start-up), then runs the api and the worker as two
 * processes; in development, beside a demo HighLevel (scripts/demo-highlevel.ts).
 */
runScript(async () => {
  const config = loadConfigOrExit();
  await checkPostgres(config.DATABASE_URL);
  await checkRedis(config.REDIS_URL);
  const applied = await migrate(config, 'up');
  if (applied.length) process.stdout.write(`Applied migrations: ${applied.join(', ')}\n`);
  process.stdout.write(sampleVideosNote(await queueSampleVideos(config)));

  const demo = await startDemoHighLevel(config);
  const env = { ...process.env, ...demo?.env };
  const children = [
    spawn(process.execPath, [join(DIST, 'apps/api/src/main.js')], { stdio: 'inherit', env }),
    spawn(process.execPath, [join(DIST, 'apps/worker/src/main.js')], { stdio: 'inherit', env }),
  ];
  superviseTogether(children, () => demo?.close());

  if (await waitForHealth(`http://127.0.0.1:${config.PORT}/api/health`)) {
    process.stdout.write(
      `\nRetainly is running at ${config.APP_URL}\n` +
        `  queues: ${config.APP_URL}/admin/queues   API docs: ${config.APP_URL}/api/docs\n` +
        (config.NODE_ENV === 'production' ? '' : `  dev mailbox: ${config.APP_URL}/dev/mailbox\n`) +
        (demo
          ? `  demo HighLevel: ${demo.url}/demo (connect it in Settings → HighLevel; it forgets everything when this stops)\n`
          : '') +
        '\n',
    );
  }
});

/**
 * Signals reach both children; when one exits, the other is stopped, `cleanUp` runs (the demo
 * HighLevel stops) and we exit with its code.
 */
function superviseTogether(children: ChildProcess[], cleanUp: () => unknown): void {
  let exiting = false;
  const stopAll = (signal: NodeJS.Signals) => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      exiting = true;
      stopAll(signal);
    });
  }
  for (const child of children) {
    child.on('exit', (code) => {
      if (!exiting) {
        exiting = true;
        stopAll('SIGTERM');
      }
      if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
        void Promise.resolve(cleanUp()).finally(() => process.exit(code ?? 0));
      }
    });
  }
}

async function waitForHealth(url: string): Promise<boolean> {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
