import { createServer, type Server } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { QueueRegistry, queueHealth, withTimeout } from '@retainly/queues';
import { JobWorkers } from './jobs/job-workers';
import { OutboxRelay } from './outbox/outbox-relay';

const CHECK_TIMEOUT_MS = 2_000;
const up = () => 'up';
const down = () => 'down';

/**
 * GET /health on its own port: 200 when PostgreSQL, Redis and every queue worker are up and the
 * outbox relay's loop keeps its schedule.
 */
export function startHealthServer(app: INestApplicationContext, port: number): Promise<Server> {
  const db = app.get<DataSource>(getDataSourceToken());
  const queues = app.get(QueueRegistry);
  const workers = app.get(JobWorkers);
  const relay = app.get(OutboxRelay);

  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url !== '/health') {
      res.writeHead(404).end();
      return;
    }
    const [database, redis] = await Promise.all([
      withTimeout(db.query('SELECT 1'), CHECK_TIMEOUT_MS, 'database check').then(up, down),
      withTimeout(queueHealth(queues.all()), CHECK_TIMEOUT_MS, 'redis check').then(up, down),
    ]);
    const processing = workers.isRunning() ? 'up' : 'down';
    const relaying = relay.isAlive() ? 'up' : 'down';
    const ok = [database, redis, processing, relaying].every((part) => part === 'up');
    res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        status: ok ? 'ok' : 'error',
        database,
        redis,
        workers: processing,
        relay: relaying,
      }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
