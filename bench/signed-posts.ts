import { randomUUID } from 'node:crypto';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  receiverAgent,
  sendSignedWebhook,
} from '../apps/worker/src/signed-webhooks/webhook-sender';
import { eachLimited } from './stats';

const TIMEOUT_MS = 10_000;

/** What the thread is given: where to POST, the signing secret, how many and how many at once. */
type PostsJob = { url: string; secret: string; count: number; inFlight: number };

/**
 * Signed webhook POSTs alone, with the worker's sender over its keep-alive agent, from a thread
 * of their own so that the sender and the receiver each get a core as they do in the pipeline.
 * No queue, no rows: with the commits alone, the most any delivery pipeline could do.
 */
export function measureSignedPosts(
  url: string,
  secret: string,
  count: number,
  inFlight: number,
): Promise<number> {
  const thread = new Worker(__filename, {
    workerData: { url, secret, count, inFlight } satisfies PostsJob,
  });
  return new Promise((resolve, reject) => {
    thread.once('message', (perSecond: number) => resolve(perSecond));
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`signed POSTs thread exited (${code})`)));
  });
}

async function postAll({ url, secret, count, inFlight }: PostsJob): Promise<number> {
  const dispatcher = receiverAgent(TIMEOUT_MS);
  const body = JSON.stringify({ type: 'LeadCaptured', timestamp: new Date().toISOString() });
  const post = async () => {
    const result = await sendSignedWebhook({
      url,
      secret,
      messageId: `post-${randomUUID()}`,
      body,
      timeoutMs: TIMEOUT_MS,
      dispatcher,
    });
    if (result.statusCode !== 204) throw new Error(`receiver answered ${result.statusCode}`);
  };
  await eachLimited(50, 10, post); // warm-up, as the other phases
  const started = performance.now();
  await eachLimited(count, inFlight, post);
  const perSecond = (count / (performance.now() - started)) * 1000;
  await dispatcher.close();
  return perSecond;
}

if (!isMainThread) {
  void postAll(workerData as PostsJob).then((perSecond) => parentPort!.postMessage(perSecond));
}
