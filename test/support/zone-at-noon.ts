/**
 * An IANA zone where it is about noon right now. Trial tests put users there so an offer
 * window's local end of day is hours away and no test runs across a local midnight.
 */
export function zoneAtNoon(now = new Date()): string {
  const offset = 12 - now.getUTCHours(); // -11 .. 12
  return offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`; // Etc/ signs are inverted
}
