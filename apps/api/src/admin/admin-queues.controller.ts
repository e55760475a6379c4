import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminQueueCounts } from '@retainly/domain';
import { QueueRegistry, queueHealth } from '@retainly/queues';
import { RequiresOperator } from '../auth/operator.guard';
import { BULL_BOARD_PATH } from '../operators/bull-board';

/** The console's Queues page: job counts per queue and state, and where Bull Board is. */
@ApiTags('operators')
@Controller('api/admin/queues')
@RequiresOperator()
export class AdminQueuesController {
  constructor(private readonly queues: QueueRegistry) {}

  @Get()
  async counts(): Promise<AdminQueueCounts> {
    return { queues: await queueHealth(this.queues.all()), bullBoardPath: BULL_BOARD_PATH };
  }
}
