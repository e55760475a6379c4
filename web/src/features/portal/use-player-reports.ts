import { useEffect, type RefObject } from 'react';
import type { HeartbeatScheduler } from '@retainly/domain';
import { messageData, type PlayerProtocol, type PlayerReport } from './player-protocols';

/** The handshake is posted again this often until the player first answers... */
const HELLO_EVERY_MS = 250;
/** ...for at most this long (a player that never loads stays silent). */
const HELLO_FOR_MS = 15_000;

/**
 * Feeds a YouTube or Vimeo frame's reported playback into the module's heartbeat scheduler,
 * as the hosted player's timeupdates are: the same ranges, the same verified beats, the same
 * server-side budget. Only messages from `origin` and from that frame's own window count;
 * anything else on the page (another frame, a script posting to the window) is ignored.
 */
export function usePlayerReports(
  frame: RefObject<HTMLIFrameElement | null>,
  protocol: PlayerProtocol,
  origin: string,
  heartbeats: HeartbeatScheduler,
) {
  useEffect(() => {
    let answered = false;
    const post = (messages: string[]) => {
      for (const message of messages) frame.current?.contentWindow?.postMessage(message, origin);
    };
    const report = (event: PlayerReport) => {
      if (event.kind === 'duration') return heartbeats.reportDuration(event.duration);
      if (event.duration) heartbeats.reportDuration(event.duration);
      if (event.kind === 'playing') return heartbeats.played(event.seconds);
      heartbeats.interrupt(event.seconds);
      heartbeats.beat();
    };
    const onMessage = (event: MessageEvent) => {
      const window = frame.current?.contentWindow;
      if (event.origin !== origin || !window || event.source !== window) return;
      const data = messageData(event.data);
      if (!data) return;
      answered = true;
      post(protocol.subscribe(data));
      protocol.read(data).forEach(report);
    };
    addEventListener('message', onMessage);
    const started = Date.now();
    const hello = setInterval(() => {
      if (answered || Date.now() - started > HELLO_FOR_MS) clearInterval(hello);
      else post(protocol.hello());
    }, HELLO_EVERY_MS);
    return () => {
      removeEventListener('message', onMessage);
      clearInterval(hello);
      // Closed, or 'Next video': what was played up to now goes at once.
      heartbeats.interrupt(NaN);
      heartbeats.beat();
    };
  }, [frame, protocol, origin, heartbeats]);
}
