/**
 * The public site's lead forms (apps/api/src/public-site): the bodies its DTOs implement and
 * what they answer. GET /api/site-config answers SiteConfig (../site-config.ts).
 */
import type { CallRequestTopic } from '../call-requests';
import type { CountryCode } from '../phone';
import type { NetworkSize } from '../public-forms';

/** What a form shows once it is sent. */
export interface LeadFormResponse {
  message: string;
}

/** POST /api/affiliates: an affiliate programme application. */
export interface AffiliateApplicationRequest {
  fullName: string;
  email: string;
  company?: string;
  networkSize: NetworkSize;
  audienceDescription?: string;
}

/** POST /api/summit-leads: a summit visitor's phone lead. */
export interface SummitLeadRequest {
  name: string;
  countryCode: CountryCode;
  phone: string;
}

/** POST /api/webinar-registrations: a seat in one webinar session. */
export interface WebinarRegistrationRequest {
  firstName: string;
  email: string;
  /** One of the ISO instants the site config lists. */
  sessionStartsAt: string;
  consent?: boolean;
  /** The visitor's IANA zone, so the confirmation e-mail shows their own times. */
  timeZone?: string;
}

/** A registrant's seat (201): the session, its live room and their calendar file. */
export interface WebinarSeat extends LeadFormResponse {
  sessionStartsAt: string;
  joinUrl: string;
  /** Site-relative address of the registrant's .ics file. */
  calendarUrl: string;
}

/** POST /api/call-requests: a visitor asks for a call (201). */
export interface CallRequestRequest {
  fullName: string;
  email: string;
  topic?: CallRequestTopic;
  preferredTimes?: string;
  message?: string;
  /** The visitor's IANA zone, so operators propose times that suit them. */
  timeZone?: string;
  coupon?: string;
}
