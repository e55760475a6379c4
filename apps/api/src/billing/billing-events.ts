import { isEmailShaped, normalizeEmail } from '@retainly/domain';

/**
 * The billing webhook's contract (README "Billing webhook"): a Standard Webhooks payload
 * `{ type, timestamp, data }`. Two types change access; any other is acknowledged and logged.
 */
export type BillingEvent =
  | { type: 'subscription.activated'; email: string; plan: 'BASIC' | 'ADVANCED'; occurredAt: Date }
  | { type: 'subscription.canceled'; email: string; occurredAt: Date }
  | { type: 'unknown'; name: string };

const PLANS = ['BASIC', 'ADVANCED'] as const;
/** How far ahead of our clock an event's timestamp may be (as Standard Webhooks' header check). */
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

/** The event, or the reason a known type's data cannot be used (a 400 for the sender). */
export function parseBillingEvent(
  payload: unknown,
  now = new Date(),
): BillingEvent | { problem: string } {
  const { type, timestamp, data } = (payload ?? {}) as {
    type?: unknown;
    timestamp?: unknown;
    data?: Record<string, unknown>;
  };
  if (typeof type !== 'string') return { problem: 'type must be a string' };
  if (type !== 'subscription.activated' && type !== 'subscription.canceled') {
    return { type: 'unknown', name: type.slice(0, 100) };
  }
  // When the change happened at the sender: it orders events that arrive out of order.
  const occurredAt = new Date(typeof timestamp === 'string' ? timestamp : NaN);
  if (Number.isNaN(occurredAt.getTime())) {
    return { problem: 'timestamp must be an ISO 8601 date and time' };
  }
  // A time ahead of ours (a wrong clock, seconds read as milliseconds) would make every later
  // event for the e-mail look older than it.
  if (occurredAt.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS) {
    return { problem: 'timestamp is in the future' };
  }
  const email = typeof data?.email === 'string' ? normalizeEmail(data.email) : '';
  if (!isEmailShaped(email)) return { problem: 'data.email must be an e-mail address' };
  if (type === 'subscription.canceled') return { type, email, occurredAt };
  const plan = typeof data?.plan === 'string' ? data.plan.toUpperCase() : '';
  if (!(PLANS as readonly string[]).includes(plan)) {
    return { problem: 'data.plan must be BASIC or ADVANCED' };
  }
  return { type, email, plan: plan as 'BASIC' | 'ADVANCED', occurredAt };
}
