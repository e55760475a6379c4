import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How long the stand-in players play, and the length they report, in seconds. */
export const STAND_IN_PLAY_SECONDS = 4;
export const STAND_IN_DURATION = 20;
/** A YouTube id whose stand-in answers nothing: only forged messages could report on it. */
export const SILENT_YOUTUBE_ID = 'silentSILNT';

// Plays at 1x in real time: a message every 250 ms moving the playhead on 0.25 s, then pauses.
const PLAY = `
  const step = 0.25, steps = ${STAND_IN_PLAY_SECONDS} / step, duration = ${STAND_IN_DURATION};
  function play(emit, stop) {
    let at = 0;
    const timer = setInterval(() => {
      at += step;
      if (at / step >= steps) { clearInterval(timer); stop(at); } else emit(at);
    }, 250);
  }
  const send = (message) => parent.postMessage(JSON.stringify(message), '*');`;

/** The YouTube IFrame API's side: infoDelivery after the page's {"event":"listening"}. */
const youtubePage = (id: string) => `<!doctype html><title>YouTube stand-in</title><script>
  ${PLAY}
  let started = false;
  addEventListener('message', (event) => {
    if (started || ${JSON.stringify(id)} === ${JSON.stringify(SILENT_YOUTUBE_ID)}) return;
    if (JSON.parse(event.data).event !== 'listening') return;
    started = true;
    send({ event: 'onReady', info: null });
    send({ event: 'infoDelivery', info: { playerState: 1, currentTime: 0, duration } });
    play(
      (at) => send({ event: 'infoDelivery', info: { currentTime: at } }),
      (at) => send({ event: 'infoDelivery', info: { playerState: 2, currentTime: at } }),
    );
  });
</script>`;

/** The Vimeo Player's side: ready, then the events the page subscribed to, with seconds. */
const vimeoPage = `<!doctype html><title>Vimeo stand-in</title><script>
  ${PLAY}
  const wanted = new Set();
  let started = false;
  send({ event: 'ready', player_id: null });
  addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    if (message.method !== 'addEventListener') return;
    wanted.add(message.value);
    if (started || !['play', 'timeupdate', 'pause'].every((name) => wanted.has(name))) return;
    started = true;
    const data = (seconds) => ({ seconds, duration, percent: seconds / duration });
    send({ event: 'play', data: data(0) });
    play(
      (at) => send({ event: 'timeupdate', data: data(at) }),
      (at) => send({ event: 'pause', data: data(at) }),
    );
  });
</script>`;

/** A 1x1 PNG: the stills. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A local stand-in for youtube-nocookie.com, player.vimeo.com, i.ytimg.com and Vimeo's oEmbed:
 * pages that speak each player's postMessage protocol, stills, and oEmbed answers.
 */
export async function startStandInPlayers(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const [kind, id] = url.pathname.split('/').filter(Boolean);
    if (kind === 'embed' && id) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(youtubePage(id));
    } else if (kind === 'video') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(vimeoPage);
    } else if (url.pathname === '/api/oembed.json') {
      const video = /(\d+)$/.exec(url.searchParams.get('url') ?? '')?.[1];
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ thumbnail_url: `${origin}/vimeo-still/${video}.png` }));
    } else if (kind === 'vi' || kind === 'vimeo-still') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(PIXEL);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
