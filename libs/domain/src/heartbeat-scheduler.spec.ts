import { HeartbeatScheduler, type BeatPayload } from './heartbeat-scheduler';

/** A send whose answers the test gives one by one. */
function fakeServer() {
  const sent: { beat: BeatPayload; keepalive: boolean }[] = [];
  const answers: { resolve: (accepted: boolean) => void; reject: (error: Error) => void }[] = [];
  const send = (beat: BeatPayload, { keepalive }: { keepalive: boolean }) => {
    sent.push({ beat, keepalive });
    return new Promise<boolean>((resolve, reject) => answers.push({ resolve, reject }));
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    sent,
    send,
    async accept() {
      answers.shift()!.resolve(true);
      await settle();
    },
    async refuse() {
      answers.shift()!.resolve(false);
      await settle();
    },
    async fail() {
      answers.shift()!.reject(new Error('offline'));
      await settle();
    },
  };
}

/** timeupdates every quarter second from `from` to `to`, as a playing <video> sends them. */
function play(scheduler: HeartbeatScheduler, from: number, to: number) {
  for (let time = from; time <= to + 1e-9; time += 0.25) scheduler.played(time);
}

describe('HeartbeatScheduler', () => {
  it('beats every ten seconds of playback, each with the ranges since the last', async () => {
    const server = fakeServer();
    const scheduler = new HeartbeatScheduler(server.send);
    play(scheduler, 0, 9.75);
    expect(server.sent).toHaveLength(0);
    play(scheduler, 10, 10);
    expect(server.sent).toEqual([{ beat: { ranges: [[0, 10]], position: 10 }, keepalive: false }]);
    await server.accept();
    play(scheduler, 10.25, 20);
    expect(server.sent[1].beat).toEqual({ ranges: [[10, 20]], position: 20 });
  });

  it('beats on pause with the range so far, and skips a beat that would say nothing new', async () => {
    const server = fakeServer();
    const scheduler = new HeartbeatScheduler(server.send, 3);
    scheduler.beat(); // opened at the saved position: nothing to say
    expect(server.sent).toHaveLength(0);
    play(scheduler, 3, 7);
    scheduler.interrupt(7);
    scheduler.beat();
    expect(server.sent.map((s) => s.beat)).toEqual([{ ranges: [[3, 7]], position: 7 }]);
    await server.accept();
    scheduler.beat(); // 'ended' after 'pause'
    expect(server.sent).toHaveLength(1);
  });

  it('never reads a seek as watching, and reports the new position on its own', async () => {
    const server = fakeServer();
    const scheduler = new HeartbeatScheduler(server.send);
    play(scheduler, 0, 2);
    scheduler.interrupt(2); // seeking: currentTime already reads 58, the range ends at 2
    scheduler.beat();
    await server.accept();
    play(scheduler, 58, 60);
    scheduler.interrupt(60);
    scheduler.beat();
    await server.accept();
    // A seek while paused moves only the position.
    scheduler.interrupt(30);
    scheduler.beat();
    expect(server.sent.map((s) => s.beat)).toEqual([
      { ranges: [[0, 2]], position: 2 },
      { ranges: [[58, 60]], position: 60 },
      { ranges: [], position: 30 },
    ]);
  });

  it('keeps one beat in flight per module; what is asked meanwhile follows it', async () => {
    const server = fakeServer();
    const scheduler = new HeartbeatScheduler(server.send);
    play(scheduler, 0, 10);
    expect(server.sent).toHaveLength(1);
    expect(scheduler.busy).toBe(true);
    play(scheduler, 10.25, 14);
    scheduler.interrupt(14);
    scheduler.beat();
    scheduler.beat({ keepalive: true }); // the page is hidden meanwhile
    expect(server.sent).toHaveLength(1);
    await server.accept();
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]).toEqual({ beat: { ranges: [[10, 14]], position: 14 }, keepalive: true });
  });

  it('puts a failed beat back, to travel with the next one', async () => {
    const server = fakeServer();
    const scheduler = new HeartbeatScheduler(server.send);
    play(scheduler, 0, 10);
    await server.fail();
    expect(scheduler.busy).toBe(false);
    play(scheduler, 10.25, 16);
    scheduler.interrupt(16);
    scheduler.beat();
    expect(server.sent[1].beat).toEqual({ ranges: [[0, 16]], position: 16 });
    await server.accept();
    scheduler.beat();
    expect(server.sent).toHaveLength(2);
  });

  it('stops for good when the server says the module is not measured', async () => {
    const server = fakeServer();
    const scheduler = new HeartbeatScheduler(server.send);
    play(scheduler, 0, 10);
    await server.refuse();
    play(scheduler, 10.25, 30);
    scheduler.beat();
    expect(server.sent).toHaveLength(1);
  });

  it('counts playback, not stalls or jumps, towards the next beat', () => {
    const server = fakeServer();
    const scheduler = new HeartbeatScheduler(server.send);
    play(scheduler, 0, 4);
    scheduler.played(40); // a jump without a seek event: a stall catching up
    play(scheduler, 40.25, 45);
    expect(server.sent).toHaveLength(0);
    play(scheduler, 45.25, 46);
    expect(server.sent[0].beat.ranges).toEqual([
      [0, 4],
      [40, 46],
    ]);
  });

  it('reads the playhead itself when it beats between timeupdates, while playing only', async () => {
    const server = fakeServer();
    const scheduler = new HeartbeatScheduler(server.send);
    let playhead: number | null = 3.2;
    const detach = scheduler.attachPlayhead(() => playhead);
    play(scheduler, 0, 3);
    scheduler.beat({ keepalive: true }); // the page is hidden 0.2 s after the last timeupdate
    expect(server.sent[0].beat).toEqual({ ranges: [[0, 3.2]], position: 3.2 });
    await server.accept();

    playhead = null; // paused: nothing more to read
    scheduler.interrupt(3.2);
    scheduler.beat();
    expect(server.sent).toHaveLength(1);

    playhead = 5;
    detach(); // closed: a beat no longer reads the element
    scheduler.beat();
    expect(server.sent).toHaveLength(1);
  });

  it('keeps what played since the last timeupdate when the player closes mid-play', async () => {
    const server = fakeServer();
    const scheduler = new HeartbeatScheduler(server.send);
    scheduler.attachPlayhead(() => 6.2);
    play(scheduler, 4, 6);
    scheduler.interrupt(NaN); // closed while playing
    scheduler.beat();
    expect(server.sent[0].beat).toEqual({ ranges: [[4, 6.2]], position: 6.2 });
  });
});
