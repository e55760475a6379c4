import { MAX_RECONNECT_DELAY_MS, reconnectDelay, redisOptionsFromUrl } from './redis-options';

describe('reconnectDelay', () => {
  it('starts fast and never waits longer than the cap, however long the outage', () => {
    expect(reconnectDelay(1)).toBe(50);
    expect(reconnectDelay(2)).toBe(100);
    const delays = Array.from({ length: 1_000 }, (_, at) => reconnectDelay(at + 1));
    expect(Math.max(...delays)).toBe(MAX_RECONNECT_DELAY_MS);
    expect(MAX_RECONNECT_DELAY_MS).toBeLessThanOrEqual(1_000);
  });

  it('is the strategy of every connection made from a URL (BullMQ keeps a given one)', () => {
    expect(redisOptionsFromUrl('redis://127.0.0.1:6379/2').retryStrategy).toBe(reconnectDelay);
  });
});
