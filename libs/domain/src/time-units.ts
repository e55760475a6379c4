/** Milliseconds in a unit of time, named once for every rule and test that counts in them. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
