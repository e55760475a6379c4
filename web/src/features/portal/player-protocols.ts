/**
 * The postMessage protocols of the YouTube IFrame API and the Vimeo Player, written by hand
 * (no provider script on our pages): what we send the player's frame to hear from it, and
 * what its messages say about playback. Pure, so each is unit-tested against the protocol.
 */

/** What a player reported, in the terms our heartbeats use. */
export type PlayerReport =
  | { kind: 'playing'; seconds: number; duration?: number }
  | { kind: 'stopped'; seconds: number; duration?: number }
  | { kind: 'duration'; duration: number };

export interface PlayerProtocol {
  /** The query the embed URL needs for the player to talk (its API switched on). */
  embedQuery(pageOrigin: string): Record<string, string>;
  /** Messages to post to the frame (JSON text) until it answers: the handshake. */
  hello(): string[];
  /** Messages to post once it has answered (Vimeo's event subscriptions). */
  subscribe(data: Record<string, unknown>): string[];
  /** The reports in one message from the frame; none for anything else. */
  read(data: Record<string, unknown>): PlayerReport[];
}

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A message's data: JSON text (both players send it so) or an object; null for anything else. */
export function messageData(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

/** YouTube's player states (IFrame API): -1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued. */
const YT_PLAYING = 1;

/**
 * YouTube: the page posts `{"event":"listening"}`; the player then sends `initialDelivery`
 * and `infoDelivery` messages whose `info` carries `currentTime`, `playerState` and
 * `duration` as they change, and `onStateChange` with the new state.
 */
export function youtubeProtocol(): PlayerProtocol {
  let state: number | null = null;
  let time = 0;
  return {
    embedQuery: (pageOrigin) => ({ enablejsapi: '1', origin: pageOrigin }),
    hello: () => [JSON.stringify({ event: 'listening', id: 1, channel: 'widget' })],
    subscribe: () => [],
    read(data) {
      const reports: PlayerReport[] = [];
      const info =
        (data.event === 'infoDelivery' || data.event === 'initialDelivery') &&
        data.info &&
        typeof data.info === 'object'
          ? (data.info as Record<string, unknown>)
          : data.event === 'onStateChange'
            ? { playerState: data.info }
            : null;
      if (!info) return reports;
      if (finite(info.duration) && info.duration > 0)
        reports.push({ kind: 'duration', duration: info.duration });
      if (finite(info.currentTime)) time = info.currentTime;
      const next = typeof info.playerState === 'number' ? info.playerState : state;
      if (next === YT_PLAYING) {
        if (finite(info.currentTime) || state !== YT_PLAYING)
          reports.push({ kind: 'playing', seconds: time });
      } else if (state === YT_PLAYING && next !== state) {
        reports.push({ kind: 'stopped', seconds: time });
      }
      state = next;
      return reports;
    },
  };
}

/** The Vimeo Player events we listen to. */
const VIMEO_EVENTS = ['play', 'timeupdate', 'pause', 'ended', 'seeked'] as const;

/**
 * Vimeo: the player sends `{"event":"ready"}`; the page subscribes with
 * `{"method":"addEventListener","value":<event>}`, and the player then sends each event with
 * `data: { seconds, duration, percent }`. A seek ends the range played before it.
 */
export function vimeoProtocol(): PlayerProtocol {
  const subscriptions = VIMEO_EVENTS.map((value) =>
    JSON.stringify({ method: 'addEventListener', value }),
  );
  return {
    embedQuery: () => ({ api: '1' }),
    // Subscribing is the handshake too: a player that was ready before we listened answers it.
    hello: () => subscriptions,
    subscribe: (data) => (data.event === 'ready' ? subscriptions : []),
    read(data) {
      const payload =
        data.data && typeof data.data === 'object' ? (data.data as Record<string, unknown>) : null;
      if (!payload || !finite(payload.seconds)) return [];
      const duration =
        finite(payload.duration) && payload.duration > 0 ? payload.duration : undefined;
      const at = { seconds: payload.seconds, ...(duration ? { duration } : {}) };
      if (data.event === 'play' || data.event === 'timeupdate') return [{ kind: 'playing', ...at }];
      if (data.event === 'pause' || data.event === 'ended' || data.event === 'seeked')
        return [{ kind: 'stopped', ...at }];
      return [];
    },
  };
}
