import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError, type Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { JobName, type JobPayloads } from '@retainly/events';
import { jobOptions, QueueRegistry } from '@retainly/queues';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
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
    const [event]: { data: { user_id: string } }[] = await this.db.query(
      `SELECT data FROM outbox_events WHERE id = $1`,
      [job.data.eventId],
    );
    if (!event) throw new UnrecoverableError(`Event ${job.data.eventId} does not exist`);
    const userId = event.data.user_id;
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
