/**
 * What a HighLevel call can end in, by what the caller should do next: renew the token and
 * retry once (401), wait as the rate-limit headers say (429), retry later with backoff (5xx,
 * time-out, refused connection), or give up (any other 4xx: retrying cannot help).
 */
export class HighLevelError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null when no answer came back. */
    readonly status: number | null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 401 after one renewal: the grant is revoked or the app uninstalled. */
export class HighLevelUnauthorized extends HighLevelError {}

/** Over HighLevel's limits for longer than the caller is willing to wait in-process. */
export class HighLevelRateLimited extends HighLevelError {
  constructor(
    message: string,
    status: number | null,
    /** When trying again makes sense. */
    readonly retryAfterMs: number,
  ) {
    super(message, status);
  }
}

/** 5xx, a time-out or a refused connection: worth retrying with backoff. */
export class HighLevelUnavailable extends HighLevelError {}

/** Any other 4xx: the request itself is wrong, so retrying it cannot help. */
export class HighLevelRejected extends HighLevelError {}

/**
 * The message in a HighLevel error body, read as its SDK reads it: `message` (an array is
 * joined), then `error`, then `detail`.
 */
export function errorMessageOf(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, error, detail } = body as Record<string, unknown>;
    if (Array.isArray(message)) return message.join(', ');
    for (const text of [message, error, detail]) if (typeof text === 'string') return text;
  }
  return `HighLevel answered ${status}`;
}
