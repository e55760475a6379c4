import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { OnboardingState } from '@retainly/domain';
import { updateUser } from '../support/factories';
import type { ScaleStack } from './scale-stack';

export const PASSWORD = 'tidy-otter-42';
export const newEmail = () => `scale.${randomUUID().slice(0, 8)}@agency.test`;

/** Signs up on the first api and opens the e-mailed link on the second; returns the cookie. */
export async function signUpAcrossApis(stack: ScaleStack, email: string): Promise<string> {
  const [first, second] = stack.apis;
  const signUp = await first.post('/api/auth/signup', { email, password: PASSWORD });
  if (signUp.status !== 202) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const { token } = await stack.mail.linkTokenFor(email);
  const confirmed = await second.post('/api/auth/confirm', { token });
  if (!confirmed.cookie) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  return confirmed.cookie;
}

/**
 * A paid agency with a basic version and an endpoint subscribed to client.started at the
 * stand-in receiver, set up through both apis.
 */
export async function agencyWithEndpoint(stack: ScaleStack) {
  const [first, second] = stack.apis;
  const email = newEmail();
  await signUpAcrossApis(stack, email);
  const userId = await updateUser(
    stack.env.db,
    { email },
    {
      approval: 'YES',
      plan: 'ADVANCED',
      initial_questions_completed: true,
    },
  );
  // A session opened after the change, so no api can hold the account's earlier state.
  const { cookie } = await first.post('/api/auth/login', { email, password: PASSWORD });
  const created = await second.post('/api/onboarding/versions', { tier: 'basic' }, cookie);
  const [version] = (created.body as unknown as OnboardingState).versions;
  const endpoint = await first.post(
    '/api/outcomes/endpoints',
    { url: stack.agencyEndpoint.url, eventTypes: ['client.started'] },
    cookie,
  );
  if (endpoint.status !== 201) throw new Error(`no endpoint: ${JSON.stringify(endpoint.body)}`);
  const { id: endpointId } = (endpoint.body as { endpoint: { id: string } }).endpoint;
  return { userId, versionId: version.id, endpointId };
}

/** `count` clients of the version, inserted as the portal would. */
export function portalClients(
  db: DataSource,
  versionId: string,
  count: number,
): Promise<{ id: string; name: string; email: string }[]> {
  return db.query(
    `INSERT INTO portal_clients (version_id, name, email, identity)
     SELECT $1, 'Client ' || i, 'client' || i || '@shop.test', 'client' || i || '@shop.test'
       FROM generate_series(1, $2) AS i
     RETURNING id, name, email`,
    [versionId, count],
  );
}
