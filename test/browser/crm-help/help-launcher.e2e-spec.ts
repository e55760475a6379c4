/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Frame, Page } from 'playwright-core';
import { helpLauncherScript } from '../../../libs/domain/src/help-settings';
import { legacyHelpSnippet, startFakeCrm, type FakeCrm } from '../../../bench/fake-crm';
import { useBrowserStack } from '../../support/browser-stack';
import { waitFor } from '../../support/wait-for';
import { updateUser } from '../../support/factories';

type CrmWindow = Window & { crmErrors: string[]; crmLoadMarker: string; crmGo(path: string): void };
const LABEL = 'Get help';

/** Polls `read` until it equals `expected` (jest's expect has no poll), then asserts it. */
async function eventually<T>(read: () => Promise<T>, expected: T) {
  let last: T | undefined;
  await waitFor(
    `${JSON.stringify(expected)}`,
    async () => {
      last = await read();
      return JSON.stringify(last) === JSON.stringify(expected);
    },
    { timeoutMs: 5_000 },
  ).catch(() => undefined);
  expect(last).toEqual(expected);
}
const page = (path: string) => `/v2/location/${path}`;

/**
 * The help launcher in Chromium on a fake CRM at another origin than the api (its own global
 * CSS, error counter and pushState router): it appears, follows sub-account and page changes
 * without a reload, tells the framed portal where the client is, leaves the host's styles and
 * errors alone, honours the scoping, stays silent without its api, and works by keyboard.
 */
describe('the help launcher on a fake CRM', () => {
  const browser = useBrowserStack();
  let crm: FakeCrm;
  let versionId: string;
  let cookie: string;

  const saveSettings = (subAccountIds: string[] | null) =>
    browser.stack.api.put(
      '/api/onboarding/help',
      { versionId, crmOrigins: [crm.origin], subAccountIds, label: LABEL },
      cookie,
    );

  beforeAll(async () => {
    crm = await startFakeCrm();
    const agency = await browser.stack.signedInAgency('ADVANCED', 'YES');
    cookie = agency.cookie;
    const created = await browser.stack.api.post(
      '/api/onboarding/versions',
      { tier: 'basic' },
      cookie,
    );
    versionId = (created.body.versions as { id: string }[])[0].id;
    await updateUser(browser.stack.env.db, { id: agency.userId }, { primary_color: '#1d4ed8' });
    expect((await saveSettings(null)).status).toBe(200);
  });
  afterAll(() => crm?.close());

  /** Opens the CRM at `path` with the agency's snippet (or another) and collects page errors. */
  async function openCrm(path: string, snippet = helpLauncherScript(browser.baseUrl, versionId)) {
    const errors: string[] = [];
    // One collector per page load: an earlier test's would keep collecting into its old list.
    browser.page.removeAllListeners('pageerror');
    browser.page.on('pageerror', (error) => errors.push(error.message));
    crm.setSnippet(snippet);
    await browser.page.goto(`${crm.origin}${path}`);
    return errors;
  }
  const button = () => browser.page.getByRole('button', { name: LABEL });
  const hostErrors = () => browser.page.evaluate(() => (window as unknown as CrmWindow).crmErrors);
  const go = (path: string) =>
    browser.page.evaluate((to) => (window as unknown as CrmWindow).crmGo(to), path);
  const helpFrame = async (p: Page): Promise<Frame> => {
    await p.waitForFunction(() => true);
    for (let i = 0; i < 100; i += 1) {
      const frame = p.frames().find((f) => f.url().includes('/help'));
      if (frame) return frame;
      await p.waitForTimeout(50);
    }
    throw new Error('no help frame');
  };

  it('appears, follows sub-account and page changes without a reload, and tells the panel', async () => {
    const errors = await openCrm(page('Loc1/contacts'));
    await button().waitFor();
    const marker = await browser.page.evaluate(
      () => (window as unknown as CrmWindow).crmLoadMarker,
    );

    await button().click();
    const dialog = browser.page.getByRole('dialog', { name: LABEL });
    await dialog.waitFor();
    const frame = await helpFrame(browser.page);
    await frame.waitForLoadState('load');
    // Framed by its own CRM: the embed page loaded (a refused frame shows Chromium's error page).
    expect(frame.url()).toBe(`${browser.baseUrl}/${versionId}/help?route=contacts&sa=Loc1`);
    expect(await frame.evaluate(() => document.getElementById('root') !== null)).toBe(true);
    // One header and one close button: the framed page's; the launcher adds none of its own.
    expect(await dialog.evaluate((p) => Array.from(p.children).map((c) => c.tagName))).toEqual([
      'IFRAME',
    ]);
    await frame.getByRole('banner').waitFor();
    expect(await frame.getByRole('banner').count()).toBe(1);
    expect(await browser.page.getByRole('button', { name: /close/i }).count()).toBe(0);
    expect(await frame.getByRole('button', { name: /close/i }).count()).toBe(1);
    await frame.evaluate(() => {
      const seen: unknown[] = ((window as unknown as { seen: unknown[] }).seen = []);
      addEventListener('message', (e) => seen.push({ origin: e.origin, data: e.data }));
    });

    await go(page('Loc2/conversations'));
    await go(page('Loc2/opportunities'));
    await eventually(
      () => frame.evaluate(() => (window as unknown as { seen: unknown[] }).seen),
      [
        {
          origin: crm.origin,
          data: { type: 'help:context', route: 'conversations', subAccountId: 'Loc2' },
        },
        {
          origin: crm.origin,
          data: { type: 'help:context', route: 'opportunities', subAccountId: 'Loc2' },
        },
      ],
    );
    expect(await button().isVisible()).toBe(true);
    expect(await browser.page.evaluate(() => (window as unknown as CrmWindow).crmLoadMarker)).toBe(
      marker,
    );
    expect(await hostErrors()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("leaves the host's styles alone and keeps the host's CSS out of its own", async () => {
    const styleOf = () =>
      browser.page.evaluate(() =>
        ['crm-button', 'crm-page']
          .map((id) => {
            const style = getComputedStyle(document.getElementById(id)!);
            return [
              style.fontFamily,
              style.color,
              style.padding,
              style.backgroundColor,
              style.letterSpacing,
            ];
          })
          .concat([
            [getComputedStyle(document.body).color, getComputedStyle(document.body).fontSize],
          ]),
      );
    await openCrm(page('Loc1/dashboard'), '');
    const before = await styleOf();
    await openCrm(page('Loc1/dashboard'));
    await button().waitFor();
    expect(await styleOf()).toEqual(before);

    const own = await button().evaluate((b) => {
      const style = getComputedStyle(b);
      return [
        style.backgroundColor,
        style.color,
        style.padding,
        style.fontFamily.includes('Courier'),
      ];
    });
    expect(own).toEqual(['rgb(29, 78, 216)', 'rgb(255, 255, 255)', '10px 16px', false]);
    await button().click();
    const panel = browser.page.getByRole('dialog', { name: LABEL });
    expect(await panel.evaluate((p) => p.getBoundingClientRect().width)).toBeGreaterThan(300);
    const frameShown = await panel.evaluate(
      (p) => getComputedStyle(p.querySelector('iframe')!).display,
    );
    expect(frameShown).not.toBe('none');
    expect(await hostErrors()).toEqual([]);
  });

  it('works by keyboard: Tab, Enter opens, Escape closes and gives focus back', async () => {
    await openCrm(page('Loc1/payments'));
    await button().waitFor();
    const focusedIsLauncher = () =>
      browser.page.evaluate(() => {
        const host = document.activeElement;
        const inner = host?.shadowRoot?.activeElement;
        return inner ? `${inner.tagName}:${inner.getAttribute('aria-expanded')}` : host?.id;
      });
    await browser.page.keyboard.press('Tab'); // the CRM's own button first
    expect(await focusedIsLauncher()).toBe('crm-button');
    await browser.page.keyboard.press('Tab');
    expect(await focusedIsLauncher()).toBe('BUTTON:false');
    expect(await button().evaluate((b) => getComputedStyle(b).outlineStyle)).toBe('solid');

    await browser.page.keyboard.press('Enter');
    expect(await button().getAttribute('aria-expanded')).toBe('true');
    const controls = await button().getAttribute('aria-controls');
    expect(await browser.page.getByRole('dialog', { name: LABEL }).getAttribute('id')).toBe(
      controls,
    );
    // Focus moves into the panel's frame, whose header holds the one close button.
    expect(
      await browser.page
        .getByRole('dialog', { name: LABEL })
        .evaluate(
          (p) => p.querySelector('iframe') === (p.getRootNode() as ShadowRoot).activeElement,
        ),
    ).toBe(true);
    const opened = await helpFrame(browser.page);
    await opened.getByRole('button', { name: 'Close help' }).waitFor();

    await browser.page.keyboard.press('Escape');
    await eventually(() => browser.page.getByRole('dialog', { name: LABEL }).isVisible(), false);
    expect(await focusedIsLauncher()).toBe('BUTTON:false');

    // The panel's own close message, only from the framed portal.
    await browser.page.keyboard.press('Enter');
    await browser.page.evaluate(() => window.postMessage({ type: 'help:close' }, '*'));
    await browser.page.waitForTimeout(100);
    expect(await button().getAttribute('aria-expanded')).toBe('true');
    const frame = await helpFrame(browser.page);
    await frame.waitForLoadState('load');
    await frame.evaluate(() => parent.postMessage({ type: 'help:close' }, '*'));
    await eventually(() => button().getAttribute('aria-expanded'), 'false');
    expect(await hostErrors()).toEqual([]);
  });

  it('still works from a snippet pasted before launcher.js (script + config fetch)', async () => {
    const errors = await openCrm(
      page('Loc1/contacts'),
      legacyHelpSnippet(browser.baseUrl, versionId),
    );
    await button().waitFor();
    await button().click();
    await browser.page.getByRole('dialog', { name: LABEL }).waitFor();
    expect((await helpFrame(browser.page)).url()).toBe(
      `${browser.baseUrl}/${versionId}/help?route=contacts&sa=Loc1`,
    );
    expect(await hostErrors()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows only in the scoped sub-accounts, also after switching without a reload', async () => {
    expect((await saveSettings(['Loc1'])).status).toBe(200);
    try {
      await openCrm(page('Loc1/dashboard'));
      await button().waitFor();
      await go(page('Loc9/dashboard'));
      await eventually(() => button().isVisible(), false);
      await go('/v2/agency/settings'); // outside any sub-account
      await eventually(() => button().isVisible(), false);
      await go(page('Loc1/contacts'));
      await eventually(() => button().isVisible(), true);
      expect(await hostErrors()).toEqual([]);
    } finally {
      await saveSettings(null);
    }
  });

  it.each([
    ['the api is down', () => helpLauncherScript('http://127.0.0.1:9', versionId)],
    ['the version has no help', () => helpLauncherScript(browser.baseUrl, 'NoSuchVersn2')],
  ])('does nothing and throws nothing when %s', async (_, snippet) => {
    const errors = await openCrm(page('Loc1/contacts'), snippet());
    await browser.page.waitForTimeout(1_500);
    await go(page('Loc2/contacts'));
    expect(await browser.page.locator('crm-help-launcher').count()).toBe(0);
    expect(await button().count()).toBe(0);
    expect(await hostErrors()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
