import type { PortalSession } from '@retainly/domain';
import type { AccountsStack } from '../support/accounts-stack';
import { readyCatalogueMedia } from '../support/media-factories';
import { agencyApi } from '../agency-modules/agency-api';

export const CONTACTS_DEFAULTS = [
  'foundational-setup/import-contacts',
  'marketing-lead-generation/forms-surveys',
];

/** An ADVANCED agency (own modules) with a basic version; its api and the version id. */
export async function helpAgency(stack: AccountsStack, agencyName = 'Acme Growth') {
  const signedIn = await stack.signedInAgency('ADVANCED', 'YES', { agency_name: agencyName });
  const agency = agencyApi(stack, signedIn.cookie);
  return { ...signedIn, agency, versionId: await agency.version('basic') };
}

/** A ready media row with `transcript`, played by the catalogue module `ref`. */
export async function catalogueTranscript(stack: AccountsStack, ref: string, transcript: string) {
  await readyCatalogueMedia(stack.env.db, ref, { duration_seconds: 30, transcript });
}

/** A client signed in to the portal; their bearer token. */
export async function clientToken(stack: AccountsStack, versionId: string, email: string) {
  const res = await stack.api.post(`/api/portal/${versionId}/sessions`, { email });
  return (res.body as unknown as PortalSession).token;
}

export function helpEvent(
  stack: AccountsStack,
  versionId: string,
  token: string | undefined,
  body: object,
) {
  return stack.app.inject({
    method: 'POST',
    url: `/api/portal/${versionId}/help-events`,
    headers: {
      'content-type': 'application/json',
      'x-retainly-client': 'web',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(body),
  });
}
