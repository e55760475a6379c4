/** How often an endpoint's delivery log reloads while something is on its way. */
export const LOG_POLL_MS = 2_000;
/**
 * After 'Send test event' (or a replay) the new message reaches the log only once the worker
 * picks the event up, so the log keeps reloading this long even with nothing pending shown.
 */
export const LOG_EXPECT_MS = 30_000;

/**
 * The log's reload interval: every LOG_POLL_MS while any message shown is pending or a send was
 * asked for less than LOG_EXPECT_MS ago, else none (false stops TanStack Query's polling).
 */
export function logPollInterval(
  messages: readonly { status: string }[] | undefined,
  expectingSince: number | null,
  now: number,
): number | false {
  if (messages?.some((message) => message.status === 'pending')) return LOG_POLL_MS;
  if (expectingSince !== null && now - expectingSince < LOG_EXPECT_MS) return LOG_POLL_MS;
  return false;
}
