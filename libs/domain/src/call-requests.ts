import { INVALID_EMAIL_MESSAGE } from './public-forms';
import type { PaymentLinkKey } from './pricing';

/**
 * The built-in "book a call" request (/book when no booking calendar is configured). A request
 * names what it is about: a call, or one of the plans a payment link would have sold, so a
 * deployment without a payment provider still sells: the operators get the request and set the
 * account up.
 */
export const CALL_REQUEST_TOPICS = {
  call: 'A demo call',
  snapshot: 'Installing the free e-mail marketing snapshot',
  switch: 'Switching my HighLevel account',
  'basic-monthly': 'The Basic plan, monthly ($27/month)',
  'advanced-monthly': 'The Advanced plan, monthly ($97/month)',
  'advanced-yearly': 'The Advanced plan, yearly ($997/year)',
  'pricing-monthly': 'The Monthly plan ($97/month)',
  'pricing-yearly': 'The Yearly plan ($970/year)',
  'upgrade-basic': 'Upgrading to the Basic plan',
  'upgrade-advanced': 'Upgrading to the Advanced plan',
  'upgrade-monthly': 'Upgrading to Pro, monthly ($97/month)',
  'upgrade-yearly': 'Upgrading to Pro, yearly ($970/year)',
  'upgrade-six-months-monthly': 'Upgrading to Pro with the 6 months free offer, monthly',
  'upgrade-six-months-yearly': 'Upgrading to Pro with the 6 months free offer, yearly',
} as const satisfies Record<'call' | 'snapshot' | 'switch' | PaymentLinkKey, string>;

export type CallRequestTopic = keyof typeof CALL_REQUEST_TOPICS;
export const CALL_REQUEST_TOPIC_KEYS = Object.keys(CALL_REQUEST_TOPICS) as CallRequestTopic[];

export function isCallRequestTopic(value: unknown): value is CallRequestTopic {
  return typeof value === 'string' && Object.hasOwn(CALL_REQUEST_TOPICS, value);
}

/** The request form's address for a topic: /book?about=… (a plain call needs no parameter). */
export function callRequestPath(topic: CallRequestTopic = 'call'): string {
  return topic === 'call' ? '/book' : `/book?about=${topic}`;
}

export const CALL_REQUEST_MESSAGES = {
  required: 'Please enter your name and e-mail address',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  sent: "Thanks! We'll e-mail you within one business day to find a time.",
  failed: 'Something went wrong. Please try again.',
} as const;

export const CALL_REQUEST_LIMITS = { name: 120, email: 254, preferredTimes: 200, message: 2000 };

/**
 * A coupon carried to the request (a wheel prize whose upgrade link is /book on this site): a
 * short token, so nothing else rides along into the operators' e-mail.
 */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export function isCouponCode(value: unknown): value is string {
  return typeof value === 'string' && COUPON_CODE_PATTERN.test(value);
}
