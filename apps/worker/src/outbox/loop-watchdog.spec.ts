import { LoopWatchdog } from './loop-watchdog';

describe('LoopWatchdog', () => {
  let now: number;
  const watchdog = () => new LoopWatchdog(3_000, () => now);

  beforeEach(() => (now = 1_000_000));

  it('is alive while each step reports within its time plus the grace period', () => {
    const dog = watchdog();
    dog.expectWithin(5_000);
    now += 7_999;
    expect(dog.isAlive()).toBe(true);
    dog.expectWithin(1_000);
    now += 4_000;
    expect(dog.isAlive()).toBe(true);
  });

  it('reports a stall once a step overruns its time plus the grace period', () => {
    const dog = watchdog();
    dog.expectWithin(5_000);
    now += 8_001;
    expect(dog.isAlive()).toBe(false);
  });

  it('counts the grace period from creation before the first step', () => {
    const dog = watchdog();
    now += 3_001;
    expect(dog.isAlive()).toBe(false);
  });
});
