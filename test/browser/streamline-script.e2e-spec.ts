/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Browser, Page } from 'playwright-core';
import {
  STREAMLINE_POLLING,
  streamlineCss,
  streamlineScript,
} from '../../libs/domain/src/streamline-output';
import { launchChromium } from '../support/browser';
import {
  TAB_IDS,
  dashboardPath,
  goBack,
  hiddenTabIds,
  navigate,
  openCrmFixture,
  presentTabIds,
  redrawSidebar,
  runGeneratedScript,
  scopeClasses,
} from './crm-sidebar-fixture';

/** The fixture's sidebar in a platform version where AI Agents has its other id. */
const TAB_IDS_WITH_ALT = TAB_IDS.map((id) => (id === 'sb_ai-agents' ? 'sb_AI Agents' : id));

/** Menu Link Removal's generated JavaScript, run in a page shaped like the platform's sidebar. */
describe('the generated menu-hiding script in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(async () => {
    await page?.close();
  });

  // 'plain': the script's CSS alone would do. 'stubborn': the platform's own styles beat that
  // CSS, so only the script's inline styles hide anything: this checks the polling itself.
  describe.each([
    ['plain', false],
    ['stubborn', true],
  ])('with %s platform styles', (_, stubbornStyles) => {
    it('hides the chosen items and no others, also when the sidebar is drawn after 2 s', async () => {
      await openCrmFixture(page, dashboardPath('AAA'), { sidebarAfterMs: 2_000, stubbornStyles });
      const chosen = ['sb_launchpad', 'sb_reputation', 'sb_app-marketplace', 'sb_ai-agents'];
      await runGeneratedScript(
        page,
        streamlineScript({ hiddenTabIds: chosen, subAccountId: null }),
      );

      await page.clock.runFor(1_500);
      expect(await presentTabIds(page)).toEqual([]);
      await page.clock.runFor(1_000); // the sidebar arrives at 2 s
      expect(await presentTabIds(page)).toEqual(TAB_IDS);
      expect(await hiddenTabIds(page)).toEqual(chosen);

      // Unscoped rules hold in every sub-account, redrawn or not.
      await navigate(page, dashboardPath('BBB'));
      await page.clock.runFor(100);
      expect(await hiddenTabIds(page)).toEqual(chosen);
      await navigate(page, dashboardPath('CCC'), { redraw: false });
      await page.clock.runFor(100);
      expect(await hiddenTabIds(page)).toEqual(chosen);
    });

    it.each([
      ['redraws', true],
      ['keeps', false],
    ])(
      'applies scoped rules only in their sub-account when the router %s the sidebar',
      async (__, redraw) => {
        await openCrmFixture(page, dashboardPath('AAA'), { stubbornStyles });
        const chosen = ['sb_memberships', 'sb_payments'];
        await runGeneratedScript(
          page,
          streamlineScript({ hiddenTabIds: chosen, subAccountId: 'AAA' }),
        );
        await page.clock.runFor(1_000);
        expect(await hiddenTabIds(page)).toEqual(chosen);

        const checkSwitches = async () => {
          await navigate(page, dashboardPath('BBB'), { redraw });
          await page.clock.runFor(100);
          expect(await hiddenTabIds(page)).toEqual([]);
          await goBack(page);
          await page.clock.runFor(100);
          expect(await hiddenTabIds(page)).toEqual(chosen);
          await navigate(page, '/v2/location/AAAB/dashboard', { redraw }); // a prefix is not a match
          await page.clock.runFor(100);
          expect(await hiddenTabIds(page)).toEqual([]);
          await navigate(page, dashboardPath('AAA'), { redraw });
          await page.clock.runFor(100);
          expect(await hiddenTabIds(page)).toEqual(chosen);
        };
        await checkSwitches();
        // After the polling has stopped, navigation alone keeps the scope right.
        await page.clock.runFor(STREAMLINE_POLLING.stopAfterMs + 1_000);
        await checkSwitches();
      },
    );

    // The router took its pushState reference before the script ran, so the wrapper never
    // sees these navigations. Chromium still fires navigatesuccess for them; without the
    // Navigation API (older browsers) only the MutationObserver sees them (the router redraws).
    it.each([
      ['with', false],
      ['without', true],
    ])(
      'follows a router that bypasses the pushState wrapper after the polling stops, %s the Navigation API',
      async (__, withoutNavigationApi) => {
        await openCrmFixture(page, dashboardPath('AAA'), {
          stubbornStyles,
          router: 'captured-push-state',
          withoutNavigationApi,
        });
        const chosen = ['sb_memberships', 'sb_payments'];
        await runGeneratedScript(
          page,
          streamlineScript({ hiddenTabIds: chosen, subAccountId: 'AAA' }),
        );
        await page.clock.runFor(STREAMLINE_POLLING.stopAfterMs + 1_000);
        expect(await scopeClasses(page)).toEqual(['sa-AAA']);
        expect(await hiddenTabIds(page)).toEqual(chosen);

        await navigate(page, dashboardPath('BBB'));
        await page.clock.runFor(100);
        expect(await scopeClasses(page)).toEqual(['sa-BBB']);
        expect(await hiddenTabIds(page)).toEqual([]);
        await navigate(page, dashboardPath('AAA'));
        await page.clock.runFor(100);
        expect(await scopeClasses(page)).toEqual(['sa-AAA']);
        expect(await hiddenTabIds(page)).toEqual(chosen);
        // A redraw without navigating: the new elements are hidden again.
        await redrawSidebar(page);
        await page.clock.runFor(100);
        expect(await hiddenTabIds(page)).toEqual(chosen);
      },
    );

    it('follows Navigation API navigations after the polling stops, without a redraw', async () => {
      await openCrmFixture(page, dashboardPath('AAA'), {
        stubbornStyles,
        router: 'navigation-api',
      });
      const chosen = ['sb_reporting'];
      await runGeneratedScript(
        page,
        streamlineScript({ hiddenTabIds: chosen, subAccountId: 'AAA' }),
      );
      await page.clock.runFor(STREAMLINE_POLLING.stopAfterMs + 1_000);
      expect(await hiddenTabIds(page)).toEqual(chosen);

      await navigate(page, dashboardPath('BBB'), { redraw: false });
      await page.clock.runFor(100);
      expect(await scopeClasses(page)).toEqual(['sa-BBB']);
      expect(await hiddenTabIds(page)).toEqual([]);
      await navigate(page, dashboardPath('AAA'), { redraw: false });
      await page.clock.runFor(100);
      expect(await scopeClasses(page)).toEqual(['sa-AAA']);
      expect(await hiddenTabIds(page)).toEqual(chosen);
    });

    it('hides a tab by its alternative id (AI Agents as "sb_AI Agents")', async () => {
      await openCrmFixture(page, dashboardPath('AAA'), {
        stubbornStyles,
        tabIds: TAB_IDS_WITH_ALT,
      });
      await runGeneratedScript(
        page,
        streamlineScript({ hiddenTabIds: ['sb_launchpad', 'sb_ai-agents'], subAccountId: 'AAA' }),
      );
      await page.clock.runFor(1_000);
      expect(await hiddenTabIds(page)).toEqual(['sb_launchpad', 'sb_AI Agents']);
      await navigate(page, dashboardPath('BBB'));
      await page.clock.runFor(100);
      expect(await hiddenTabIds(page)).toEqual([]);
    });

    it('lets scripts for different sub-accounts run side by side', async () => {
      await openCrmFixture(page, dashboardPath('AAA'), { stubbornStyles });
      for (const [subAccountId, hiddenTabIds] of [
        ['AAA', ['sb_reputation']],
        ['BBB', ['sb_reputation', 'sb_payments']],
        [null, ['sb_launchpad']],
      ] as const) {
        await runGeneratedScript(page, streamlineScript({ hiddenTabIds, subAccountId }));
      }
      await page.clock.runFor(1_000);
      expect(await hiddenTabIds(page)).toEqual(['sb_launchpad', 'sb_reputation']);
      for (const redraw of [false, true]) {
        await navigate(page, dashboardPath('BBB'), { redraw });
        await page.clock.runFor(100);
        expect(await hiddenTabIds(page)).toEqual(['sb_launchpad', 'sb_reputation', 'sb_payments']);
        await navigate(page, dashboardPath('CCC'), { redraw });
        await page.clock.runFor(100);
        expect(await hiddenTabIds(page)).toEqual(['sb_launchpad']);
        await navigate(page, dashboardPath('AAA'), { redraw });
        await page.clock.runFor(100);
        expect(await hiddenTabIds(page)).toEqual(['sb_launchpad', 'sb_reputation']);
      }
    });
  });

  it('hides alternative ids with the CSS alone (an attribute selector for an id with a space)', async () => {
    await openCrmFixture(page, dashboardPath('AAA'), { tabIds: TAB_IDS_WITH_ALT });
    await page.clock.runFor(100);
    await page.addStyleTag({
      content: streamlineCss({ hiddenTabIds: ['sb_ai-agents', 'sb_sites'], subAccountId: null }),
    });
    expect(await hiddenTabIds(page)).toEqual(['sb_sites', 'sb_AI Agents']);
  });

  it('stops its 500 ms interval after 30 s', async () => {
    await openCrmFixture(page, dashboardPath('AAA'));
    // Watch the page's timers (the fake clock's) before the script starts its own.
    await page.evaluate(() => {
      const log = { started: 0, intervals: [] as number[], cleared: [] as number[], ticks: 0 };
      Object.assign(window, { intervalLog: log });
      const realSet = window.setInterval.bind(window);
      const realClear = window.clearInterval.bind(window);
      window.setInterval = ((handler: () => void, ms?: number) => {
        const id = realSet(() => {
          log.ticks++;
          handler();
        }, ms);
        log.intervals.push(id);
        return id;
      }) as typeof window.setInterval;
      window.clearInterval = ((id?: number) => {
        if (id !== undefined && log.intervals.includes(id))
          log.cleared.push(Date.now() - log.started);
        realClear(id);
      }) as typeof window.clearInterval;
      log.started = Date.now();
    });
    await runGeneratedScript(
      page,
      streamlineScript({ hiddenTabIds: ['sb_dashboard'], subAccountId: 'AAA' }),
    );
    const log = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              intervalLog: { intervals: number[]; cleared: number[]; ticks: number };
            }
          ).intervalLog,
      );

    await page.clock.runFor(29_900);
    expect(await log()).toMatchObject({ cleared: [], ticks: 59 });
    expect((await log()).intervals).toHaveLength(1);
    await page.clock.runFor(200);
    const stopped = await log();
    expect(stopped.cleared).toHaveLength(1);
    expect(stopped.cleared[0]).toBeGreaterThanOrEqual(30_000);
    expect(stopped.cleared[0]).toBeLessThan(30_100);
    expect(stopped.ticks).toBe(60);
    await page.clock.runFor(10_000);
    expect((await log()).ticks).toBe(60);
    expect(await hiddenTabIds(page)).toEqual(['sb_dashboard']);
  });
});
