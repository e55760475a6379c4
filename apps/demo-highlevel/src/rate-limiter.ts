import { tooManyRequests } from './errors';

export interface RateLimitOptions {
  /** Requests per interval (HighLevel: 100 per 10 s). */
  burst: number;
  intervalMs: number;
  /** Requests per day (HighLevel: 200,000). */
  daily: number;
}

export const HIGHLEVEL_LIMITS: RateLimitOptions = {
  burst: 100,
  intervalMs: 10_000,
  daily: 200_000,
};

interface Counter {
  windowStart: number;
  inWindow: number;
  day: string;
  today: number;
  overLimit: number;
}

/**
 * Per app (client id) per resource (location or company), as HighLevel documents. The windows
 * are ours (§12): a fixed burst window that opens at the first request after the last one
 * closed, and a day that turns at midnight UTC. Refused requests count in neither.
 */
export class RateLimiter {
  private readonly counters = new Map<string, Counter>();
  /** Requests answered 429, over all keys (the benchmark's "requests over limit"). */
  overLimit = 0;

  constructor(readonly limits: RateLimitOptions) {}

  /** Counts one request; throws the 429 when over, with the headers to send either way. */
  take(clientId: string, resourceId: string): Record<string, string> {
    const counter = this.counter(`${clientId}:${resourceId}`);
    const allowed = counter.inWindow < this.limits.burst && counter.today < this.limits.daily;
    if (allowed) {
      counter.inWindow++;
      counter.today++;
    } else {
      counter.overLimit++;
      this.overLimit++;
    }
    const headers = {
      'X-RateLimit-Limit-Daily': String(this.limits.daily),
      'X-RateLimit-Daily-Remaining': String(Math.max(0, this.limits.daily - counter.today)),
      'X-RateLimit-Interval-Milliseconds': String(this.limits.intervalMs),
      'X-RateLimit-Max': String(this.limits.burst),
      'X-RateLimit-Remaining': String(Math.max(0, this.limits.burst - counter.inWindow)),
    };
    if (!allowed) throw Object.assign(tooManyRequests(), { headers });
    return headers;
  }

  /** 429s for one resource (all apps). */
  overLimitFor(resourceId: string): number {
    let total = 0;
    for (const [key, counter] of this.counters) {
      if (key.endsWith(`:${resourceId}`)) total += counter.overLimit;
    }
    return total;
  }

  reset(): void {
    this.counters.clear();
    this.overLimit = 0;
  }

  private counter(key: string): Counter {
    const now = Date.now();
    const day = new Date(now).toISOString().slice(0, 10);
    let counter = this.counters.get(key);
    if (!counter) {
      counter = { windowStart: now, inWindow: 0, day, today: 0, overLimit: 0 };
      this.counters.set(key, counter);
    }
    if (now - counter.windowStart >= this.limits.intervalMs) {
      counter.windowStart = now;
      counter.inWindow = 0;
    }
    if (counter.day !== day) {
      counter.day = day;
      counter.today = 0;
    }
    return counter;
  }
}
