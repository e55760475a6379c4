import type { AdminMediaItem } from './media';
/** The operator console's shapes (issue #9), shared by the api and the /admin pages. */
export const ADMIN_PAGE_SIZE = 25;
export const TRIAL_STATES = ['trialing', 'ended', 'none'] as const;
export type TrialState = (typeof TRIAL_STATES)[number];
/** How far an operator may extend a trial at once. */
export const MAX_TRIAL_EXTENSION_DAYS = 90;

export interface AdminAccountRow {
  id: string;
  email: string;
  fullName: string | null;
  agencyName: string | null;
  approval: 'YES' | 'TRIALING' | 'NO' | null;
  plan: 'BASIC' | 'ADVANCED';
  role: 'agency' | 'operator';
  trialEndsAt: string | null;
  createdAt: string;
}

export interface AdminAccountPage {
  rows: AdminAccountRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminAccountDetail extends AdminAccountRow {
  trialStartedAt: string | null;
  answers: {
    highlevelExperience: string | null;
    activeSubaccounts: string | null;
    mostUsedFeature: string | null;
  };
  versions: { id: string; tier: string; createdAt: string }[];
  clientCount: number;
  cancellation: { reason: string; hadOnboardingCall: boolean; createdAt: string } | null;
  recentEvents: { type: string; occurredAt: string }[];
  audit: AdminAuditEntry[];
}

export interface AdminAuditEntry {
  operatorEmail: string;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** A module of the video library as operators see it (retired ones included). */
export interface AdminVideo {
  categoryId: string;
  moduleId: string;
  position: number;
  title: string;
  description: string;
  minutes: number;
  videoUrl: string | null;
  posterUrl: string | null;
  /** Set: hidden from versions created since (versions that had it keep it). */
  retiredAt: string | null;
  /** The hosted video portals play now (a sample until an operator uploads). */
  media: AdminMediaItem | null;
  /** The newest upload not (yet) playing: queued, processing, or failed after the current one. */
  pendingMedia: AdminMediaItem | null;
}

/** The console's Video library: the categories in order and every module (by position). */
export interface AdminVideoLibrary {
  categories: { id: string; title: string }[];
  videos: AdminVideo[];
}

/** A module id from its title: kebab-case, ASCII, at most 60 characters. */
export function moduleIdFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'video';
}
