import { generateKeyPairSync } from 'node:crypto';
import { startHighLevelStandIn, type HighLevelStandIn } from './stand-in';

describe('the stand-in on its own: /_standin and a stable webhook key', () => {
  let standIn: HighLevelStandIn;
  afterEach(() => standIn.close());

  it('lets the demo page change a sub-account and shows the state', async () => {
    standIn = await startHighLevelStandIn();
    const locationId = standIn.demo.locationIds[4] ?? '';
    const page = await (await fetch(`${standIn.url}/demo/location/${locationId}`)).text();
    expect(page).toContain(`action="/_standin/locations/${locationId}/calendar?userId=`);

    const posted = await fetch(
      `${standIn.url}/_standin/locations/${locationId}/calendar?userId=u1`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      },
    );
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toBe(`/demo/location/${locationId}?userId=u1`);
    const viaJson = await fetch(`${standIn.url}/_standin/locations/${locationId}/workflow`, {
      method: 'POST',
    });
    expect(await viaJson.json()).toMatchObject({
      change: 'workflow',
      made: { status: 'published' },
    });

    await fetch(`${standIn.url}/_standin/webhook-url`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'http://127.0.0.1:9/hooks' }),
    });
    const state = (await (await fetch(`${standIn.url}/_standin/state`)).json()) as {
      locations: { id: string; calendars: number; publishedWorkflows: number }[];
      webhookUrl: string;
    };
    expect(state.locations.find((location) => location.id === locationId)).toMatchObject({
      calendars: 1,
      publishedWorkflows: 1,
    });
    expect(state.webhookUrl).toBe('http://127.0.0.1:9/hooks');
  });

  it('signs with a given Ed25519 private key', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    standIn = await startHighLevelStandIn({
      webhookPrivateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    expect(standIn.publicKeyPem).toBe(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  });
});
