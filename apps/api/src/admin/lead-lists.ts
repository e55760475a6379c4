/**
 * The console's lead lists: each is a table of the public site's forms, its columns (in CSV
 * order) and the ones a search looks in. Table and column names are ours, never a request's.
 */
import type { LeadKind } from '@retainly/domain';

export interface LeadList {
  table: string;
  columns: readonly string[];
  searched: readonly string[];
}

export const LEAD_LISTS: Record<LeadKind, LeadList> = {
  affiliates: {
    table: 'affiliates',
    columns: [
      'full_name',
      'email',
      'company',
      'network_size',
      'audience_description',
      'created_at',
    ],
    searched: ['full_name', 'email', 'company'],
  },
  'summit-leads': {
    table: 'levelup_connections',
    columns: ['name', 'phone_number', 'created_at'],
    searched: ['name', 'phone_number'],
  },
  'webinar-registrations': {
    table: 'webinar_registrations',
    columns: ['first_name', 'email', 'session_starts_at', 'consent', 'created_at'],
    searched: ['first_name', 'email'],
  },
  'call-requests': {
    table: 'call_requests',
    columns: [
      'full_name',
      'email',
      'topic',
      'preferred_times',
      'time_zone',
      'coupon',
      'message',
      'created_at',
    ],
    searched: ['full_name', 'email', 'topic', 'message'],
  },
};
