/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { MENU_FEATURES } from '../../libs/domain/src/menu-features';

/**
 * A stand-in for the white-labelled platform: a sidebar with every tab id of the feature list
 * and a tiny router that switches sub-account by history.pushState (or the Navigation API),
 * redrawing the sidebar the way a single-page app does. Served by page.route, so no server is
 * needed.
 */
export const CRM_ORIGIN = 'https://app.crm.test';
export const TAB_IDS = MENU_FEATURES.map((f) => f.tabId);

export const dashboardPath = (subAccountId: string) => `/v2/location/${subAccountId}/dashboard`;

export interface FixtureOptions {
  /** Draw the sidebar this long after load, as the platform does (default 0). */
  sidebarAfterMs?: number;
  /**
   * The platform's own styles win over a plain `#sb_x { display: none !important }`, so only
   * the script's inline styles can hide a tab.
   */
  stubbornStyles?: boolean;
  /** The sidebar's ids, in order (default TAB_IDS); e.g. with an alternative id. */
  tabIds?: readonly string[];
  /**
   * How the router navigates. 'history': history.pushState as it is when called, so the
   * script's wrapper sees it. 'captured-push-state': a pushState reference taken at load,
   * before the script runs, which bypasses the wrapper. 'navigation-api': navigation.navigate,
   * intercepted as a same-document navigation.
   */
  router?: 'history' | 'captured-push-state' | 'navigation-api';
  /** Hide `window.navigation` from later scripts, as in a browser without the Navigation API. */
  withoutNavigationApi?: boolean;
}

function fixtureHtml({
  sidebarAfterMs = 0,
  stubbornStyles = false,
  tabIds = TAB_IDS,
  router = 'history',
  withoutNavigationApi = false,
}: FixtureOptions): string {
  const itemStyle = stubbornStyles
    ? 'html body nav#sidebar-v2 a[id] { display: flex !important; }'
    : '#sidebar-v2 a { display: flex; }';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>CRM</title><style>${itemStyle}</style></head>
<body>
<nav id="sidebar-v2" aria-label="Main"></nav>
<main id="page"></main>
<script>
  var TAB_IDS = ${JSON.stringify(tabIds)};
  var ROUTER = ${JSON.stringify(router)};
  var capturedPushState = history.pushState;
  window.crm = {
    tabIds: TAB_IDS,
    redraws: 0,
    /** When false, navigation keeps the same sidebar elements. */
    redrawOnNavigate: true,
    draw: function () {
      document.getElementById("sidebar-v2").innerHTML = TAB_IDS.map(function (id) {
        return '<a id="' + id + '" href="#"><span class="nav-title">' + id + "</span></a>";
      }).join("");
      document.getElementById("page").textContent = location.pathname;
      window.crm.redraws++;
    },
    navigate: function (path) {
      if (ROUTER === "navigation-api") return navigation.navigate(path).finished;
      if (ROUTER === "captured-push-state") capturedPushState.call(history, {}, "", path);
      else history.pushState({}, "", path);
      if (window.crm.redrawOnNavigate) window.crm.draw();
    },
  };
  if (ROUTER === "navigation-api") {
    navigation.addEventListener("navigate", function (event) {
      if (!event.canIntercept || event.navigationType !== "push") return;
      event.intercept({
        handler: function () {
          if (window.crm.redrawOnNavigate) window.crm.draw();
        },
      });
    });
  }
  window.addEventListener("popstate", function () {
    if (window.crm.redrawOnNavigate) window.crm.draw();
  });
  if (${JSON.stringify(withoutNavigationApi)}) window.navigation = undefined;
  setTimeout(window.crm.draw, ${sidebarAfterMs});
</script>
</body>
</html>`;
}

/** Opens the fixture at `path` with a paused fake clock: time moves only by page.clock.runFor. */
export async function openCrmFixture(page: Page, path: string, options: FixtureOptions = {}) {
  const start = Date.parse('2025-01-06T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000); // otherwise the fake clock also follows real time
  await page.route(`${CRM_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: fixtureHtml(options) }),
  );
  await page.goto(`${CRM_ORIGIN}${path}`);
}

/** Runs a generated <script> block's JavaScript in the page, as the platform would. */
export async function runGeneratedScript(page: Page, scriptBlock: string) {
  const content = scriptBlock.replace(/^<script>\n/, '').replace(/\n<\/script>$/, '');
  await page.addScriptTag({ content });
}

/** Tab ids (of those the fixture draws) whose computed display is none, in sidebar order. */
export function hiddenTabIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as CrmWindow).crm.tabIds.filter((id) => {
      const element = document.getElementById(id);
      return element !== null && getComputedStyle(element).display === 'none';
    }),
  );
}

/** Tab ids present in the page (the sidebar may not be drawn yet). */
export function presentTabIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as CrmWindow).crm.tabIds.filter((id) => document.getElementById(id)),
  );
}

/** The sub-account classes on <html>. */
export function scopeClasses(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.documentElement.classList).filter((name) => name.startsWith('sa-')),
  );
}

/** Redraws the sidebar without navigating, as the platform does now and then. */
export async function redrawSidebar(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as CrmWindow).crm.draw());
}

/** Navigates by history.back() and waits for the popstate the browser dispatches. */
export function goBack(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('popstate', () => resolve(), { once: true });
        history.back();
      }),
  );
}

interface CrmWindow {
  crm: {
    tabIds: string[];
    draw(): void;
    navigate(path: string): Promise<unknown> | undefined;
    redrawOnNavigate: boolean;
    redraws: number;
  };
}

/** The fixture's router: pushState, then a sidebar redraw unless turned off. */
export async function navigate(page: Page, path: string, { redraw = true } = {}): Promise<void> {
  await page.evaluate(
    async ({ path, redraw }) => {
      const { crm } = window as unknown as CrmWindow;
      crm.redrawOnNavigate = redraw;
      await crm.navigate(path);
    },
    { path, redraw },
  );
}
