import { DAY_MS, type PortalSession } from '@retainly/domain';
import { updateUser, type UserFields } from '../support/factories';
import { sleep, waitFor } from '../support/wait-for';
import { WebhookReceiver } from '../support/webhook-receiver';
import { GONE_REASON } from '../../apps/worker/src/agency-webhooks/endpoint-disabling';
import {
  clientEvent,
  clientStarted,
  commit,
  completeModule,
  ENDPOINTS,
  portalClient,
  useEndpointsStack,
  verified,
  who,
} from './endpoint-helpers';

/** Three attempts a message, quickly: WEBHOOK_RETRY_SCHEDULE has two retries. */
const RETRIES = '100ms,100ms';

describe('agency webhook deliveries', () => {
  const stack = useEndpointsStack({ WEBHOOK_RETRY_SCHEDULE: RETRIES });

  beforeEach(() => stack.receiver.reset());

  const fannedOut = (eventId: string) =>
    waitFor(`the fan-out of ${eventId}`, async () => {
      const rows: unknown[] = await stack.env.db.query(
        `SELECT 1 FROM event_consumptions WHERE event_id = $1 AND consumer = 'agency-fan-out'`,
        [eventId],
      );
      return rows.length > 0;
    });

  const settled = (cookie: string, endpointId: string, status: string) =>
    waitFor(`a ${status} message`, async () => {
      const { messages } = await stack.messagesOf(cookie, endpointId);
      return messages.find((message) => message.status === status);
    });

  it('delivers a real portal completion as a signed, flat module.completed (and nothing unsubscribed)', async () => {
    const { agency, endpoint, secret } = await stack.agencyWithEndpoint(stack.receiver.url, [
      'module.completed',
    ]);
    const signIn = await stack.api.post(`/api/portal/${agency.versionId}/sessions`, {
      email: 'client@shop.test',
    });
    const { token } = signIn.body as unknown as PortalSession;
    const completed = await completeModule(stack.app, agency.versionId, token, {
      categoryId: 'foundational-setup',
      moduleId: 'account-tour',
    });
    expect(completed.statusCode).toBe(200);

    const [request] = await waitFor('the delivery', () =>
      stack.receiver.requests.length > 0 ? stack.receiver.requests : undefined,
    );
    const body = verified(secret, request);
    const [client] = await stack.env.db.query(
      `SELECT c.id, (SELECT count(*)::int FROM version_modules m
                      WHERE m.version_id = c.version_id AND m.is_visible) AS visible
         FROM portal_clients c WHERE c.version_id = $1`,
      [agency.versionId],
    );
    const [event] = await stack.env.db.query(
      `SELECT id FROM outbox_events WHERE type = 'ModuleCompleted' AND data->'client'->>'id' = $1`,
      [client.id],
    );
    expect(body).toEqual({
      type: 'module.completed',
      timestamp: expect.any(String),
      event_id: event.id,
      client_id: client.id,
      email: 'client@shop.test',
      name: null,
      first_name: null,
      version: 'basic',
      version_id: agency.versionId,
      module: expect.any(String),
      module_id: 'foundational-setup/account-tour',
      percent: Math.round((1 / client.visible) * 100),
      portal_link: `http://localhost:3000/${agency.versionId}`,
      agency: 'Acme Growth',
    });
    const { messages } = await stack.messagesOf(agency.cookie, endpoint.id);
    expect(request.headers['webhook-id']).toBe(messages[0].id);

    // A type the endpoint did not choose is never sent.
    const started = await commit(stack, {
      type: 'ClientStartedOnboarding',
      data: {
        ...who(agency, { id: client.id, name: null, email: 'client@shop.test' }),
        started_at: new Date().toISOString(),
      },
    });
    await fannedOut(started);
    const after = await stack.messagesOf(agency.cookie, endpoint.id);
    expect(after.messages.map((message) => message.eventType)).toEqual(['module.completed']);
    expect(stack.receiver.requests).toHaveLength(1);
  });

  it('sends stalls as client.stalled or client.inactive with their days, reason and percent', async () => {
    const { agency, secret } = await stack.agencyWithEndpoint(
      stack.receiver.url,
      ['client.stalled', 'client.inactive'],
      'Bright Agency',
    );
    const person = { name: 'Ana María López', email: 'ana@client.test' };
    const clientId = await portalClient(stack, agency.versionId, person);
    for (const reason of ['not_started', 'idle'] as const) {
      await commit(stack, {
        type: 'ClientStalled',
        data: {
          ...who(agency, { id: clientId, ...person }, 'Bright Agency'),
          stall_id: clientId,
          reason,
          stall_days: 7,
          inactive_since: new Date().toISOString(),
          percent: reason === 'idle' ? 40 : 0,
        },
      });
    }
    await waitFor('two deliveries', () => stack.receiver.requests.length >= 2);
    const bodies = stack.receiver.requests.map((request) => verified(secret, request));
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'client.stalled',
          reason: 'not_started',
          stall_days: 7,
          percent: 0,
        }),
        expect.objectContaining({
          type: 'client.inactive',
          reason: 'idle',
          stall_days: 7,
          percent: 40,
        }),
      ]),
    );
    expect(bodies[0]).toMatchObject({
      name: person.name,
      first_name: 'Ana',
      email: person.email,
      agency: 'Bright Agency',
      module: null,
    });
  });

  it('logs each failed attempt, then a replay succeeds under the same webhook-id', async () => {
    const { agency, endpoint, secret } = await stack.agencyWithEndpoint(stack.receiver.url, [
      'onboarding.completed',
    ]);
    stack.receiver.respondWith(500, 503, 500);
    const bo = { name: 'Bo', email: 'bo@client.test' };
    await clientEvent(stack, agency, bo, 'ClientCompletedOnboarding', {
      completed_at: new Date().toISOString(),
      modules: 5,
      steps: [],
    });
    const failed = await settled(agency.cookie, endpoint.id, 'failed');
    expect(failed).toMatchObject({
      attempts: 3,
      lastStatusCode: 500,
      eventType: 'onboarding.completed',
    });
    const [{ failing_since }] = await stack.env.db.query(
      `SELECT failing_since FROM agency_endpoints WHERE id = $1`,
      [endpoint.id],
    );
    expect(failing_since).not.toBeNull();

    const replay = await stack.api.post(
      `/api/outcomes/messages/${failed.id}/replay`,
      {},
      agency.cookie,
    );
    expect(replay).toMatchObject({ status: 202, body: { queued: true } });
    await settled(agency.cookie, endpoint.id, 'succeeded');
    const detail = await stack.api.get(`/api/outcomes/messages/${failed.id}`, agency.cookie);
    const attempts = detail.body.attempts as {
      attempt: number;
      outcome: string;
      statusCode: number;
    }[];
    expect(
      attempts.map(({ attempt, outcome, statusCode }) => [attempt, outcome, statusCode]),
    ).toEqual([
      [1, 'failed', 500],
      [2, 'failed', 503],
      [3, 'failed', 500],
      [4, 'succeeded', 200],
    ]);
    expect(detail.body.body).toMatchObject({
      type: 'onboarding.completed',
      percent: 100,
      first_name: 'Bo',
    });
    expect(stack.receiver.requests.map((request) => request.id)).toEqual(Array(4).fill(failed.id));
    expect(verified(secret, stack.receiver.requests[3])).toEqual(detail.body.body);
    const [endpointRow] = (await stack.api.get(ENDPOINTS, agency.cookie)).body.endpoints as Record<
      string,
      unknown
    >[];
    expect(endpointRow).toMatchObject({
      failingSince: null,
      lastDelivery: { status: 'succeeded' },
    });
  });

  it('stops at 410 Gone: that message and the endpoint, with an e-mail to the agency', async () => {
    const { agency, endpoint } = await stack.agencyWithEndpoint(stack.receiver.url, [
      'client.started',
    ]);
    stack.receiver.respondWith(410);
    expect(
      (await stack.api.post(`${ENDPOINTS}/${endpoint.id}/test`, {}, agency.cookie)).status,
    ).toBe(202);
    const gone = await settled(agency.cookie, endpoint.id, 'gone');
    expect(gone).toMatchObject({ eventType: 'test', attempts: 1, lastStatusCode: 410 });
    expect(stack.receiver.requests).toHaveLength(1);

    const [row] = await stack.env.db.query(
      `SELECT e.disabled_at IS NOT NULL AS disabled, e.disabled_reason, u.email
         FROM agency_endpoints e JOIN retainly_users u ON u.id = e.user_id WHERE e.id = $1`,
      [endpoint.id],
    );
    expect(row).toMatchObject({ disabled: true, disabled_reason: GONE_REASON });
    const mails = await stack.env.db.query(
      `SELECT text_body FROM outbound_emails
        WHERE to_address = $1 AND subject = 'We turned off one of your webhook endpoints'`,
      [row.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain(
      'because it answered 410 Gone, which asks senders to stop',
    );

    // A client event afterwards goes nowhere.
    const eventId = await clientStarted(stack, agency);
    await fannedOut(eventId);
    await sleep(500);
    expect(stack.receiver.requests).toHaveLength(1);
  });

  it('never follows a 3xx, not even to a private address, and logs why it failed', async () => {
    const privateTarget = await WebhookReceiver.start('whsec_unused');
    try {
      const { agency, endpoint } = await stack.agencyWithEndpoint(stack.receiver.url, [
        'client.started',
      ]);
      const redirect = { status: 302, headers: { location: `${privateTarget.url}?internal=1` } };
      stack.receiver.respondWith(redirect, redirect, redirect);
      await stack.api.post(`${ENDPOINTS}/${endpoint.id}/test`, {}, agency.cookie);
      const failed = await settled(agency.cookie, endpoint.id, 'failed');
      expect(failed).toMatchObject({ attempts: 3, lastStatusCode: 302 });
      expect(failed.lastError).toBe(
        'The endpoint answered 302, a redirect; redirects are not followed. Save the address it redirects to instead.',
      );
      expect(stack.receiver.requests).toHaveLength(3);
      expect(privateTarget.requests).toHaveLength(0);
    } finally {
      await privateTarget.close();
    }
  });

  it('sends nothing to an endpoint that is turned off', async () => {
    const agency = await stack.agencyWithVersion();
    const on = await stack.createEndpoint(agency.cookie, stack.receiver.url, ['client.started']);
    const off = await stack.createEndpoint(agency.cookie, stack.receiver.url, ['client.started']);
    await stack.api.patch(`${ENDPOINTS}/${off.endpoint.id}`, { enabled: false }, agency.cookie);
    const test = await stack.api.post(`${ENDPOINTS}/${off.endpoint.id}/test`, {}, agency.cookie);
    expect(test).toMatchObject({ status: 409, body: { message: 'Turn this endpoint on first.' } });

    const { eventId } = await clientEvent(
      stack,
      agency,
      { name: null, email: 'x@client.test' },
      'ClientStartedOnboarding',
      { started_at: new Date().toISOString() },
    );
    await fannedOut(eventId);
    const delivered = await settled(agency.cookie, on.endpoint.id, 'succeeded');
    expect((await stack.messagesOf(agency.cookie, off.endpoint.id)).total).toBe(0);
    expect(stack.receiver.requests.map((request) => request.id)).toEqual([delivered.id]);
  });

  it('sends nothing for an agency whose access was revoked or whose trial lapsed', async () => {
    const live = await stack.agencyWithVersion();
    const liveEndpoint = await stack.createEndpoint(live.cookie, stack.receiver.url, [
      'client.started',
    ]);
    const lapsed = [];
    const accesses: UserFields[] = [
      { approval: 'NO' },
      { approval: 'TRIALING', trial_ends_at: new Date(Date.now() - DAY_MS) },
    ];
    for (const access of accesses) {
      const { agency, endpoint } = await stack.agencyWithEndpoint(stack.receiver.url, [
        'client.started',
      ]);
      await updateUser(stack.env.db, { id: agency.userId }, access);
      lapsed.push({ agency, endpointId: endpoint.id });
    }

    for (const { agency, endpointId } of lapsed) {
      await fannedOut(await clientStarted(stack, agency));
      // A test asked for just before the access ended is not sent either.
      await fannedOut(
        await commit(stack, {
          type: 'AgencyEndpointTestRequested',
          data: { endpoint_id: endpointId, user_id: agency.userId },
        }),
      );
    }
    await fannedOut(await clientStarted(stack, live));
    const delivered = await settled(live.cookie, liveEndpoint.endpoint.id, 'succeeded');

    const [{ count }] = await stack.env.db.query(
      `SELECT count(*)::int AS count FROM agency_webhook_messages WHERE endpoint_id = ANY ($1)`,
      [lapsed.map(({ endpointId }) => endpointId)],
    );
    expect(count).toBe(0);
    expect(stack.receiver.requests.map((request) => request.id)).toEqual([delivered.id]);
  });
});
