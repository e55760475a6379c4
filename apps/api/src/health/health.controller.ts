import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { QueueRegistry, queueHealth, withTimeout, type QueueHealth } from '@retainly/queues';

type State = 'up' | 'down';

export class HealthReport {
  status: 'ok' | 'error';
  database: State;
  redis: State;
  queues: QueueHealth[];
}

const CHECK_TIMEOUT_MS = 2_000;

@ApiTags('operations')
@Controller('api/health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queues: QueueRegistry,
  ) {}

  @Get()
  @ApiOkResponse({ type: HealthReport, description: 'PostgreSQL, Redis and the queues are up' })
  @ApiServiceUnavailableResponse({ type: HealthReport, description: 'A dependency is down' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const [database, queues] = await Promise.all([
      withTimeout(this.db.query('SELECT 1'), CHECK_TIMEOUT_MS, 'database check').then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      withTimeout(queueHealth(this.queues.all()), CHECK_TIMEOUT_MS, 'redis check').catch(
        () => undefined,
      ),
    ]);
    const redis: State = queues ? 'up' : 'down';
    const ok = database === 'up' && redis === 'up';
    reply.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ok ? 'ok' : 'error', database, redis, queues: queues ?? [] };
  }
}
