import { ForbiddenException } from '@nestjs/common';
import type { UserEntity } from '@retainly/database';
import { PLATFORM_TARGET_TYPES, type MediaTargetType } from '@retainly/domain';
import { requireAccess } from '../auth/access.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { requireAdvancedPlan } from '../onboarding-tool/plan-rules';

/** Whose a media item is: whose quota it counts against and who may change it. */
export type MediaOwner = { type: 'platform' } | { type: 'agency'; id: string };

export const PLATFORM: MediaOwner = { type: 'platform' };

/** Who sends an upload, and for whom. */
export interface Uploader {
  owner: MediaOwner;
  user: Pick<UserEntity, 'id' | 'email'>;
}

/**
 * Operators upload for the platform (catalogue modules, the landing intro, the walkthrough);
 * a paid agency on the ADVANCED plan for itself, to its own modules (the onboarding tool's
 * rules: 403 with the reason otherwise).
 */
export function uploaderFor({ user }: ActiveSession): Uploader {
  if (user.role === 'operator') return { owner: PLATFORM, user };
  requireAccess(user, 'full');
  requireAdvancedPlan(user);
  return { owner: { type: 'agency', id: user.id }, user };
}

/** What each owner uploads to: the platform its targets, an agency its own modules only. */
export function mayTarget(owner: MediaOwner, type: MediaTargetType): boolean {
  return owner.type === 'platform'
    ? PLATFORM_TARGET_TYPES.includes(type)
    : type === 'agency_module';
}

/** An agency's upload aimed at one of the platform's targets. */
export const notForAgencies = () =>
  new ForbiddenException('Agencies upload videos to their own modules only.');

/** Whether the item belongs to `owner` (anyone else's item answers as missing). */
export function ownedBy(item: { owner_type: string; owner_id: string | null }, owner: MediaOwner) {
  return owner.type === 'platform'
    ? item.owner_type === 'platform'
    : item.owner_type === 'agency' && item.owner_id === owner.id;
}
