import type { PortalLanguage } from '@retainly/domain';
import { api } from '@/lib/api-client';

/** Whose reminder e-mails a token stops, in their name and colour. */
export interface UnsubscribeInfo {
  agencyName: string;
  primaryColor: string | null;
  unsubscribed: boolean;
  /** The client's language (else the version's default), which the page speaks. */
  language: PortalLanguage;
}

const path = (token: string) => `/nudges/unsubscribe?token=${encodeURIComponent(token)}`;

/** GET /api/nudges/unsubscribe?token=: the agency behind the e-mail, and whether it is done. */
export const fetchUnsubscribe = (token: string) => api<UnsubscribeInfo>(path(token));

/** POST /api/nudges/unsubscribe?token=: stops the agency's reminder e-mails to this client. */
export const unsubscribe = (token: string) =>
  api<{ unsubscribed: true }>(path(token), {
    method: 'POST',
    // The same endpoint answers mail apps' one-click (RFC 8058) with this form field.
    body: JSON.stringify({ 'List-Unsubscribe': 'One-Click' }),
  });
