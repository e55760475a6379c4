import { LatestWinsSaver } from './latest-wins-saver';

/** A send whose calls are recorded and finish only when the test says so. */
function controlledSend<T = string>() {
  const sent: T[] = [];
  const finishers: ((error?: Error) => void)[] = [];
  const send = (value: T) =>
    new Promise<void>((resolve, reject) => {
      sent.push(value);
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  /** Finishes the oldest unfinished send and lets its follow-up start. */
  const finish = async (error?: Error) => {
    finishers.shift()!(error);
    await jest.advanceTimersByTimeAsync(0);
  };
  return { sent, send, finish, running: () => finishers.length };
}

describe('LatestWinsSaver (autosave: debounced, one at a time, latest wins)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends once, the delay after the last of a burst of saves, with the last value', async () => {
    const { sent, send } = controlledSend();
    const saver = new LatestWinsSaver(send, 1000);
    saver.save('a');
    await jest.advanceTimersByTimeAsync(600);
    saver.save('ab');
    await jest.advanceTimersByTimeAsync(600);
    saver.save('abc');
    await jest.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    expect(saver.busy).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['abc']);
  });

  it('never runs two sends at once, and sends only the latest value after the running one', async () => {
    const { sent, send, finish, running } = controlledSend();
    const saver = new LatestWinsSaver(send, 1000);
    saver.save('first');
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual(['first']);

    saver.save('second');
    await jest.advanceTimersByTimeAsync(1000);
    saver.save('third');
    await jest.advanceTimersByTimeAsync(1000);
    // Both delays are over, but 'first' is still running: nothing else is sent yet.
    expect(sent).toEqual(['first']);
    expect(running()).toBe(1);

    await finish();
    expect(sent).toEqual(['first', 'third']);
    await finish();
    expect(saver.busy).toBe(false);
    await jest.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual(['first', 'third']);
  });

  it('waits out the delay of a value saved during a send before sending it', async () => {
    const { sent, send, finish } = controlledSend();
    const saver = new LatestWinsSaver(send, 1000);
    saver.save('one');
    await jest.advanceTimersByTimeAsync(1000);
    saver.save('two');
    await finish(); // 'one' finishes while 'two' is still in its delay
    expect(sent).toEqual(['one']);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual(['one', 'two']);
  });

  it('flush sends the waiting value at once (leaving the page), or right after the running send', async () => {
    const { sent, send, finish } = controlledSend();
    const saver = new LatestWinsSaver(send, 1000);
    saver.save('typed');
    saver.flush();
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['typed']);

    saver.save('typed more');
    saver.flush();
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['typed']);
    await finish();
    expect(sent).toEqual(['typed', 'typed more']);

    saver.flush(); // nothing waiting: nothing sent
    await finish();
    expect(sent).toEqual(['typed', 'typed more']);
  });

  it('saveNow replaces a waiting value and skips the delay; cancel drops it', async () => {
    const { sent, send, finish } = controlledSend<string | null>();
    const saver = new LatestWinsSaver(send, 1000);
    saver.save('draft');
    saver.saveNow(null);
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([null]);
    await finish();

    saver.save('discarded');
    saver.cancel();
    await jest.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual([null]);
    expect(saver.busy).toBe(false);
  });

  it('reports a failed send, then carries on with later values', async () => {
    const { sent, send, finish } = controlledSend();
    const errors: [string, string][] = [];
    const saver = new LatestWinsSaver(send, 1000, (error, value) =>
      errors.push([(error as Error).message, value]),
    );
    saver.save('doomed');
    await jest.advanceTimersByTimeAsync(1000);
    saver.save('next');
    await finish(new Error('offline'));
    expect(errors).toEqual([['offline', 'doomed']]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual(['doomed', 'next']);
  });

  it('settles a send that throws before returning a promise', async () => {
    const errors: unknown[] = [];
    const saver = new LatestWinsSaver<string>(
      () => {
        throw new Error('sync');
      },
      10,
      (error) => errors.push(error),
    );
    saver.saveNow('x');
    await saver.idle();
    expect(errors).toHaveLength(1);
    expect(saver.busy).toBe(false);
  });

  it('idle resolves once the running send and any value queued behind it are done', async () => {
    const { sent, send, finish } = controlledSend();
    const saver = new LatestWinsSaver(send, 1000);
    saver.saveNow('a');
    await jest.advanceTimersByTimeAsync(0);
    saver.saveNow('b');
    let idle = false;
    void saver.idle().then(() => (idle = true));
    await finish();
    expect(sent).toEqual(['a', 'b']);
    expect(idle).toBe(false);
    await finish();
    expect(idle).toBe(true);
  });

  it('settle sends the waiting value at once and resolves when it and the running send are done', async () => {
    const { sent, send, finish } = controlledSend();
    const saver = new LatestWinsSaver(send, 1000);
    saver.saveNow('running');
    await jest.advanceTimersByTimeAsync(0);
    saver.save('typed just before signing out');
    let settled = false;
    void saver.settle().then(() => (settled = true));
    await finish();
    // Sent without waiting out its delay, right after the running send.
    expect(sent).toEqual(['running', 'typed just before signing out']);
    expect(settled).toBe(false);
    await finish();
    expect(settled).toBe(true);
    expect(saver.busy).toBe(false);
  });

  it('settle resolves at once when nothing waits or runs', async () => {
    const { sent, send } = controlledSend();
    const saver = new LatestWinsSaver(send, 1000);
    await saver.settle();
    expect(sent).toEqual([]);
  });

  it('dispose drops the value queued behind a running send and ignores every later call', async () => {
    const { sent, send, finish } = controlledSend();
    const saver = new LatestWinsSaver(send, 1000);
    saver.saveNow('sent before sign-out');
    await jest.advanceTimersByTimeAsync(0);
    saver.saveNow('queued behind it');
    saver.dispose();
    await finish(); // the running send still finishes; nothing follows it
    saver.save('after');
    saver.saveNow('after, at once');
    saver.flush();
    await jest.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual(['sent before sign-out']);
    expect(saver.busy).toBe(false);
  });
});
