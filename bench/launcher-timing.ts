import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { helpLauncherScript } from '@retainly/domain';
import { benchAgency } from './bench-database';
import { legacyHelpSnippet, startFakeCrm } from './fake-crm';
import { percentile } from './stats';

/** The help launcher's figures for bench:web (medians of RUNS alternating runs). */
export interface LauncherFigures {
  gzipKb: number;
  /** The fake CRM without the launcher: navigation start to its load event (warm cache). */
  baselineLoadMs: number;
  /** The same page with the launcher: navigation start to its load event (warm cache). */
  withLauncherLoadMs: number;
  /** Navigation start to the launcher's button being drawn (warm cache). */
  buttonMs: number;
  /** buttonMs beyond the page without the launcher: what the client waits longer for. */
  addedMs: number;
  /** The button after its own page's load event (one page, so free of run-to-run noise). */
  afterLoadMs: number;
  /** The same on a first visit (cold cache: the script and the config fetched). */
  addedColdMs: number;
  /** With BENCH_LAUNCHER_LEGACY=1: addedMs of the snippet before launcher.js, same runs. */
  legacyAddedMs?: number;
}

const RUNS = Number(process.env.BENCH_LAUNCHER_RUNS ?? 15);
const VERSION_ID = 'BenchHelpVer';
const CPU_SLOWDOWN = 4;
/** Also measures the older snippet (script + preloaded config fetch), alternating with the rest. */
const WITH_LEGACY = process.env.BENCH_LAUNCHER_LEGACY === '1';

/** Notes when the launcher's host element arrives, then waits a frame for it to be drawn. */
const WATCH_BUTTON = `new MutationObserver(function (records, observer) {
  if (!document.querySelector("crm-help-launcher")) return;
  observer.disconnect();
  requestAnimationFrame(function () { window.benchButtonAt = performance.now(); });
}).observe(document, { childList: true, subtree: true });`;

/** An approved agency whose help button may show on `crmOrigin`. */
async function seed(db: DataSource, crmOrigin: string) {
  const agency = {
    email: 'launcher@bench.test',
    approval: 'YES',
    plan: 'ADVANCED' as const,
    email_confirmed_at: new Date(),
    primary_color: '#1d4ed8',
  };
  const user = await benchAgency(db, agency, VERSION_ID);
  await db.query(
    `INSERT INTO agency_help_settings (user_id, version_id, crm_origins) VALUES ($1, $2, $3)`,
    [user.id, VERSION_ID, [crmOrigin]],
  );
}

/** One load at 4x CPU slowdown: its load event and, with the launcher, its button's time. */
async function loadOnce(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(WATCH_BUTTON);
  await page.goto(url, { waitUntil: 'load' });
  const loadMs = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0].toJSON().loadEventStart as number,
  );
  const launcher = await page.evaluate(() => document.body.innerHTML.includes('help-launcher'));
  let buttonMs: number | undefined;
  if (launcher) {
    await page
      .waitForFunction(() => 'benchButtonAt' in window, undefined, { timeout: 10_000 })
      .catch((error: Error) => {
        throw new Error(`The launcher's button never appeared: ${error.message}`);
      });
    buttonMs = await page.evaluate(() => (window as never)['benchButtonAt'] as number);
  }
  await page.close();
  return { loadMs, buttonMs };
}

export async function measureLauncher(
  db: DataSource,
  apiUrl: string,
  webDist: string,
  chromiumPath: string,
): Promise<LauncherFigures> {
  const gzipKb = gzipSync(readFileSync(join(webDist, 'help-launcher.js')), { level: 9 }).length;
  const crm = await startFakeCrm();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    await seed(db, crm.origin);
    const snippet = helpLauncherScript(apiUrl, VERSION_ID);
    const samples = {
      baseline: [] as number[],
      load: [] as number[],
      button: [] as number[],
      afterLoad: [] as number[],
    };
    const cold = { baseline: [] as number[], button: [] as number[] };
    const legacyButton: number[] = [];
    const variants = WITH_LEGACY ? 3 : 2;
    for (let run = 0; run < RUNS * variants; run += 1) {
      const withLauncher = run % variants === 1;
      const legacy = run % variants === 2;
      crm.setSnippet(
        withLauncher ? snippet : legacy ? legacyHelpSnippet(apiUrl, VERSION_ID) : null,
      );
      // A first visit (cold cache), then the usual CRM page view: the launcher cached for an
      // hour and its config for a minute by the browser.
      const context = await browser.newContext();
      for (const visit of ['cold', 'warm'] as const) {
        const { loadMs, buttonMs } = await loadOnce(
          context,
          `${crm.origin}/v2/location/B1/contacts`,
        );
        if (legacy) {
          if (visit === 'warm') legacyButton.push(buttonMs!);
        } else if (visit === 'cold')
          (withLauncher ? cold.button : cold.baseline).push(buttonMs ?? loadMs);
        else if (!withLauncher) samples.baseline.push(loadMs);
        else {
          samples.load.push(loadMs);
          samples.button.push(buttonMs!);
          samples.afterLoad.push(buttonMs! - loadMs);
        }
      }
      await context.close();
    }
    const median = (values: number[]) => percentile(values, 0.5);
    return {
      gzipKb: gzipKb / 1024,
      baselineLoadMs: median(samples.baseline),
      withLauncherLoadMs: median(samples.load),
      buttonMs: median(samples.button),
      addedMs: median(samples.button) - median(samples.baseline),
      afterLoadMs: median(samples.afterLoad),
      addedColdMs: median(cold.button) - median(cold.baseline),
      legacyAddedMs: WITH_LEGACY ? median(legacyButton) - median(samples.baseline) : undefined,
    };
  } finally {
    await browser.close();
    await crm.close();
  }
}
