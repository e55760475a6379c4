/**
 * The operators' console (apps/api/src/admin): accounts, lead lists, queues and marketing
 * webhook deliveries. The accounts' answers are AdminAccountPage, AdminAccountDetail and
 * AdminAccountRow (../admin.ts); the video library's AdminVideoLibrary and AdminVideo, the
 * translations' TranslationLibrary, CatalogueTranslation and TranslationInput likewise.
 */
import type { TrialState } from '../admin';
import type { TranslatedLanguage } from '../translations';

/** A console list's search box and page. */
export interface AdminListQuery {
  search?: string;
  /** From 1. */
  page?: number;
}

/** GET /api/admin/accounts?page=&search=&approval=&plan=&trial=. */
export interface AdminAccountsQuery extends AdminListQuery {
  approval?: 'YES' | 'TRIALING' | 'NO';
  plan?: 'BASIC' | 'ADVANCED';
  trial?: TrialState;
}

/** PATCH /api/admin/accounts/:id/access. */
export interface AccessChangeRequest {
  approval: 'YES' | 'TRIALING' | 'NO';
  plan?: 'BASIC' | 'ADVANCED';
}

/** POST /api/admin/accounts/:id/trial-extension. */
export interface TrialExtensionRequest {
  days: number;
}

/** The public site's forms the console lists: GET /api/admin/leads/:kind. */
export const LEAD_KINDS = [
  'affiliates',
  'summit-leads',
  'webinar-registrations',
  'call-requests',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** One page of one form's submissions, its columns in CSV order. */
export interface LeadPage {
  columns: readonly string[];
  rows: Record<string, string | number | boolean | null>[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/queues: each queue's job counts by state, and where Bull Board is. */
export interface AdminQueueCounts {
  queues: { name: string; counts: Record<string, number> }[];
  bullBoardPath: string;
}

/** GET /api/admin/webhook-events?page=&failed=: 'true' for only those whose delivery gave up. */
export interface WebhookEventsQuery extends AdminListQuery {
  failed?: string;
}

/** A marketing event and how its delivery stands (snake_case: the rows as queried). */
export interface AdminWebhookEventRow {
  id: string;
  type: string;
  occurred_at: string;
  final_outcome: 'succeeded' | 'gave_up' | null;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
}

export interface AdminWebhookEventsPage {
  rows: AdminWebhookEventRow[];
  total: number;
  page: number;
  pageSize: number;
  /** False without MARKETING_WEBHOOK_URL: nothing is being sent. */
  webhookConfigured: boolean;
}

export interface AdminWebhookAttempt {
  attempt: number;
  url: string;
  outcome: string;
  status_code: number | null;
  duration_ms: number | null;
  error: string | null;
  started_at: string;
}

/** GET /api/admin/webhook-events/:id: the event with its attempts in place of their count. */
export interface AdminWebhookEventDetail extends Omit<AdminWebhookEventRow, 'attempts'> {
  attempts: AdminWebhookAttempt[];
}

/** POST /api/admin/webhook-events/replay-failed: events that gave up between from and to (ISO). */
export interface ReplayRangeRequest {
  from: string;
  to: string;
}

/** POST .../webhook-events/:id/replay and .../replay-failed (202). */
export interface WebhookReplayResponse {
  replayed: number;
}

/** POST /api/admin/videos: a new module, where and what, optionally its video and poster. */
export interface NewVideoRequest {
  categoryId: string;
  title: string;
  description: string;
  minutes: number;
  videoUrl?: string;
  posterUrl?: string;
}

/** PATCH /api/admin/videos/:categoryId/:moduleId: a field left out stays; null clears a URL. */
export interface VideoChangesRequest {
  title?: string;
  description?: string;
  minutes?: number;
  videoUrl?: string | null;
  posterUrl?: string | null;
  retired?: boolean;
}

/** POST /api/admin/videos/:categoryId/:moduleId/move: swaps it with its neighbour. */
export interface VideoMoveRequest {
  direction: 'up' | 'down';
}

/** POST /api/admin/translations/drafts: AI drafts of every module in one language. */
export interface TranslationDraftRequest {
  language: TranslatedLanguage;
}
