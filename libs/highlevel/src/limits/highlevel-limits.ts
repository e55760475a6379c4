/**
 * HighLevel's documented limits (docs/oauth/Authorization.md, "What are current rate limits for
 * API 2.0?"): per Marketplace app, per resource (a location or a company), 100 requests per
 * 10 seconds and 200,000 a day.
 */
export const HIGHLEVEL_LIMITS = {
  burst: { max: 100, intervalMs: 10_000 },
  daily: 200_000,
} as const;

export interface LimitSettings {
  burst: { max: number; intervalMs: number };
  daily: number;
  /**
   * Added to the burst interval when we count: a request is counted when we send it and
   * HighLevel counts it when it arrives, so two sent 10 s apart can arrive 9.9 s apart.
   */
  marginMs: number;
}

export const DEFAULT_LIMIT_SETTINGS: LimitSettings = { ...HIGHLEVEL_LIMITS, marginMs: 400 };

/** Requests per second the limits allow one resource over a long run, with our margin. */
export function ceilingPerSecond(settings: LimitSettings = DEFAULT_LIMIT_SETTINGS): number {
  return (settings.burst.max * 1000) / (settings.burst.intervalMs + settings.marginMs);
}
