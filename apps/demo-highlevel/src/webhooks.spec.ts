import { createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startHighLevelStandIn, type HighLevelStandIn } from './stand-in';
import { call, connect, locationToken } from './spec-helpers';

interface Received {
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

/** A webhook receiver that keeps the exact bytes it got. */
async function receiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    server,
  };
}

describe('the stand-in: webhooks', () => {
  let standIn: HighLevelStandIn;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  const verifies = (item: Received) =>
    verify(
      null,
      item.raw,
      createPublicKey(standIn.publicKeyPem),
      Buffer.from(String(item.headers['x-ghl-signature']), 'base64'),
    );
  const bodies = () =>
    hooks.received.map((item) => JSON.parse(item.raw.toString('utf8')) as Record<string, unknown>);

  beforeEach(async () => {
    hooks = await receiver();
    standIn = await startHighLevelStandIn({ webhookUrl: hooks.url });
  });
  afterEach(async () => {
    await standIn.close();
    await new Promise((resolve) => hooks.server.close(resolve));
  });

  it('sends INSTALL on approval, signed with Ed25519 over the raw body', async () => {
    standIn.oauth.authorizeAs({ locationIds: standIn.demo.locationIds.slice(0, 2) });
    await connect(standIn);
    await standIn.webhooks.settled();
    expect(bodies().map((body) => [body.type, body.locationId])).toEqual([
      ['INSTALL', undefined],
      ['INSTALL', standIn.demo.locationIds[0]],
      ['INSTALL', standIn.demo.locationIds[1]],
    ]);
    for (const item of hooks.received) {
      expect(item.headers['content-type']).toBe('application/json');
      expect(verifies(item)).toBe(true);
    }
    const [agency, location] = bodies();
    expect(agency).toEqual({
      type: 'INSTALL',
      appId: standIn.app.clientId.split('-')[0],
      versionId: standIn.app.versionId,
      trial: { onTrial: false },
      installType: 'Company',
      companyId: standIn.demo.companyId,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      webhookId: expect.any(String),
    });
    expect(location).toMatchObject({
      companyName: 'Demo Agency',
      isWhitelabelCompany: false,
      whitelabelDetails: {},
      userId: standIn.demo.agencyAdminId,
    });
    expect(standIn.webhooks.deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
  });

  it('sends ContactCreate for API writes and test hooks, only where the app is installed', async () => {
    standIn.oauth.authorizeAs({ locationIds: standIn.demo.locationIds.slice(0, 1) });
    const agency = (await connect(standIn)).access_token;
    const [installedId = '', otherId = ''] = standIn.demo.locationIds;
    const token = await locationToken(standIn, agency, installedId);
    await call(standIn, token, 'POST', '/contacts/', {
      body: { locationId: installedId, firstName: 'Ada', email: 'ADA@example.com' },
    });
    standIn.state.addContact(otherId, { firstName: 'Nobody' });
    standIn.state.addAppointment(installedId);
    await standIn.webhooks.settled();
    const events = bodies().filter((body) => body.type !== 'INSTALL');
    expect(events.map((body) => [body.type, body.locationId])).toEqual([
      ['ContactCreate', installedId],
      ['AppointmentCreate', installedId],
    ]);
    expect(events[0]).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', tags: [] });
    expect(standIn.webhooks.ofType('ContactCreate').find((d) => d.skipped)?.skipped).toBe(
      'the app is not installed here',
    );
  });

  it('sends duplicates byte for byte, and forged or unsigned bodies on request', async () => {
    const original = standIn.webhooks.send({ type: 'UNINSTALL', appId: 'a', locationId: 'l' });
    await standIn.webhooks.settled();
    standIn.webhooks.duplicate(original.webhookId);
    standIn.webhooks.send({ type: 'ContactCreate', locationId: 'l' }, 'invalid');
    standIn.webhooks.send({ type: 'ContactCreate', locationId: 'l' }, 'none');
    await standIn.webhooks.settled();
    const [first, again, forged, unsigned] = hooks.received;
    expect(again?.raw.equals(first?.raw ?? Buffer.alloc(0))).toBe(true);
    expect(again?.headers['x-ghl-signature']).toBe(first?.headers['x-ghl-signature']);
    expect(forged && verifies(forged)).toBe(false);
    expect(unsigned?.headers['x-ghl-signature']).toBeUndefined();
  });

  it('holds events without a URL or with autoDeliver off, and records failures', async () => {
    standIn.webhooks.autoDeliver = false;
    standIn.webhooks.send({ type: 'Probe' });
    standIn.oauth.authorizeAs({ locationIds: [] });
    await connect(standIn);
    await standIn.webhooks.settled();
    expect(bodies().map((body) => body.type)).toEqual(['Probe']);
    expect(standIn.webhooks.deliverPending().length).toBe(1);
    await standIn.webhooks.settled();
    expect(bodies().map((body) => body.type)).toEqual(['Probe', 'INSTALL']);

    standIn.webhooks.url = 'http://127.0.0.1:9/nothing-here';
    const failed = standIn.webhooks.send({ type: 'Probe' });
    await standIn.webhooks.settled();
    expect(failed.error).toBeDefined();
    standIn.webhooks.url = undefined;
    expect(standIn.webhooks.send({ type: 'Probe' }).skipped).toBe('no webhook URL');
  });
});
