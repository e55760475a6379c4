import type { EmailToQueue } from '@retainly/database';
import { CALL_REQUEST_TOPICS, type CallRequestTopic } from '@retainly/domain';

export interface CallRequestNotice {
  fullName: string;
  email: string;
  topic: CallRequestTopic;
  preferredTimes: string | null;
  message: string | null;
  timeZone: string | null;
  /** A coupon the visitor brought (validated as a short token): apply it when setting up. */
  coupon: string | null;
}

/** One line, for the subject: a visitor's name can hold no header of its own. */
const oneLine = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/** The operators' e-mail for a new call request; the console's Leads page lists them all. */
export function callRequestEmail(
  to: string,
  request: CallRequestNotice,
  appUrl: string,
): EmailToQueue {
  const about = CALL_REQUEST_TOPICS[request.topic];
  return {
    to,
    subject: `Call request from ${oneLine(request.fullName, 60)}: ${about}`,
    text: [
      'Someone asked for a call on the website. Please reply within one business day.',
      '',
      `Name: ${request.fullName}`,
      `E-mail: ${request.email}`,
      `About: ${about}`,
      `Best times: ${request.preferredTimes ?? 'not given'}`,
      `Their time zone: ${request.timeZone ?? 'not given'}`,
      ...(request.coupon ? [`Coupon to apply: ${request.coupon}`] : []),
      '',
      'Message:',
      request.message ?? '(none)',
      '',
      `Every request is in the console: ${new URL('/admin/leads?list=call-requests', appUrl).toString()}`,
    ].join('\n'),
  };
}
