import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { JobName, type JobPayloads } from '@retainly/events';
import { jobOptions, QueueRegistry } from '@retainly/queues';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { eventData } from '../jobs/event-data';
import { JobHandler } from '../jobs/job-handler.decorator';
import { MilestoneRecorder } from './milestone-recorder';

/** Turns TrialStarted into one delayed job per milestone, and runs them when due. */
@Injectable()
export class TrialJobsHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly queues: QueueRegistry,
    private readonly recorder: MilestoneRecorder,
  ) {}

  @JobHandler(JobName.ScheduleTrialMilestones)
  async schedule(job: Job<JobPayloads[JobName.ScheduleTrialMilestones]>) {
    const { user_id: userId } = await eventData<{ user_id: string }>(this.db, job.data.eventId);
    const now = Date.now();
    const queue = this.queues.forJob(JobName.ReachTrialMilestone);
    const due = await this.recorder.dueTimes(userId);
    await queue.addBulk(
      due.map(({ milestone, dueAt }) => ({
        name: JobName.ReachTrialMilestone,
        data: { userId },
        opts: {
          ...jobOptions(JobName.ReachTrialMilestone, this.config),
          jobId: `${JobName.ReachTrialMilestone}.${userId}.${milestone}`,
          delay: Math.max(0, dueAt.getTime() - now),
        },
      })),
    );
    return { scheduled: due.length };
  }

  @JobHandler(JobName.ReachTrialMilestone)
  async reach(job: Job<JobPayloads[JobName.ReachTrialMilestone]>) {
    return { recorded: await this.recorder.recordDue(new Date(), job.data.userId) };
  }
}
