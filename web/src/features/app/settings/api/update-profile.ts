import type { SessionContext } from '@retainly/domain';
import { api } from '@/lib/api-client';

export interface ProfileInput {
  fullName: string;
  agencyName: string;
}

/** PATCH /api/account/profile: the e-mail is not part of it (it cannot change here). */
export function saveProfile(profile: ProfileInput): Promise<SessionContext> {
  return api<SessionContext>('/account/profile', {
    method: 'PATCH',
    body: JSON.stringify(profile),
  });
}
