/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { DAY_MS } from '@retainly/domain';
import { useApiBrowser } from '../../support/browser-stack';
import { insertClientStall } from '../../support/outcome-factories';
import {
  agencyWithVersion,
  mentionsOfUs,
  overflowsSideways,
  seriousA11yProblems,
} from './portal-support';

const BRAND = { primary: '#7c3aed', secondary: '#a7f3d0', tertiary: '#f97316' };
const INVALID = "This link doesn't work. It may have been copied only in part.";

/**
 * /unsubscribe?token=: where a reminder e-mail's 'stop these e-mails' link leads. It is the
 * client's page (the agency's name and colour, never ours), asks before it stops anything, and
 * says clearly when the link is broken.
 */
describe('the unsubscribe page in Chromium', () => {
  const portal = useApiBrowser();
  let page: Page;
  let versionId: string;

  beforeAll(async () => {
    versionId = await agencyWithVersion(portal.env, {
      agencyName: 'Unsub Co',
      loginWith: 'EMAIL',
      colors: BRAND,
    });
  });

  beforeEach(async () => {
    page = await (
      await portal.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
  });

  afterEach(() => page.context().close());

  /** A stalled client who got a reminder, and that reminder's unsubscribe token. */
  async function nudgedClient(email: string) {
    const [{ id, userId }] = await portal.env.db.query(
      `INSERT INTO portal_clients (version_id, name, email, identity, last_login_at)
       VALUES ($1, 'Una Sub', $2, $2, now() - interval '5 days')
       RETURNING id, (SELECT user_id FROM agency_versions WHERE id = $1) AS "userId"`,
      [versionId, email],
    );
    const stallId = await insertClientStall(portal.env.db, {
      client_id: id,
      user_id: userId,
      reason: 'idle',
      inactive_since: new Date(Date.now() - 5 * DAY_MS),
      nudges_sent: 1,
    });
    const token = randomBytes(32).toString('base64url');
    await portal.env.db.query(
      `INSERT INTO client_nudges (stall_id, client_id, number, status, unsubscribe_token_hash,
         sent_at) VALUES ($1, $2, 1, 'sent', $3, now())`,
      [stallId, id, createHash('sha256').update(token).digest()],
    );
    return { clientId: id as string, token };
  }

  const unsubscribedAt = async (clientId: string) =>
    (
      await portal.env.db.query(
        `SELECT nudges_unsubscribed_at AS at FROM portal_clients WHERE id = $1`,
        [clientId],
      )
    )[0].at as Date | null;

  it('asks in the agency’s name and colour, then stops the reminders', async () => {
    const { clientId, token } = await nudgedClient('una@unsub.test');
    const response = await page.goto(`${portal.baseUrl}/unsubscribe?token=${token}`);
    expect(response?.status()).toBe(200);
    // Served as the agency's page: never indexed, no Retainly name or icon.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    const ask = page.getByRole('heading', { name: 'Stop reminder e-mails from Unsub Co?' });
    await ask.waitFor();
    const button = page.getByRole('button', { name: 'Stop reminder e-mails' });
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(124, 58, 237)',
    );
    expect(await mentionsOfUs(page)).toEqual([]);
    expect(await seriousA11yProblems(page)).toEqual([]);
    // Opening the link (a mail scanner does) stops nothing.
    expect(await unsubscribedAt(clientId)).toBeNull();

    await button.click();
    await page
      .getByRole('heading', { name: "You won't get reminder e-mails from Unsub Co any more." })
      .waitFor();
    expect(await unsubscribedAt(clientId)).not.toBeNull();
    expect(await page.title()).toContain('Unsub Co');
    expect(await mentionsOfUs(page)).toEqual([]);

    // Opening it again says it is done.
    await page.reload();
    await page
      .getByRole('heading', { name: "You won't get reminder e-mails from Unsub Co any more." })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Stop reminder e-mails' }).count()).toBe(0);
  });

  it('says clearly when the link is broken or missing', async () => {
    for (const query of ['?token=not-a-real-token', '?token=', '']) {
      await page.goto(`${portal.baseUrl}/unsubscribe${query}`);
      await page.getByRole('heading', { name: INVALID }).waitFor();
      expect(await page.getByRole('button', { name: 'Stop reminder e-mails' }).count()).toBe(0);
      expect(await mentionsOfUs(page)).toEqual([]);
    }
  });

  it('fits a phone', async () => {
    const { token } = await nudgedClient('phone@unsub.test');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${portal.baseUrl}/unsubscribe?token=${token}`);
    await page.getByRole('button', { name: 'Stop reminder e-mails' }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
  });
});
