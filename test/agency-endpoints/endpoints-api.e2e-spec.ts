import { randomUUID } from 'node:crypto';
import {
  HOUR_MS,
  MINUTE_MS,
  SECRET_ROTATION_OVERLAP_HOURS,
  type AgencyEndpoint,
} from '@retainly/domain';
import { waitFor } from '../support/wait-for';
import { clientEvent, ENDPOINTS, remove, useEndpointsStack, verified } from './endpoint-helpers';

describe('agency endpoints api', () => {
  const stack = useEndpointsStack();

  beforeEach(() => stack.receiver.reset());

  it('creates, lists, edits and deletes endpoints; the secret is shown once', async () => {
    const { cookie } = await stack.agencyWithVersion();
    const created = await stack.api.post(
      ENDPOINTS,
      {
        url: stack.receiver.url,
        description: ' HighLevel ',
        eventTypes: ['client.started', 'client.started', 'module.completed'],
      },
      cookie,
    );
    expect(created.status).toBe(201);
    const { endpoint, secret } = created.body as {
      endpoint: Record<string, unknown>;
      secret: string;
    };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      url: stack.receiver.url,
      description: 'HighLevel',
      eventTypes: ['client.started', 'module.completed'],
      secretHint: `whsec_…${secret.slice(-4)}`,
      failingSince: null,
      disabledAt: null,
      disabledReason: null,
      lastDelivery: null,
    });

    const list = await stack.api.get(ENDPOINTS, cookie);
    expect(list.status).toBe(200);
    expect(list.body.endpoints).toEqual([endpoint]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.eventTypes).toContainEqual({
      type: 'client.inactive',
      label: 'Client inactive (stopped before finishing)',
      description: expect.any(String),
    });

    const id = endpoint.id as string;
    const edited = await stack.api.patch(
      `${ENDPOINTS}/${id}`,
      { description: '', eventTypes: ['onboarding.completed'] },
      cookie,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.endpoint).toMatchObject({
      description: null,
      eventTypes: ['onboarding.completed'],
      url: stack.receiver.url,
    });
    expect(JSON.stringify(edited.body)).not.toContain(secret);

    const off = await stack.api.patch(`${ENDPOINTS}/${id}`, { enabled: false }, cookie);
    expect(off.body.endpoint).toMatchObject({ disabledReason: 'You turned this endpoint off.' });
    expect(off.body.endpoint).toHaveProperty('disabledAt', expect.any(String));
    await stack.env.db.query(`UPDATE agency_endpoints SET failing_since = now() WHERE id = $1`, [
      id,
    ]);
    const on = await stack.api.patch(`${ENDPOINTS}/${id}`, { enabled: true }, cookie);
    expect(on.body.endpoint).toMatchObject({
      disabledAt: null,
      disabledReason: null,
      failingSince: null,
    });

    expect((await remove(stack, `${ENDPOINTS}/${id}`, cookie)).statusCode).toBe(204);
    expect((await stack.api.get(ENDPOINTS, cookie)).body.endpoints).toEqual([]);
    expect((await remove(stack, `${ENDPOINTS}/${id}`, cookie)).statusCode).toBe(404);
  });

  it('refuses bad input with messages a person can act on', async () => {
    const { cookie } = await stack.agencyWithVersion();
    const post = (body: object) => stack.api.post(ENDPOINTS, body, cookie);
    expect((await post({ url: stack.receiver.url, eventTypes: [] })).body.message).toEqual([
      'Choose at least one event to send.',
    ]);
    expect((await post({ url: stack.receiver.url, eventTypes: ['client.paid'] })).status).toBe(400);
    const notUrl = await post({ url: 'hooks.example', eventTypes: ['client.started'] });
    expect(notUrl).toMatchObject({
      status: 400,
      body: { message: 'Enter a full web address, like https://example.com/hook.' },
    });
    const { endpoint } = await stack.createEndpoint(cookie, stack.receiver.url);
    const nulls = await stack.api.patch(`${ENDPOINTS}/${endpoint.id}`, { url: null }, cookie);
    expect(nulls).toMatchObject({
      status: 400,
      body: { message: ['Enter a full web address, like https://example.com/hook.'] },
    });
    const unknownHost = await post({
      url: 'https://no-such-host.invalid/hook',
      eventTypes: ['client.started'],
    });
    expect(unknownHost.body.message).toBe("We couldn't find that address. Check the spelling.");
  });

  it('allows at most 10 endpoints per agency', async () => {
    const { cookie } = await stack.agencyWithVersion();
    for (let i = 0; i < 10; i += 1)
      await stack.createEndpoint(cookie, `${stack.receiver.url}/${i}`);
    const eleventh = await stack.api.post(
      ENDPOINTS,
      { url: stack.receiver.url, eventTypes: ['client.started'] },
      cookie,
    );
    expect(eleventh).toMatchObject({
      status: 400,
      body: { message: 'You can add up to 10 endpoints. Delete one to add another.' },
    });
  });

  it('rotates the secret: deliveries verify with the new one, and the old one only for its overlap', async () => {
    const { cookie } = await stack.agencyWithVersion();
    const { endpoint, secret: old } = await stack.createEndpoint(cookie, stack.receiver.url);
    const rotated = await stack.api.post(`${ENDPOINTS}/${endpoint.id}/secret`, {}, cookie);
    expect(rotated.status).toBe(200);
    const secret = rotated.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(old);
    expect(rotated.body.endpoint).toMatchObject({ secretHint: `whsec_…${secret.slice(-4)}` });
    const until = Date.parse((rotated.body.endpoint as AgencyEndpoint).previousSecretUntil!);
    expect(Math.abs(until - Date.now() - SECRET_ROTATION_OVERLAP_HOURS * HOUR_MS)).toBeLessThan(
      MINUTE_MS,
    );

    // Within the overlap: one signature per secret, so a receiver holding either verifies.
    const testDelivery = async (count: number) => {
      expect((await stack.api.post(`${ENDPOINTS}/${endpoint.id}/test`, {}, cookie)).status).toBe(
        202,
      );
      return (
        await waitFor('the test delivery', () =>
          stack.receiver.requests.length >= count ? stack.receiver.requests : undefined,
        )
      )[count - 1];
    };
    const during = await testDelivery(1);
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(secret, during)).toMatchObject({
      type: 'test',
      test: true,
      email: 'test@example.com',
    });
    expect(verified(old, during)).toMatchObject({ type: 'test' });

    // The overlap over: only the new secret signs.
    await stack.env.db.query(
      `UPDATE agency_endpoints SET previous_secret_until = now() - interval '1 second' WHERE id = $1`,
      [endpoint.id],
    );
    const after = await testDelivery(2);
    expect(verified(secret, after)).toMatchObject({ type: 'test' });
    expect(() => verified(old, after)).toThrow();
    const listed = await stack.api.get(ENDPOINTS, cookie);
    expect(
      (listed.body.endpoints as { id: string; previousSecretUntil: unknown }[]).find(
        (row) => row.id === endpoint.id,
      ),
    ).toMatchObject({ previousSecretUntil: null });
  });

  it("keeps every agency to its own endpoints, messages and logs (404 on another's)", async () => {
    const a = await stack.agencyWithVersion('Agency A');
    const b = await stack.agencyWithVersion('Agency B');
    const { endpoint } = await stack.createEndpoint(a.cookie, stack.receiver.url, [
      'module.completed',
    ]);
    const ana = { name: 'Ana', email: 'ana@client.test' };
    const tour = {
      category_id: 'foundational-setup',
      module_id: 'account-tour',
      title: 'Account tour',
    };
    const { clientId } = await clientEvent(
      stack,
      a,
      ana,
      'ModuleCompleted',
      { module: tour, self_reported: false, completed_at: new Date().toISOString() },
      'Agency A',
    );
    const { messages } = await waitFor('a delivered message', async () => {
      const page = await stack.messagesOf(a.cookie, endpoint.id);
      return page.messages[0]?.status === 'succeeded' ? page : undefined;
    });
    const messageId = messages[0].id;

    expect((await stack.api.get(ENDPOINTS, b.cookie)).body.endpoints).toEqual([]);
    const foreign = [
      stack.api.patch(`${ENDPOINTS}/${endpoint.id}`, { description: 'mine now' }, b.cookie),
      remove(stack, `${ENDPOINTS}/${endpoint.id}`, b.cookie).then((res) => ({
        status: res.statusCode,
      })),
      stack.api.post(`${ENDPOINTS}/${endpoint.id}/secret`, {}, b.cookie),
      stack.api.post(`${ENDPOINTS}/${endpoint.id}/test`, {}, b.cookie),
      stack.api.get(`${ENDPOINTS}/${endpoint.id}/messages`, b.cookie),
      stack.api.get(`/api/outcomes/messages/${messageId}`, b.cookie),
      stack.api.post(`/api/outcomes/messages/${messageId}/replay`, {}, b.cookie),
    ];
    expect((await Promise.all(foreign)).map((res) => res.status)).toEqual([
      404, 404, 404, 404, 404, 404, 404,
    ]);

    // Nothing of A's changed, and A still reads its own log.
    const mine = await stack.api.get(ENDPOINTS, a.cookie);
    expect(mine.body.endpoints).toMatchObject([
      { id: endpoint.id, description: null, secretHint: endpoint.secretHint },
    ]);
    const detail = await stack.api.get(`/api/outcomes/messages/${messageId}`, a.cookie);
    expect(detail.status).toBe(200);
    expect(detail.body.message).toMatchObject({
      client: { id: clientId, name: 'Ana', email: 'ana@client.test' },
    });
    const missing = await stack.api.get(`/api/outcomes/messages/${randomUUID()}`, a.cookie);
    expect(missing.status).toBe(404);
  });

  it('limits test sends per agency user, whatever IPs they come from', async () => {
    const agency = await stack.agencyWithVersion();
    const other = await stack.agencyWithVersion();
    const { endpoint } = await stack.createEndpoint(agency.cookie, stack.receiver.url);
    const { endpoint: theirs } = await stack.createEndpoint(other.cookie, stack.receiver.url);
    const send = (cookie: string, id: string, ip: string) =>
      stack.app.inject({
        method: 'POST',
        url: `${ENDPOINTS}/${id}/test`,
        // The socket's address, as without a trusted proxy the api ignores X-Forwarded-For.
        remoteAddress: ip,
        headers: { 'x-retainly-client': 'web', cookie },
      });
    // 20 a minute per user: each from its own IP, so the per-IP limit never binds.
    for (let i = 1; i <= 20; i += 1) {
      expect((await send(agency.cookie, endpoint.id, `198.51.100.${i}`)).statusCode).toBe(202);
    }
    const over = await send(agency.cookie, endpoint.id, '198.51.100.99');
    expect(over.statusCode).toBe(429);
    // Another agency is not held back by this one.
    expect((await send(other.cookie, theirs.id, '198.51.100.100')).statusCode).toBe(202);
  });
});
