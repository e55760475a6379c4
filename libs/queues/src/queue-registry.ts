import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { ALL_QUEUES, type JobName, type QueueName } from '@retainly/events';
import { queueOf } from './job-table';

/** Looks queues up by name or by the job they carry. */
@Injectable()
export class QueueRegistry {
  constructor(private readonly moduleRef: ModuleRef) {}

  get(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  forJob(job: JobName): Queue {
    return this.get(queueOf(job));
  }

  all(): Queue[] {
    return ALL_QUEUES.map((name) => this.get(name));
  }
}
