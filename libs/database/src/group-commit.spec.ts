import { GroupCommit } from './group-commit';

/** A batch runner that records each batch and answers when the test says so. */
function controlledRunner() {
  const batches: number[][] = [];
  const answers: { finish: () => void; fail: (error: Error) => void }[] = [];
  const run = (inputs: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push(inputs);
      answers.push({ finish: () => resolve(inputs.map((n) => n * 10)), fail: reject });
    });
  return { batches, answers, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('runs a lone call at once, in a batch of one', async () => {
    const runner = controlledRunner();
    const group = new GroupCommit({ run: runner.run, keyOf: String });
    const answer = group.submit(7);
    await tick();
    expect(runner.batches).toEqual([[7]]);
    runner.answers[0].finish();
    await expect(answer).resolves.toBe(70);
  });

  it('gathers calls made while batches run into the next one, answering each its own', async () => {
    const runner = controlledRunner();
    const group = new GroupCommit({ run: runner.run, keyOf: String, maxInFlight: 1 });
    const first = group.submit(1);
    await tick();
    const later = [2, 3, 4].map((n) => group.submit(n));
    await tick();
    expect(runner.batches).toEqual([[1]]); // the others wait for the running batch

    runner.answers[0].finish();
    await first;
    await tick();
    await tick();
    expect(runner.batches).toEqual([[1], [2, 3, 4]]);
    runner.answers[1].finish();
    await expect(Promise.all(later)).resolves.toEqual([20, 30, 40]);
  });

  it('never puts two calls with the same key in one batch, and keeps their order', async () => {
    const runner = controlledRunner();
    const group = new GroupCommit({
      run: runner.run,
      keyOf: (n: number) => String(n % 2),
      maxInFlight: 1,
    });
    const answers = [1, 3, 2].map((n) => group.submit(n));
    await tick();
    expect(runner.batches).toEqual([[1, 2]]);
    runner.answers[0].finish();
    await tick();
    await tick();
    expect(runner.batches).toEqual([[1, 2], [3]]);
    runner.answers[1].finish();
    await expect(Promise.all(answers)).resolves.toEqual([10, 30, 20]);
  });

  it('caps a batch at maxBatch', async () => {
    const runner = controlledRunner();
    const group = new GroupCommit({ run: runner.run, keyOf: String, maxBatch: 2 });
    void [1, 2, 3].map((n) => group.submit(n));
    await tick();
    expect(runner.batches).toEqual([[1, 2], [3]]);
  });

  it('retries a failed batch one call at a time: only the call that fails alone fails', async () => {
    const runner = controlledRunner();
    const group = new GroupCommit({ run: runner.run, keyOf: String, maxInFlight: 1 });
    const answers = [group.submit(1), group.submit(2)];
    await tick();
    runner.answers[0].fail(new Error('invalid input syntax for type uuid'));
    await tick();
    expect(runner.batches).toEqual([[1, 2], [1]]);
    runner.answers[1].finish();
    await expect(answers[0]).resolves.toBe(10);
    await tick();
    expect(runner.batches.at(-1)).toEqual([2]);
    runner.answers[2].fail(new Error('invalid input syntax for type uuid'));
    await expect(answers[1]).rejects.toThrow('invalid input syntax');
  });

  it('with retryAlone false, fails every call of a failed batch without running them again', async () => {
    const runner = controlledRunner();
    const group = new GroupCommit({
      run: runner.run,
      keyOf: String,
      maxInFlight: 1,
      retryAlone: false,
    });
    const answers = [group.submit(1), group.submit(2)];
    await tick();
    runner.answers[0].fail(new Error('remaining connection slots are reserved'));
    await expect(answers[0]).rejects.toThrow('remaining connection slots');
    await expect(answers[1]).rejects.toThrow('remaining connection slots');
    expect(runner.batches).toEqual([[1, 2]]);
  });

  it('goes on with the next batch after a failed one', async () => {
    const runner = controlledRunner();
    const group = new GroupCommit({ run: runner.run, keyOf: String, maxInFlight: 1 });
    const doomed = group.submit(1);
    await tick();
    const next = group.submit(3);
    runner.answers[0].fail(new Error('deadlock detected'));
    await expect(doomed).rejects.toThrow('deadlock detected');
    await tick();
    runner.answers[1].finish();
    await expect(next).resolves.toBe(30);
  });

  it('turns a runner that throws synchronously into failed calls', async () => {
    const group = new GroupCommit<number, number>({
      run: () => {
        throw new Error('bad statement');
      },
      keyOf: String,
    });
    await expect(group.submit(1)).rejects.toThrow('bad statement');
  });

  describe('with windowMs', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('gathers the calls of one window, the same key too without keyOf', () => {
      const runner = controlledRunner();
      const group = new GroupCommit({ run: runner.run, windowMs: 3, maxInFlight: Infinity });
      void [5, 5, 6].map((n) => group.submit(n));
      jest.advanceTimersByTime(2);
      expect(runner.batches).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(runner.batches).toEqual([[5, 5, 6]]);
    });

    it('sends a full batch at once, and what waits on flushNow', () => {
      const runner = controlledRunner();
      const group = new GroupCommit({ run: runner.run, windowMs: 3, maxBatch: 2 });
      void [1, 2, 3].map((n) => group.submit(n));
      expect(runner.batches).toEqual([[1, 2]]);
      group.flushNow();
      expect(runner.batches).toEqual([[1, 2], [3]]);
      jest.advanceTimersByTime(3);
      expect(runner.batches).toEqual([[1, 2], [3]]);
    });
  });
});
