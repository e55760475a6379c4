import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { HeartbeatScheduler, ModuleProgress, PortalView, VideoRef } from '@retainly/domain';
import { deferred, stubFetch, type StubAnswer } from '../../../test/fetch-stub';
import { useHeartbeats, type SendModuleBeat } from './use-heartbeats';
import { usePortalSession } from './use-portal-session';

const INTRO: VideoRef = { categoryId: 'foundational-setup', moduleId: 'intro' };
const PIPELINES: VideoRef = { categoryId: 'sales-conversation', moduleId: 'pipelines' };

/**
 * A video element playing as the portal player reports it (playable-video.tsx): a timeupdate
 * every 250 ms while it plays, and on pause the exact time, the range closed, then a beat.
 */
function startPlaying(scheduler: HeartbeatScheduler, at: number) {
  let time = at;
  scheduler.played(time);
  const timeupdates = setInterval(() => {
    time += 0.25;
    scheduler.played(time);
  }, 250);
  return {
    pause() {
      clearInterval(timeupdates);
      scheduler.played(time);
      scheduler.interrupt(time);
      scheduler.beat();
    },
    /** Closing the player (or 'Next video'): the range ends and what is unsent goes. */
    close() {
      clearInterval(timeupdates);
      scheduler.interrupt(NaN);
      scheduler.beat();
    },
  };
}

/** Lets a settled send's follow-up run (the scheduler chains on the promise). */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

/** Playback time passing, with the replies it brings rendered (they update the cards). */
const playFor = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useHeartbeats (the portal player reporting verified watch time, issue #17)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  const accepting = () => jest.fn<ReturnType<SendModuleBeat>, Parameters<SendModuleBeat>>();

  it('beats every 10 seconds of playback with the range played, and on pause with the rest', async () => {
    const send = accepting().mockResolvedValue(true);
    const { result } = renderHook(() => useHeartbeats(send));
    const player = startPlaying(result.current(INTRO, 0), 0);

    jest.advanceTimersByTime(9_750);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(250);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith(INTRO, { ranges: [[0, 10]], position: 10 }, false);

    await settle();
    jest.advanceTimersByTime(2_500);
    player.pause();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(INTRO, { ranges: [[10, 12.5]], position: 12.5 }, false);
  });

  it('starts from where the server has the playhead: no beat just to repeat it', () => {
    const send = accepting().mockResolvedValue(true);
    const { result } = renderHook(() => useHeartbeats(send));
    const scheduler = result.current(INTRO, 42);
    scheduler.interrupt(42.5); // paused where it resumed, half a second on
    scheduler.beat();
    expect(send).not.toHaveBeenCalled();
    scheduler.interrupt(60); // a seek while paused moves the resume point
    scheduler.beat();
    expect(send).toHaveBeenCalledWith(INTRO, { ranges: [], position: 60 }, false);
  });

  it('keeps one scheduler per module, so reopening a video never puts two beats in flight', async () => {
    const first = deferred<boolean>();
    const send = accepting().mockReturnValueOnce(first.promise).mockResolvedValue(true);
    const { result } = renderHook(() => useHeartbeats(send));
    const scheduler = result.current(INTRO, 0);
    expect(result.current(PIPELINES, 0)).not.toBe(scheduler);

    const player = startPlaying(scheduler, 0);
    jest.advanceTimersByTime(13_000); // one beat at 10 s, still on its way
    player.close();
    expect(send).toHaveBeenCalledTimes(1);

    // 'Next video' and back: the same module's scheduler, whatever the resume position says.
    expect(result.current(INTRO, 10)).toBe(scheduler);
    const again = startPlaying(scheduler, 13);
    jest.advanceTimersByTime(2_000);
    again.pause();
    expect(send).toHaveBeenCalledTimes(1);

    first.resolve(true);
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(
      INTRO,
      // Both sessions' seconds, in one range: the server counts them once.
      { ranges: [[10, 15]], position: 15 },
      false,
    );
  });

  it("sends a failed beat's ranges again with the module's next one", async () => {
    const send = accepting().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(true);
    const { result } = renderHook(() => useHeartbeats(send));
    const player = startPlaying(result.current(INTRO, 0), 0);
    jest.advanceTimersByTime(10_000);
    await settle();
    jest.advanceTimersByTime(4_000);
    player.pause();

    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(INTRO, { ranges: [[0, 14]], position: 14 }, false);
  });

  it('beats every module at once with keepalive when the page is hidden or left', async () => {
    const send = accepting().mockResolvedValue(true);
    const { result } = renderHook(() => useHeartbeats(send));
    const intro = startPlaying(result.current(INTRO, 0), 0);
    jest.advanceTimersByTime(4_000);
    intro.close(); // the beat on close is in flight; nothing of INTRO is left unsent
    const pipelines = startPlaying(result.current(PIPELINES, 0), 0);
    jest.advanceTimersByTime(3_000);
    await settle();
    send.mockClear();

    setVisibility('visible');
    expect(send).not.toHaveBeenCalled();
    setVisibility('hidden');
    // INTRO has nothing new to say; PIPELINES' last seconds go, outliving the page.
    expect(send.mock.calls).toEqual([[PIPELINES, { ranges: [[0, 3]], position: 3 }, true]]);

    await settle();
    jest.advanceTimersByTime(2_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenLastCalledWith(PIPELINES, { ranges: [[3, 5]], position: 5 }, true);
    pipelines.pause();
  });

  it('sends through the latest send it was given, and stops listening once unmounted', () => {
    const before = accepting().mockResolvedValue(true);
    const after = accepting().mockResolvedValue(true);
    const { result, rerender, unmount } = renderHook(({ send }) => useHeartbeats(send), {
      initialProps: { send: before },
    });
    const scheduler = result.current(INTRO, 0);
    rerender({ send: after });
    expect(result.current(INTRO, 0)).toBe(scheduler);
    const player = startPlaying(scheduler, 0);
    jest.advanceTimersByTime(10_000);
    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(1_000);
    unmount();
    setVisibility('hidden');
    expect(after).toHaveBeenCalledTimes(1);
    player.close();
  });

  it('stops beating a module the server no longer measures', async () => {
    const send = accepting().mockResolvedValue(false); // the session's send: 409
    const { result } = renderHook(() => useHeartbeats(send));
    const player = startPlaying(result.current(INTRO, 0), 0);
    jest.advanceTimersByTime(10_000);
    await settle();
    jest.advanceTimersByTime(10_000);
    player.pause();
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("useHeartbeats with the portal session's send (verified progress)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  const VIEW = { versionId: 'AbCdEfGhJkMn', loginWith: 'NAME' } as PortalView;

  const progress = (watchedSeconds: number, positionSeconds: number): ModuleProgress => ({
    ...INTRO,
    status: 'watching',
    percent: 40,
    watchedSeconds,
    positionSeconds,
    lastWatchedAt: '2026-11-24T10:00:00.000Z',
    completedAt: null,
  });

  // The portal's words are not under test: an empty catalogue answers with the keys.
  const texts = i18next.createInstance();
  void texts.init({ lng: 'en', resources: {} });
  const English = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={texts}>{children}</I18nextProvider>
  );

  /** The portal page's wiring (video-library.tsx): the session's sendBeat feeds the hook. */
  async function signedInPlayer(heartbeat: () => StubAnswer) {
    const { sent } = stubFetch((request) =>
      request.path.endsWith('/sessions')
        ? {
            body: {
              token: 'client-token',
              client: { name: 'Ann', email: null, language: null },
              completed: [],
              progress: [],
            },
          }
        : heartbeat(),
    );
    const { result } = renderHook(
      () => {
        const session = usePortalSession(VIEW, { chosen: null, onClientLanguage: () => {} });
        return { session, schedulerFor: useHeartbeats(session.sendBeat) };
      },
      { wrapper: English },
    );
    await act(async () => {
      expect(await result.current.session.signIn('Ann')).toBeNull();
    });
    return { result, sent, beats: () => sent.filter((r) => r.path.endsWith('/heartbeats')) };
  }

  it("posts the module's ranges to the millisecond with the client's token, and shows the server's word", async () => {
    const { result, sent, beats } = await signedInPlayer(() => ({
      body: { progress: progress(9.5, 10.123) },
    }));
    const fetched = jest.mocked(globalThis.fetch);
    const player = startPlaying(result.current.schedulerFor(INTRO, 0), 0.1234567);
    await playFor(10_000);

    expect(beats()).toEqual([
      {
        method: 'POST',
        path: `/portal/${VIEW.versionId}/heartbeats`,
        body: { ...INTRO, ranges: [[0.123, 10.123]], position: 10.123 },
        keepalive: false,
      },
    ]);
    const init = fetched.mock.calls[sent.length - 1][1]!;
    expect(init.headers).toMatchObject({ authorization: 'Bearer client-token' });
    const shown = result.current.session.state;
    if (shown.status !== 'signed-in') throw new Error('signed out');
    expect(shown.progress.get('foundational-setup/intro')).toEqual(progress(9.5, 10.123));

    await playFor(1_000);
    setVisibility('hidden');
    await settle();
    expect(beats()[1]).toMatchObject({ keepalive: true, body: { position: 11.123 } });
    player.close();
  });

  it('stops sending for a module the api answers 409 (its watching is not measured)', async () => {
    const { result, beats } = await signedInPlayer(() => ({
      status: 409,
      body: { message: 'This module is not measured' },
    }));
    const player = startPlaying(result.current.schedulerFor(INTRO, 0), 0);
    await playFor(10_000);
    await playFor(10_000);
    player.pause();
    await settle();
    expect(beats()).toHaveLength(1);
  });
});
