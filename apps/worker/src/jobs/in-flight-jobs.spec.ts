import { InFlightJobs } from './in-flight-jobs';

describe('InFlightJobs', () => {
  it('is idle at once when nothing runs', async () => {
    await expect(new InFlightJobs().whenIdle()).resolves.toBeUndefined();
  });

  it('becomes idle only after every running job settles, failed ones included', async () => {
    const jobs = new InFlightJobs();
    let finishFirst!: () => void;
    let failSecond!: (error: Error) => void;
    const first = jobs.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = jobs.run(() => new Promise<void>((_, reject) => (failSecond = reject)));
    let idle = false;
    void jobs.whenIdle().then(() => (idle = true));

    finishFirst();
    await first;
    expect(idle).toBe(false);
    failSecond(new Error('boom'));
    await expect(second).rejects.toThrow('boom');
    await Promise.resolve();
    expect(idle).toBe(true);
  });
});
