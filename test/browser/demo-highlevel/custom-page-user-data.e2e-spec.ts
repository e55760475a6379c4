import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import CryptoJS from 'crypto-js';
import type { Browser } from 'playwright-core';
import { startHighLevelStandIn, type HighLevelStandIn } from '../../../apps/demo-highlevel/src';
import { call, connect } from '../../../apps/demo-highlevel/src/spec-helpers';
import { launchChromium } from '../../support/browser';

/** The custom page of the docs (shared_secret_customJS_customPages.md), on another origin. */
const CUSTOM_PAGE = `<!doctype html><html><body><pre id="out">waiting</pre><script>
new Promise((resolve) => {
  window.parent.postMessage({ message: 'REQUEST_USER_DATA' }, '*');
  const messageHandler = ({ data }) => {
    if (data.message === 'REQUEST_USER_DATA_RESPONSE') {
      window.removeEventListener('message', messageHandler);
      resolve(data.payload);
    }
  };
  window.addEventListener('message', messageHandler);
}).then((payload) => { document.getElementById('out').textContent = payload; });
</script></body></html>`;

describe('the HighLevel stand-in’s CRM page answers a custom page’s REQUEST_USER_DATA', () => {
  let standIn: HighLevelStandIn;
  let app: Server;
  let browser: Browser;

  beforeAll(async () => {
    standIn = await startHighLevelStandIn({ app: { sharedSecret: 'browser-secret' } });
    app = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end(CUSTOM_PAGE),
    );
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => app.close(resolve));
    await standIn.close();
  });

  it('posts the encrypted user context into the iframe, and exposeSessionDetails resolves it', async () => {
    const { access_token } = await connect(standIn);
    const locationId = standIn.demo.locationIds[0] ?? '';
    const url = `http://127.0.0.1:${(app.address() as AddressInfo).port}/crm`;
    const created = await call(standIn, access_token, 'POST', '/custom-menus/', {
      body: {
        title: 'Onboarding',
        url,
        icon: { name: 'graduation-cap', fontFamily: 'fas' },
        showOnCompany: false,
        showOnLocation: true,
        showToAllLocations: true,
        locations: [],
        openMode: 'iframe',
        userRole: 'all',
      },
    });
    expect(created.status).toBe(201);

    const page = await browser.newPage();
    await page.goto(`${standIn.url}/demo/location/${locationId}`);
    const frame = page.frameLocator('#app-frame');
    await frame
      .locator('#out')
      .filter({ hasText: /^U2FsdGVkX1/ })
      .waitFor();
    const blob = (await frame.locator('#out').textContent()) ?? '';
    const user = JSON.parse(
      CryptoJS.AES.decrypt(blob, 'browser-secret').toString(CryptoJS.enc.Utf8),
    );
    expect(user).toMatchObject({
      userId: standIn.demo.agencyAdminId,
      companyId: standIn.demo.companyId,
      activeLocation: locationId,
      type: 'agency',
    });
    const appId = standIn.app.clientId.split('-')[0];
    const exposed = await page.evaluate(
      (id) =>
        (
          window as unknown as { exposeSessionDetails(id: string): Promise<string> }
        ).exposeSessionDetails(id),
      appId,
    );
    expect(
      JSON.parse(CryptoJS.AES.decrypt(exposed, 'browser-secret').toString(CryptoJS.enc.Utf8)),
    ).toEqual(user);
    await page.close();
  });
});
