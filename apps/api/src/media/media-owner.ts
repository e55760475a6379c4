import type { UserEntity } from '@retainly/database';
import { operatorOnly } from '../auth/operator.guard';
import type { ActiveSession } from '../auth/sessions.service';

/** Whose a media item is: whose quota it counts against and who may change it. */
export type MediaOwner = { type: 'platform' } | { type: 'agency'; id: string };

export const PLATFORM: MediaOwner = { type: 'platform' };

/** Who sends an upload, and for whom. */
export interface Uploader {
  owner: MediaOwner;
  user: Pick<UserEntity, 'id' | 'email'>;
}

/**
 * Operators upload for the platform (catalogue modules, the landing intro, the walkthrough).
 * Agencies' own videos come next: they will upload as `{ type: 'agency', id: user.id }`.
 */
export function uploaderFor({ user }: ActiveSession): Uploader {
  if (user.role === 'operator') return { owner: PLATFORM, user };
  throw operatorOnly();
}

/** Whether the item belongs to `owner` (anyone else's item answers as missing). */
export function ownedBy(item: { owner_type: string; owner_id: string | null }, owner: MediaOwner) {
  return owner.type === 'platform'
    ? item.owner_type === 'platform'
    : item.owner_type === 'agency' && item.owner_id === owner.id;
}
