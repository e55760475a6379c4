import type { PortalLanguage, PortalSignInAnswer, PortalSignInRequest } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';

/** The browser's IANA time zone: reminder e-mails never arrive between 21:00 and 08:00 there. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/portal/:id/sessions: signs the client in (and records the login); on a verified
 * version without this device's session, answers that a code was e-mailed instead.
 */
export function startSession(
  versionId: string,
  identity: { name: string } | { email: string },
  /** The language the client chose on this device, if they chose one. */
  language: PortalLanguage | null = null,
): Promise<PortalSignInAnswer> {
  return api<PortalSignInAnswer>(`/portal/${versionId}/sessions`, {
    method: 'POST',
    body: jsonBody<PortalSignInRequest>({
      ...identity,
      timeZone: browserTimeZone(),
      language: language ?? undefined,
    }),
  });
}
