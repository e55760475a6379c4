import type { CountryCode, NetworkSize } from '@retainly/domain';
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

export const registerForWebinar = (registration: WebinarRegistration) =>
  post<{ message: string; sessionStartsAt: string }>('/webinar-registrations', registration);
