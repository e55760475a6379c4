import { LOG_EXPECT_MS, LOG_POLL_MS, logPollInterval } from './webhook-log-polling';

describe('logPollInterval (the delivery log reloads while something is on its way)', () => {
  const NOW = 1_000_000;

  it('polls while any message is pending', () => {
    const messages = [{ status: 'succeeded' }, { status: 'pending' }];
    expect(logPollInterval(messages, null, NOW)).toBe(LOG_POLL_MS);
  });

  it('stops once every message is final', () => {
    const messages = [{ status: 'succeeded' }, { status: 'failed' }, { status: 'gone' }];
    expect(logPollInterval(messages, null, NOW)).toBe(false);
    expect(logPollInterval([], null, NOW)).toBe(false);
    expect(logPollInterval(undefined, null, NOW)).toBe(false);
  });

  it('keeps polling for a while after a test was sent, before its message shows', () => {
    expect(logPollInterval([], NOW - 1, NOW)).toBe(LOG_POLL_MS);
    expect(logPollInterval([], NOW - LOG_EXPECT_MS + 1, NOW)).toBe(LOG_POLL_MS);
    expect(logPollInterval([], NOW - LOG_EXPECT_MS, NOW)).toBe(false);
  });
});
