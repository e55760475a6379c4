/** The browser's IANA zone when it is one this runtime knows, else `fallback` (never throws). */
export function validTimeZone(zone: unknown, fallback = 'UTC'): string {
  if (typeof zone !== 'string' || !zone || zone.length > 64) return fallback;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return fallback;
  }
}

/** Milliseconds `timeZone` is ahead of UTC at `instant` (negative west of Greenwich). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wallClockAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** 23:59:59.999 on the calendar day `instant` falls on in `timeZone` (DST-safe). */
export function endOfLocalDay(instant: Date, timeZone: string): Date {
  const local = new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
  const nextMidnightAsUtc = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + 1,
  );
  // The offset at midnight itself can differ (DST); refine once with it.
  let guess = nextMidnightAsUtc - zoneOffsetMs(new Date(nextMidnightAsUtc), timeZone);
  guess = nextMidnightAsUtc - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess - 1);
}
