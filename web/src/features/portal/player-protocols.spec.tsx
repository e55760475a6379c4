import { messageData, vimeoProtocol, youtubeProtocol } from './player-protocols';

describe('YouTube IFrame API protocol (issue #32 item 5)', () => {
  it('says listening, and reads infoDelivery as playing, then stopped on pause', () => {
    const youtube = youtubeProtocol();
    expect(youtube.hello().map((m) => JSON.parse(m))).toEqual([
      { event: 'listening', id: 1, channel: 'widget' },
    ]);
    expect(youtube.embedQuery('https://portal.test')).toEqual({
      enablejsapi: '1',
      origin: 'https://portal.test',
    });
    const read = (info: object) => youtube.read({ event: 'infoDelivery', info });
    const initial = { playerState: -1, currentTime: 0, duration: 90 };
    expect(youtube.read({ event: 'initialDelivery', info: initial })).toEqual([
      { kind: 'duration', duration: 90 },
    ]);
    expect(read({ playerState: 1 })).toEqual([{ kind: 'playing', seconds: 0 }]);
    expect(read({ currentTime: 1.5 })).toEqual([{ kind: 'playing', seconds: 1.5 }]);
    expect(youtube.read({ event: 'onStateChange', info: 2 })).toEqual([
      { kind: 'stopped', seconds: 1.5 },
    ]);
    // Paused: the playhead moving (a seek) is not playback.
    expect(read({ currentTime: 40 })).toEqual([]);
    expect(youtube.read({ event: 'onReady' })).toEqual([]);
  });
});

describe('Vimeo Player protocol (issue #32 item 5)', () => {
  it('subscribes on ready and reads play, timeupdate, pause and seeked with seconds', () => {
    const vimeo = vimeoProtocol();
    const subscribed = vimeo.subscribe({ event: 'ready' }).map((m) => JSON.parse(m));
    expect(subscribed).toContainEqual({ method: 'addEventListener', value: 'timeupdate' });
    expect(subscribed).toContainEqual({ method: 'addEventListener', value: 'pause' });
    expect(vimeo.subscribe({ event: 'timeupdate' })).toEqual([]);
    const data = (seconds: number) => ({ seconds, duration: 120, percent: seconds / 120 });
    expect(vimeo.read({ event: 'play', data: data(0) })).toEqual([
      { kind: 'playing', seconds: 0, duration: 120 },
    ]);
    expect(vimeo.read({ event: 'timeupdate', data: data(2.25) })).toEqual([
      { kind: 'playing', seconds: 2.25, duration: 120 },
    ]);
    expect(vimeo.read({ event: 'seeked', data: data(60) })[0]?.kind).toBe('stopped');
    expect(vimeo.read({ event: 'pause', data: data(61) })[0]?.kind).toBe('stopped');
    expect(vimeo.read({ event: 'timeupdate', data: { seconds: 'x' } })).toEqual([]);
  });

  it('reads JSON text or objects, and nothing else', () => {
    expect(messageData('{"event":"ready"}')).toEqual({ event: 'ready' });
    expect(messageData({ event: 'ready' })).toEqual({ event: 'ready' });
    expect(messageData('not json')).toBeNull();
    expect(messageData(42)).toBeNull();
  });
});
