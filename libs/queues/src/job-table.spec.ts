import { loadConfig } from '@retainly/config';
import { ALL_QUEUES, JobName, QueueName } from '@retainly/events';
import { isJobEnabled, JOBS, JobTableError, queueWorkerSettings } from './job-table';

describe('the job table', () => {
  const config = loadConfig({
    WEBHOOK_CONCURRENCY: '7',
    AI_CONCURRENCY: '3',
    NUDGES_PER_MINUTE: '9',
  });

  it('gives every queue one worker setting its jobs agree on', () => {
    const settings = Object.fromEntries(
      ALL_QUEUES.map((queue) => [queue, queueWorkerSettings(queue, config)]),
    );
    expect(settings).toEqual({
      [QueueName.MarketingWebhooks]: { concurrency: 7 },
      [QueueName.AgencyWebhooks]: { concurrency: 7 },
      [QueueName.Email]: { concurrency: 5 },
      [QueueName.Trials]: { concurrency: 5 },
      [QueueName.Ai]: { concurrency: 3 },
      [QueueName.Media]: { concurrency: config.MEDIA_CONCURRENCY },
      [QueueName.Outcomes]: { concurrency: 1 },
      [QueueName.Nudges]: { concurrency: 5, limiter: { max: 9, duration: 60_000 } },
      [QueueName.AgencyFanOut]: { concurrency: 10 },
      [QueueName.HighLevel]: { concurrency: 10 },
      [QueueName.HighLevelWriteBack]: { concurrency: 20 },
    });
  });

  it('refuses to start a queue whose jobs disagree on its worker', () => {
    const table = {
      ...JOBS,
      [JobName.SendDigest]: { ...JOBS[JobName.SendDigest], concurrency: () => 1 },
    };
    expect(() => queueWorkerSettings(QueueName.Email, config, table)).toThrow(
      new JobTableError(
        'Worker cannot start: queue "email" has jobs that differ in concurrency or limiter',
      ),
    );
  });

  it('runs the marketing webhook and HighLevel only where configured, everything else always', () => {
    const withUrl = loadConfig({
      MARKETING_WEBHOOK_URL: 'https://hooks.test/x',
      MARKETING_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
    expect(isJobEnabled(JobName.DeliverMarketingWebhook, config)).toBe(false);
    expect(isJobEnabled(JobName.DeliverMarketingWebhook, withUrl)).toBe(true);
    const withHighLevel = { ...config, HIGHLEVEL_CLIENT_ID: 'app-1' };
    const highLevelJobs: string[] = [
      JobName.SyncHighLevelAgency,
      JobName.CheckHighLevelSteps,
      JobName.WriteBackHighLevel,
    ];
    for (const job of highLevelJobs as JobName[]) {
      expect(isJobEnabled(job, config)).toBe(false);
      expect(isJobEnabled(job, withHighLevel)).toBe(true);
    }
    const configured: string[] = [JobName.DeliverMarketingWebhook, ...highLevelJobs];
    for (const job of Object.values(JobName).filter((j) => !configured.includes(j)))
      expect(isJobEnabled(job, config)).toBe(true);
  });
});
