import { WakeSignal } from './wake-signal';

describe('WakeSignal', () => {
  it('resolves a waiter on wake, well before its timeout', async () => {
    const signal = new WakeSignal();
    const started = Date.now();
    const waiting = signal.wait(5_000);
    signal.wake();
    await waiting;
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('remembers a wake that came while nobody waited', async () => {
    const signal = new WakeSignal();
    signal.wake();
    const started = Date.now();
    await signal.wait(5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('times out when nothing wakes it', async () => {
    const signal = new WakeSignal();
    const started = Date.now();
    await signal.wait(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
