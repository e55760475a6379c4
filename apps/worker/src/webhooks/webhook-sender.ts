import { Webhook } from 'standardwebhooks';
import { fetch as undiciFetch, type Dispatcher } from 'undici';

/** The error code of a connection the SSRF guard refused (see agency-webhooks/guarded-agent). */
export const REFUSED_ADDRESS = 'EREFUSEDADDRESS';

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface SignedRequest {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  timeoutMs: number;
  now?: Date;
  /** Sends through this undici dispatcher (agency endpoints: an SSRF-guarded Agent). */
  dispatcher?: Dispatcher;
}

/** Standard Webhooks headers for one message; the id stays the same on every retry. */
export function signatureHeaders(secret: string, messageId: string, body: string, now: Date) {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, now, body),
  };
}

/** POSTs a signed body once. Never throws: network errors and timeouts come back as `error`. */
export async function sendSignedWebhook(request: SignedRequest): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const init = {
      method: 'POST',
      redirect: 'manual' as const,
      signal: AbortSignal.timeout(request.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Retainly-Webhooks/1.0',
        ...signatureHeaders(
          request.secret,
          request.messageId,
          request.body,
          request.now ?? new Date(),
        ),
      },
      body: request.body,
    };
    const response = request.dispatcher
      ? await undiciFetch(request.url, { ...init, dispatcher: request.dispatcher })
      : await fetch(request.url, init);
    await response.body?.cancel();
    return { statusCode: response.status, durationMs: elapsed(), error: null };
  } catch (error) {
    const cause = error as Error & { cause?: { code?: string; message?: string } };
    // A refused address says why in its own words, without the internal code.
    if (cause.cause?.code === REFUSED_ADDRESS && cause.cause.message) {
      return { statusCode: null, durationMs: elapsed(), error: cause.cause.message };
    }
    const reason =
      cause.name === 'TimeoutError' ? `timed out after ${request.timeoutMs} ms` : cause.message;
    const code = cause.cause?.code ? ` (${cause.cause.code})` : '';
    return { statusCode: null, durationMs: elapsed(), error: `${reason}${code}`.slice(0, 500) };
  }
}
