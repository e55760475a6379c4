import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_PATH } from '../test/support/browser';
import { spawnApi, stopAll, waitUntilUp } from './api-process';
import { createBenchDatabase } from './bench-database';
import { measureLauncher } from './launcher-timing';
import { runBench } from './run-bench';
import { percentile, round } from './stats';

/**
 * `npm run bench:web`: Lighthouse (its default mobile config: simulated slow 4G and a mid-range
 * phone's CPU) on the production build of / and /pricing served by the real api, beside a
 * minimal static HTML page (the baseline) in the same run. BENCH_WEB_RUNS runs per page (default
 * 3); every figure is the median of those runs. "initial JS" is the gzipped size of the scripts
 * requested before the largest contentful paint: what a visitor's phone waits for. Debian's
 * Chromium only (CHROMIUM_PATH); a browser is never downloaded. WEB_DIST_DIR serves another build.
 * Then the CRM help launcher (launcher-timing.ts): its gzipped size, and on a fake CRM page with
 * a 4x CPU slowdown the time to its button beside the same page without it.
 * BENCH_WEB_ONLY=launcher skips Lighthouse and measures the launcher only (to iterate on it);
 * BENCH_LAUNCHER_LEGACY=1 also measures the older snippet (/help-launcher.js + config fetch) in
 * the same alternating runs. BENCH_LAUNCHER_RUNS: runs per variant (default 15).
 */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** When set, each run's full Lighthouse report (JSON) is written there, to see why a figure moved. */
const REPORT_DIR = process.env.BENCH_WEB_REPORT_DIR;
const LAUNCHER_ONLY = process.env.BENCH_WEB_ONLY === 'launcher';

const BASELINE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baseline</title><meta name="description" content="A static page: the floor of every figure.">
</head><body><main><h1>Hello</h1><p>A minimal static page served by node:http.</p></main></body></html>`;
const BASELINE_SERVER = `require('node:http').createServer((q, s) => {
  if (q.url !== '/') return s.writeHead(404).end();
  s.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(process.env.HTML);
}).listen(Number(process.env.PORT), '127.0.0.1')`;

/** The few parts of a Lighthouse result this bench reads (the package's own types are ESM). */
interface NetworkRequest {
  url: string;
  resourceType?: string;
  rendererStartTime: number;
  transferSize: number;
  statusCode: number;
}
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      errorMessage?: string;
      details?: { items?: unknown[]; debugData?: { networkStartTimeTs?: number } };
    }
  >;
  runtimeError?: { message: string };
}
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResult } | undefined>;
interface LaunchedChrome {
  port: number;
  kill(): Promise<void> | void;
}
type LaunchChrome = (options: {
  chromePath: string;
  chromeFlags: string[];
}) => Promise<LaunchedChrome>;

/** One Lighthouse run's figures (bytes as KB). */
interface Figures {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Every script the page loaded, as the server sent it (headers included). */
  jsTransferredKb: number;
  /** The same scripts gzipped (what a compressing server or CDN would send). */
  jsGzipKb: number;
  /** Scripts requested before the largest contentful paint, gzipped: what the first view waits for. */
  initialJsGzipKb: number;
  /** The first script the page requested (index.html's entry chunk: React, the router), gzipped. */
  mainChunkGzipKb: number;
}

const FIGURES: { key: keyof Figures; name: string; unit: string; digits: number }[] = [
  { key: 'performance', name: 'performance', unit: 'score', digits: 0 },
  { key: 'accessibility', name: 'accessibility', unit: 'score', digits: 0 },
  { key: 'seo', name: 'SEO', unit: 'score', digits: 0 },
  { key: 'lcpMs', name: 'LCP', unit: 'ms', digits: 0 },
  { key: 'cls', name: 'CLS', unit: 'unitless', digits: 3 },
  { key: 'tbtMs', name: 'TBT', unit: 'ms', digits: 0 },
  { key: 'jsTransferredKb', name: 'JS transferred', unit: 'KB', digits: 1 },
  { key: 'jsGzipKb', name: 'JS gzipped', unit: 'KB', digits: 1 },
  { key: 'initialJsGzipKb', name: 'initial JS', unit: 'KB', digits: 1 },
  { key: 'mainChunkGzipKb', name: 'main chunk', unit: 'KB', digits: 1 },
];

// Lighthouse and chrome-launcher are ES modules; a real import() (not require) loads them.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(
  specifier: string,
) => Promise<T>;

const gzippedBytes = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  if (!gzippedBytes.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzippedBytes.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzippedBytes.get(url)!;
}

const score = (lhr: LighthouseResult, category: string) =>
  Math.round((lhr.categories[category]?.score ?? NaN) * 100);
const numeric = (lhr: LighthouseResult, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

async function figuresOf(lhr: LighthouseResult): Promise<Figures> {
  const network = lhr.audits['network-requests']?.details;
  const scripts = ((network?.items ?? []) as NetworkRequest[]).filter(
    (request) => request.resourceType === 'Script' && request.statusCode === 200,
  );
  // network-requests times count from the first request; the metrics from navigation start.
  const metrics = lhr.audits.metrics?.details?.items?.[0] as
    { observedNavigationStartTs: number; observedLargestContentfulPaint: number } | undefined;
  const networkStartMs = (network?.debugData?.networkStartTimeTs ?? NaN) / 1000;
  const lcpAtMs = metrics
    ? metrics.observedNavigationStartTs / 1000 + metrics.observedLargestContentfulPaint
    : NaN;
  let jsGzip = 0;
  let initialJsGzip = 0;
  const [mainChunk] = [...scripts].sort((a, b) => a.rendererStartTime - b.rendererStartTime);
  for (const script of scripts) {
    const size = await gzipSize(script.url);
    jsGzip += size;
    if (networkStartMs + script.rendererStartTime <= lcpAtMs) initialJsGzip += size;
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    jsTransferredKb: scripts.reduce((sum, script) => sum + script.transferSize, 0) / 1024,
    jsGzipKb: jsGzip / 1024,
    initialJsGzipKb: initialJsGzip / 1024,
    mainChunkGzipKb: mainChunk ? (await gzipSize(mainChunk.url)) / 1024 : 0,
  };
}

/** Why a run gave no usable figures (Lighthouse's own error or an audit's), or undefined. */
function failureOf(lhr: LighthouseResult): string | undefined {
  if (lhr.runtimeError) return lhr.runtimeError.message;
  if (lhr.categories.performance?.score !== null) return undefined;
  const failed = Object.values(lhr.audits).find((audit) => audit.errorMessage);
  return failed?.errorMessage ?? 'no performance score';
}

/** One Lighthouse run; a run that fails on a busy machine (e.g. NO_NAVSTART) is tried again. */
async function runLighthouse(lighthouse: Lighthouse, port: number, url: string) {
  const attempts = 3;
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const failure = result ? failureOf(result.lhr) : 'no result';
    if (result && !failure) return result.lhr;
    if (attempt === attempts) throw new Error(`Lighthouse failed on ${url}: ${failure}`);
    process.stdout.write(`  retrying (${failure})\n`);
  }
}

async function measure(
  lighthouse: Lighthouse,
  port: number,
  label: string,
  url: string,
): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const lhr = await runLighthouse(lighthouse, port, url);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(join(REPORT_DIR, `${label}-${run}.json`), JSON.stringify(lhr));
    }
    runs.push(await figuresOf(lhr));
    process.stdout.write(`  run ${run}/${RUNS}: performance ${runs.at(-1)!.performance}\n`);
  }
  const median = {} as Figures;
  for (const { key } of FIGURES)
    median[key] = percentile(
      runs.map((figures) => figures[key]),
      0.5,
    );
  return median;
}

async function main() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  const webDist = process.env.WEB_DIST_DIR ?? join(process.cwd(), 'web', 'dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`No web build in ${webDist}: run npm run build (or set WEB_DIST_DIR)`);
  }
  const { default: lighthouse } = await importEsm<{ default: Lighthouse }>('lighthouse');
  const { launch } = await importEsm<{ launch: LaunchChrome }>('chrome-launcher');

  const bench = await createBenchDatabase(2);
  const apiPort = 32_000 + Math.floor(Math.random() * 500);
  const baselinePort = apiPort + 500;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const children: ChildProcess[] = [
    spawnApi(bench, apiPort, { APP_URL: apiUrl, WEB_DIST_DIR: webDist }),
    spawn(process.execPath, ['-e', BASELINE_SERVER], {
      env: { PORT: String(baselinePort), HTML: BASELINE_HTML },
      stdio: 'ignore',
    }),
  ];
  let chrome: LaunchedChrome | undefined;
  try {
    const baselineUrl = `http://127.0.0.1:${baselinePort}/`;
    await waitUntilUp(`${apiUrl}/`);
    await waitUntilUp(baselineUrl);
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const pages = [
      { label: 'baseline', url: baselineUrl },
      { label: 'landing', url: `${apiUrl}/` },
      { label: 'pricing', url: `${apiUrl}/pricing` },
    ];
    const results: Record<string, Figures> = {};
    for (const { label, url } of LAUNCHER_ONLY ? [] : pages) {
      process.stdout.write(`Lighthouse, mobile, ${label} (${url}), ${RUNS} runs...\n`);
      results[label] = await measure(lighthouse, chrome.port, label, url);
    }

    await chrome.kill();
    chrome = undefined;
    process.stdout.write('Help launcher on a fake CRM page, 4x CPU slowdown...\n');
    const launcher = await measureLauncher(bench.db, apiUrl, webDist, CHROMIUM_PATH);

    const show = (value: number, digits: number) => String(round(value, digits));
    const launcherLines = [
      `launcher gzip: ${show(launcher.gzipKb, 1)} KB`,
      `crm page load: ${show(launcher.baselineLoadMs, 0)} ms`,
      `crm page with launcher load: ${show(launcher.withLauncherLoadMs, 0)} ms`,
      `launcher button: ${show(launcher.buttonMs, 0)} ms`,
      `launcher button after load: ${show(launcher.afterLoadMs, 0)} ms`,
      // The issue's own name for it: the button's time beyond the page without the launcher.
      `launcher added ms: ${show(launcher.addedMs, 0)}`,
      `launcher added on a first visit: ${show(launcher.addedColdMs, 0)} ms`,
      ...(launcher.legacyAddedMs === undefined
        ? []
        : [`older snippet (script + config fetch) added ms: ${show(launcher.legacyAddedMs, 0)}`]),
      '',
    ];
    if (LAUNCHER_ONLY) return void process.stdout.write(['', ...launcherLines].join('\n'));
    const rows = FIGURES.map(({ key, name, unit, digits }) =>
      [
        `${name} (${unit})`.padEnd(24),
        ...pages.map(({ label }) => show(results[label][key], digits).padStart(10)),
      ].join(''),
    );
    // The pages first, the baseline last: one `name: value unit` line per figure.
    const lines = [...pages.slice(1), pages[0]].flatMap(({ label }) =>
      FIGURES.map(
        ({ key, name, unit, digits }) =>
          `${label} ${name}: ${show(results[label][key], digits)} ${unit}`,
      ),
    );
    process.stdout.write(
      [
        '',
        `Medians of ${RUNS} runs (targets, reported not asserted: performance >= 95,`,
        'accessibility 100, landing initial JS <= 100 KB gzipped, launcher <= 15 KB gzipped',
        'and <= 50 ms added)',
        `${'figure'.padEnd(24)}${pages.map(({ label }) => label.padStart(10)).join('')}`,
        ...rows,
        '',
        ...lines,
        ...launcherLines,
      ].join('\n'),
    );
  } finally {
    await chrome?.kill();
    await stopAll(children);
    await bench.drop();
  }
}

runBench(main);
