import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfigOrExit } from '@retainly/config';
import { describeMediaTools } from '@retainly/media';
import { createWorkerApp } from './bootstrap';
import { startHealthServer } from './health-server';

/** Beyond the job grace period: time for the relay, schedules and connections to close. */
const CLOSE_ALLOWANCE_MS = 5_000;

async function main() {
  const config = loadConfigOrExit();
  // Before any connection: production refuses npm's bundled ffmpeg here, not at the first upload.
  const mediaTools = describeMediaTools(config);
  const app = await createWorkerApp(config);
  new Logger('MediaTools').log(`Media tools: ${mediaTools}`);
  const health = await startHealthServer(app, config.WORKER_HEALTH_PORT);
  // Nest's shutdown hooks drain the queues; the health port closes with them. Whatever a
  // dead Redis or database leaves hanging, the process ends within the grace period.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      health.close();
      setTimeout(() => {
        process.stderr.write(`Worker did not stop cleanly after ${signal}; exiting\n`);
        process.exit(1);
      }, config.SHUTDOWN_GRACE_MS + CLOSE_ALLOWANCE_MS).unref();
    });
  }
}

main().catch((error: Error) => {
  process.stderr.write(`Worker failed to start: ${error.message}\n`);
  process.exit(1);
});
