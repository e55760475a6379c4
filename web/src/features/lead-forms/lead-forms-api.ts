import type { CallRequestTopic, CountryCode, NetworkSize } from '@retainly/domain';
import { api } from '@/lib/api-client';

const post = <T>(path: string, body: unknown) =>
  api<T>(path, { method: 'POST', body: JSON.stringify(body) });

export interface AffiliateApplication {
  fullName: string;
  email: string;
  company?: string;
  networkSize: NetworkSize;
  audienceDescription?: string;
}

export const submitAffiliateApplication = (application: AffiliateApplication) =>
  post<{ message: string }>('/affiliates', application);

export interface SummitLead {
  name: string;
  countryCode: CountryCode;
  phone: string;
}

export const submitSummitLead = (lead: SummitLead) =>
  post<{ message: string }>('/summit-leads', lead);

export interface WebinarRegistration {
  firstName: string;
  email: string;
  /** One of the ISO instants the site config lists. */
  sessionStartsAt: string;
  consent: boolean;
  /** The visitor's IANA zone, so the confirmation e-mail shows their own times. */
  timeZone?: string;
}

/** A registrant's seat: the session, its live room and their calendar file. */
export interface WebinarSeat {
  message: string;
  sessionStartsAt: string;
  joinUrl: string;
  /** Site-relative address of the registrant's .ics file. */
  calendarUrl: string;
}

export const registerForWebinar = (registration: WebinarRegistration) =>
  post<WebinarSeat>('/webinar-registrations', registration);

export interface CallRequest {
  fullName: string;
  email: string;
  topic: CallRequestTopic;
  preferredTimes?: string;
  message?: string;
  /** The visitor's IANA zone, so operators propose times that suit them. */
  timeZone?: string;
  coupon?: string;
}

export const requestCall = (request: CallRequest) =>
  post<{ message: string }>('/call-requests', request);
