import { eventJobId, eventTypesConsumedBy, isJobName, jobId, JobName } from './jobs';

describe('job ids', () => {
  it('keeps the forms already stored in Redis', () => {
    expect(eventJobId(JobName.SendEmail, 'e1')).toBe('send-email.e1');
    expect(eventJobId(JobName.DeliverMarketingWebhook, 'e1', 2)).toBe(
      'deliver-marketing-webhook.e1.replay-2',
    );
    expect(jobId(JobName.ReachTrialMilestone, 'u1', 'trial-expired')).toBe(
      'reach-trial-milestone.u1.trial-expired',
    );
  });
});

describe('eventTypesConsumedBy', () => {
  it('lists the events whose publication creates a job', () => {
    expect(eventTypesConsumedBy(JobName.SendEmail)).toEqual(['EmailQueued']);
    expect(eventTypesConsumedBy(JobName.ScheduleTrialMilestones)).toEqual(['TrialStarted']);
    expect(eventTypesConsumedBy(JobName.FanOutAgencyEvent)).toContain('ClientStalled');
    expect(eventTypesConsumedBy(JobName.ReachTrialMilestone)).toEqual([]);
  });
});

it('tells our job names from others', () => {
  expect(isJobName('send-email')).toBe(true);
  expect(isJobName('retired-job')).toBe(false);
});
