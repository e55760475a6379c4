import { loadConfig } from '@retainly/config';
import { JobName } from '@retainly/events';
import { scheduledRetryDelay, SCHEDULE_BACKOFF } from './job-options';
import { jobOptions } from './job-table';

describe('webhook job options', () => {
  it('allows one attempt plus one per scheduled retry, and keeps finished jobs for inspection', () => {
    const options = jobOptions(
      JobName.DeliverMarketingWebhook,
      loadConfig({ WEBHOOK_RETRY_SCHEDULE: '1s,2s,3s' }),
    );
    expect(options.attempts).toBe(4);
    expect(options.backoff).toEqual({ type: SCHEDULE_BACKOFF });
    expect(options.removeOnComplete).toEqual({
      age: expect.any(Number),
      count: expect.any(Number),
    });
    expect(options.removeOnFail).toEqual({ age: expect.any(Number), count: expect.any(Number) });
  });
});

describe('scheduledRetryDelay', () => {
  const schedule = [5_000, 300_000, 1_800_000];

  it('follows the schedule for each retry', () => {
    const noJitter = () => 0;
    expect(scheduledRetryDelay(schedule, 1, noJitter)).toBe(5_000);
    expect(scheduledRetryDelay(schedule, 2, noJitter)).toBe(300_000);
    expect(scheduledRetryDelay(schedule, 3, noJitter)).toBe(1_800_000);
  });

  it('adds at most 20% jitter', () => {
    expect(scheduledRetryDelay(schedule, 1, () => 0.999_999)).toBe(6_000);
    for (let i = 0; i < 100; i += 1) {
      const delay = scheduledRetryDelay(schedule, 2);
      expect(delay).toBeGreaterThanOrEqual(300_000);
      expect(delay).toBeLessThanOrEqual(360_000);
    }
  });

  it('reuses the last delay past the end of the schedule', () => {
    expect(scheduledRetryDelay(schedule, 9, () => 0)).toBe(1_800_000);
  });
});
