import { ALL_JOBS, JobName } from '@retainly/events';
import { buildHandlerMap, JobHandlerMapError, type FoundHandler } from './handler-map';

const handler = async () => undefined;
const found = (job: JobName, owner: string): FoundHandler => ({ job, owner, handler });

describe('buildHandlerMap', () => {
  it('maps every job to its one handler', () => {
    const map = buildHandlerMap(ALL_JOBS.map((job) => found(job, `Handler.${job}`)));
    for (const job of ALL_JOBS) expect(map.get(job)).toBe(handler);
  });

  it('refuses to start when a job has no handler', () => {
    expect(() =>
      buildHandlerMap(
        [found(JobName.SendEmail, 'Mail.send')],
        [JobName.DeliverMarketingWebhook, JobName.SendEmail],
      ),
    ).toThrow(
      new JobHandlerMapError('Worker cannot start: job "deliver-marketing-webhook" has no handler'),
    );
  });

  it('refuses to start when a job has two handlers, naming both', () => {
    expect(() =>
      buildHandlerMap(
        [
          found(JobName.DeliverMarketingWebhook, 'A.deliver'),
          found(JobName.DeliverMarketingWebhook, 'B.deliver'),
        ],
        [JobName.DeliverMarketingWebhook],
      ),
    ).toThrow('job "deliver-marketing-webhook" has 2 handlers (A.deliver, B.deliver)');
  });

  it('refuses a handler for a job that is not in the job map', () => {
    expect(() =>
      buildHandlerMap(
        [
          found(JobName.DeliverMarketingWebhook, 'A.deliver'),
          found('retired-job' as JobName, 'Old.run'),
        ],
        [JobName.DeliverMarketingWebhook],
      ),
    ).toThrow('Old.run handles unknown job "retired-job"');
  });
});
