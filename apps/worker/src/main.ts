import 'reflect-metadata';
import { loadConfigOrExit } from '@retainly/config';
import { createWorkerApp } from './bootstrap';
import { startHealthServer } from './health-server';

async function main() {
  const config = loadConfigOrExit();
  const app = await createWorkerApp(config);
  const health = await startHealthServer(app, config.WORKER_HEALTH_PORT);
  // Nest's shutdown hooks drain the queues; the health port closes with them.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => health.close());
}

main().catch((error: Error) => {
  process.stderr.write(`Worker failed to start: ${error.message}\n`);
  process.exit(1);
});
