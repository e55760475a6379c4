import type { DataSource } from 'typeorm';
import type { OnboardingState, PortalSession } from '@retainly/domain';
import type { AccountsStack } from '../support/accounts-stack';
import { readyCatalogueMedia } from '../support/media-factories';

/** The catalogue module the heartbeat tests watch. */
export const TOUR = { categoryId: 'foundational-setup', moduleId: 'account-tour' };

/**
 * Makes TOUR a hosted, ready video of `seconds` (one rendition named by `renditionHash`): its
 * watching can be measured.
 */
export async function hostTour(db: DataSource, seconds: number, renditionHash: string) {
  await readyCatalogueMedia(db, `${TOUR.categoryId}/${TOUR.moduleId}`, {
    duration_seconds: seconds,
    renditions: [{ key: `renditions/${renditionHash}.mp4`, height: 720, width: 1280, bytes: 1 }],
  });
}

/**
 * A new agency's basic version and a portal client signed in to it with `loginEmail`;
 * `signIn` signs the same client in again (another device).
 */
export async function watchingClient(stack: AccountsStack, loginEmail: string) {
  const { cookie } = await stack.signedUpWith({ approval: 'YES', agency_name: 'Acme' });
  const created = await stack.api.post('/api/onboarding/versions', { tier: 'basic' }, cookie);
  const [version] = (created.body as unknown as OnboardingState).versions;
  const signIn = async () =>
    (await stack.api.post(`/api/portal/${version.id}/sessions`, { email: loginEmail }))
      .body as unknown as PortalSession;
  const session = await signIn();
  return { versionId: version.id, session, token: session.token, signIn };
}

/** A portal POST to `path` under the version, with the client's bearer token, as the web sends it. */
export function portalPost(
  stack: AccountsStack,
  versionId: string,
  token: string,
  path: string,
  body: object,
) {
  return stack.app.inject({
    method: 'POST',
    url: `/api/portal/${versionId}/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-retainly-client': 'web',
      authorization: `Bearer ${token}`,
    },
    payload: JSON.stringify(body),
  });
}
