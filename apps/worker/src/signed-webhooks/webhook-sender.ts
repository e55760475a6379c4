import { createHmac } from 'node:crypto';
import { Agent, request, type Dispatcher } from 'undici';

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
  /** A secret still in its rotation overlap: the message is signed with it too. */
  previousSecret?: string | null;
  messageId: string;
  body: string;
  timeoutMs: number;
  now?: Date;
  /**
   * The pooled keep-alive connections it goes through (agency endpoints: an SSRF-guarded Agent),
   * made with connect, headers and body timeouts of `timeoutMs` (see receiverAgent).
   */
  dispatcher: Dispatcher;
}

/**
 * A keep-alive pool for one trusted receiver (the marketing webhook): connections are reused
 * across deliveries instead of a handshake each time.
 */
export function receiverAgent(timeoutMs: number): Agent {
  return new Agent({
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 4_000,
  });
}

const WHSEC_PREFIX = 'whsec_';
const DRAIN_LIMIT_BYTES = 128 * 1024;

/**
 * Standard Webhooks headers for one message; the id stays the same on every retry. The v1
 * signature is HMAC-SHA256 of `id.timestamp.body` under the base64 key after `whsec_`, computed
 * with node:crypto (the spec's library signs in JavaScript, several times slower per delivery);
 * webhook-sender.spec checks the result against that library's verifier. With more than one
 * secret (a rotation's overlap) the header lists one signature per secret, space-delimited, as
 * the spec allows; a receiver accepts the message if any of them verifies.
 */
export function signatureHeaders(
  secret: string | readonly string[],
  messageId: string,
  body: string,
  now: Date,
) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signatures = (typeof secret === 'string' ? [secret] : secret).map((each) => {
    const key = Buffer.from(
      each.startsWith(WHSEC_PREFIX) ? each.slice(WHSEC_PREFIX.length) : each,
      'base64',
    );
    const signature = createHmac('sha256', key)
      .update(`${messageId}.${timestamp}.${body}`)
      .digest('base64');
    return `v1,${signature}`;
  });
  return {
    'webhook-id': messageId,
    'webhook-timestamp': timestamp,
    'webhook-signature': signatures.join(' '),
  };
}

type SendError = Error & {
  code?: string;
  cause?: { code?: string; message?: string; name?: string };
};

/** undici's timeouts for each phase of a request; any of them is 'timed out'. */
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/**
 * POSTs a signed body once, never following a redirect. Never throws: network errors and
 * timeouts come back as `error`.
 */
export async function sendSignedWebhook(signed: SignedRequest): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // The agent's timeouts bound each phase (a receiver dripping its answer a byte at a time never
  // trips bodyTimeout); this bounds the attempt as a whole.
  const signal = AbortSignal.timeout(signed.timeoutMs);
  try {
    const response = await request(signed.url, {
      method: 'POST',
      dispatcher: signed.dispatcher,
      signal,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Retainly-Webhooks/1.0',
        ...signatureHeaders(
          signed.previousSecret ? [signed.secret, signed.previousSecret] : signed.secret,
          signed.messageId,
          signed.body,
          signed.now ?? new Date(),
        ),
      },
      body: signed.body,
    });
    // The answer's body is not read, only drained (up to undici's default; past it, the socket closes).
    await response.body.dump({ limit: DRAIN_LIMIT_BYTES, signal });
    return { statusCode: response.statusCode, durationMs: elapsed(), error: null };
  } catch (error) {
    return { statusCode: null, durationMs: elapsed(), error: describe(error as SendError, signed) };
  }
}

function describe(error: SendError, signed: SignedRequest): string {
  const refused = [error, error.cause].find((e) => e?.code === REFUSED_ADDRESS);
  // A refused address says why in its own words, without the internal code.
  if (refused?.message) return refused.message;
  const code = error.code ?? error.cause?.code;
  const overall = [error.name, error.cause?.name].includes('TimeoutError');
  if (overall || (code && TIMEOUT_CODES.has(code))) return `timed out after ${signed.timeoutMs} ms`;
  return `${error.message}${code && !error.message.includes(code) ? ` (${code})` : ''}`.slice(
    0,
    500,
  );
}
