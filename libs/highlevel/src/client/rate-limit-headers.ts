/**
 * HighLevel's rate-limit headers as numbers (docs: "What are current rate limits for API
 * 2.0?"). A header that is missing or not a number is undefined: the limiter then keeps its own
 * count, which already stays within the documented limits.
 */
export interface RateLimitReading {
  /** `X-RateLimit-Max`: requests allowed per burst interval. */
  max?: number;
  /** `X-RateLimit-Remaining`: requests left in the current interval. */
  remaining?: number;
  /** `X-RateLimit-Interval-Milliseconds`: the burst interval. */
  intervalMs?: number;
  /** `X-RateLimit-Limit-Daily`. */
  dailyLimit?: number;
  /** `X-RateLimit-Daily-Remaining`. */
  dailyRemaining?: number;
}

type Headers = Record<string, string | string[] | undefined>;

function numberIn(headers: Headers, name: string): number | undefined {
  const raw = headers[name];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return raw !== undefined && Number.isFinite(value) ? value : undefined;
}

/** Reads the headers of one response (names in lower case, as Node gives them). */
export function readRateLimit(headers: Headers): RateLimitReading {
  return {
    max: numberIn(headers, 'x-ratelimit-max'),
    remaining: numberIn(headers, 'x-ratelimit-remaining'),
    intervalMs: numberIn(headers, 'x-ratelimit-interval-milliseconds'),
    dailyLimit: numberIn(headers, 'x-ratelimit-limit-daily'),
    dailyRemaining: numberIn(headers, 'x-ratelimit-daily-remaining'),
  };
}
