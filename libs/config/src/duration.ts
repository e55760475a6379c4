const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Parses '100ms', '5s', '5m', '2h' or '1d' into milliseconds; undefined when malformed. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+)(ms|s|m|h|d)$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/** Parses a comma-separated list of durations; undefined when any item is malformed. */
export function parseDurationList(text: string): number[] | undefined {
  const items = text.split(',').map(parseDuration);
  return items.every((ms): ms is number => ms !== undefined) ? items : undefined;
}
