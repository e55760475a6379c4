import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Webhook } from 'standardwebhooks';
import type { OnboardingState } from '@retainly/domain';
import type { DomainEvent, DomainEventPayloads, PortalClientEvent } from '@retainly/events';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { injectJson } from '../support/api-client';
import { commitEvent } from '../support/events';
import { WebhookReceiver, type ReceivedWebhook } from '../support/webhook-receiver';
import { insertPortalClient } from '../support/factories';

export const ENDPOINTS = '/api/outcomes/endpoints';

/** A paid agency named `agencyName` with a basic version; signed in. */
export async function agencyWithVersion(stack: AccountsStack, agencyName = 'Acme Growth') {
  const agency = await stack.signedInAgency('ADVANCED', 'YES', { agency_name: agencyName });
  const created = await stack.api.post(
    '/api/onboarding/versions',
    { tier: 'basic' },
    agency.cookie,
  );
  const [version] = (created.body as unknown as OnboardingState).versions;
  return { ...agency, versionId: version.id };
}

export interface CreatedEndpoint {
  endpoint: { id: string; secretHint: string; eventTypes: string[] } & Record<string, unknown>;
  secret: string;
}

export async function createEndpoint(
  stack: AccountsStack,
  cookie: string,
  url: string,
  eventTypes: string[] = ['module.completed'],
): Promise<CreatedEndpoint> {
  const res = await stack.api.post(ENDPOINTS, { url, eventTypes }, cookie);
  if (res.status !== 201) throw new Error(`endpoint not created: ${JSON.stringify(res.body)}`);
  return res.body as unknown as CreatedEndpoint;
}

/** A new agency (as agencyWithVersion) with one endpoint for `eventTypes`, sending to `url`. */
export async function agencyWithEndpoint(
  stack: AccountsStack,
  url: string,
  eventTypes: string[],
  agencyName?: string,
) {
  const agency = await agencyWithVersion(stack, agencyName);
  return { agency, ...(await createEndpoint(stack, agency.cookie, url, eventTypes)) };
}

type ClientEventType = 'ClientStartedOnboarding' | 'ModuleCompleted' | 'ClientCompletedOnboarding';

/**
 * A new portal client of the agency's version, and an event of `type` about it committed as the
 * portal commits it: who it is about (agency `agencyName`), then `fields`. Returns both ids.
 */
export async function clientEvent<T extends ClientEventType>(
  stack: AccountsStack,
  agency: { userId: string; versionId: string },
  client: { name: string | null; email: string | null },
  type: T,
  fields: Omit<DomainEventPayloads[T], keyof PortalClientEvent>,
  agencyName?: string,
) {
  const clientId = await portalClient(stack, agency.versionId, client);
  const data = { ...who(agency, { id: clientId, ...client }, agencyName), ...fields };
  const eventId = await commit(stack, {
    type,
    data: data as DomainEventPayloads[T],
  } as DomainEvent);
  return { clientId, eventId };
}

/** A new portal client, known by e-mail only, starts onboarding; returns the event's id. */
export async function clientStarted(
  stack: AccountsStack,
  agency: { userId: string; versionId: string },
) {
  const client = { name: null, email: `${agency.userId}@client.test` };
  const started_at = new Date().toISOString();
  return (await clientEvent(stack, agency, client, 'ClientStartedOnboarding', { started_at }))
    .eventId;
}

/** A portal client completes a module, as the portal's web page does (bearer session token). */
export function completeModule(
  app: NestFastifyApplication,
  versionId: string,
  token: string,
  module: { categoryId: string; moduleId: string },
) {
  return app.inject({
    method: 'POST',
    url: `/api/portal/${versionId}/completions`,
    headers: {
      'content-type': 'application/json',
      'x-retainly-client': 'web',
      authorization: `Bearer ${token}`,
    },
    payload: JSON.stringify(module),
  });
}

export const remove = (stack: AccountsStack, url: string, cookie: string) =>
  injectJson(stack.app, 'DELETE', url, undefined, cookie);

/** A portal client of the version, inserted as the portal would (its id is what events name). */
export async function portalClient(
  stack: AccountsStack,
  versionId: string,
  client: { name: string | null; email: string | null },
): Promise<string> {
  const identity = client.email ?? client.name ?? randomUUID();
  return insertPortalClient(stack.env.db, { version_id: versionId, ...client, identity });
}

/** Who a portal event is about, as the portal writes it. */
export function who(
  agency: { userId: string; versionId: string },
  client: { id: string; name: string | null; email: string | null },
  agencyName = 'Acme Growth',
): PortalClientEvent {
  return {
    client,
    version: { id: agency.versionId, tier: 'basic' },
    agency: { id: agency.userId, name: agencyName },
  };
}

export const commit = (stack: AccountsStack, event: DomainEvent) =>
  commitEvent(stack.env.db, event);

/** Verifies a request the way a receiver would, with the endpoint's secret; throws if forged. */
export function verified(secret: string, request: Pick<ReceivedWebhook, 'headers' | 'body'>) {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([key, value]) => [key, String(value)]),
  );
  return new Webhook(secret).verify(request.body, headers) as Record<string, unknown>;
}

export interface MessageJson {
  id: string;
  eventType: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  client: { id: string; name: string | null; email: string | null } | null;
}

export async function messagesOf(stack: AccountsStack, cookie: string, endpointId: string) {
  const res = await stack.api.get(`${ENDPOINTS}/${endpointId}/messages`, cookie);
  return res.body as unknown as { messages: MessageJson[]; total: number };
}

/** The accounts stack of an agency-endpoint test, with its receiver and the helpers above bound. */
export interface EndpointsStack extends AccountsStack {
  /** Where the test's endpoints send. */
  receiver: WebhookReceiver;
  agencyWithVersion(agencyName?: string): ReturnType<typeof agencyWithVersion>;
  agencyWithEndpoint(
    url: string,
    eventTypes: string[],
    agencyName?: string,
  ): ReturnType<typeof agencyWithEndpoint>;
  createEndpoint(cookie: string, url: string, eventTypes?: string[]): Promise<CreatedEndpoint>;
  messagesOf(cookie: string, endpointId: string): ReturnType<typeof messagesOf>;
}

/**
 * Registers the hooks of an agency-endpoint test file: the api and worker with `overrides` and a
 * webhook receiver, started once and closed after the file. The returned stack is filled in by
 * the time the first test runs.
 */
export function useEndpointsStack(overrides: Record<string, string> = {}): EndpointsStack {
  const stack = {
    agencyWithVersion: (agencyName) => agencyWithVersion(stack, agencyName),
    agencyWithEndpoint: (url, eventTypes, agencyName) =>
      agencyWithEndpoint(stack, url, eventTypes, agencyName),
    createEndpoint: (cookie, url, eventTypes) => createEndpoint(stack, cookie, url, eventTypes),
    messagesOf: (cookie, endpointId) => messagesOf(stack, cookie, endpointId),
  } as EndpointsStack;

  beforeAll(async () => {
    Object.assign(stack, await startAccountsStack(overrides));
    stack.receiver = await WebhookReceiver.start('whsec_unused');
  });
  afterAll(async () => {
    await stack.receiver?.close();
    await stack.close?.();
  });
  return stack;
}
