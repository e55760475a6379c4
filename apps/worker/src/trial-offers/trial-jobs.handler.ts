import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobName, jobId } from '@retainly/events';
import { jobRequest, QueueRegistry, type JobOf } from '@retainly/queues';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { jobEvent } from '../jobs/job-event';
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
  async schedule(job: JobOf<JobName.ScheduleTrialMilestones>) {
    const { data } = await jobEvent(this.db, JobName.ScheduleTrialMilestones, job.data.eventId);
    const userId = data.user_id;
    const now = Date.now();
    const queue = this.queues.forJob(JobName.ReachTrialMilestone);
    const due = await this.recorder.dueTimes(userId);
    await queue.addBulk(
      due.map(({ milestone, dueAt }) =>
        jobRequest(
          JobName.ReachTrialMilestone,
          { userId },
          jobId(JobName.ReachTrialMilestone, userId, milestone),
          this.config,
          { delay: Math.max(0, dueAt.getTime() - now) },
        ),
      ),
    );
    return { scheduled: due.length };
  }

  @JobHandler(JobName.ReachTrialMilestone)
  async reach(job: JobOf<JobName.ReachTrialMilestone>) {
    return { recorded: await this.recorder.recordDue(new Date(), job.data.userId) };
  }
}
