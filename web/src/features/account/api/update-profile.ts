import type { ProfileRequest, SessionContext } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';

/** PATCH /api/account/profile: the e-mail is not part of it (it cannot change here). */
export function saveProfile(profile: ProfileRequest): Promise<SessionContext> {
  return api<SessionContext>('/account/profile', {
    method: 'PATCH',
    body: jsonBody<ProfileRequest>(profile),
  });
}
