/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { randomInt } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { VERSION_ID_ALPHABET, VERSION_ID_LENGTH } from '@retainly/domain';
import * as a11y from '../../support/a11y';
import { insertUser } from '../../support/factories';
import type { TestEnvironment } from '../../support/test-environment';

export const CLIP_URL = 'https://media.portal.test/clip.wav';

/** A silent PCM WAV (8 kHz, mono, 16-bit) of `seconds`: a 44-byte header, then zeros. */
export function silentWav(seconds = 2): Buffer {
  const rate = 8000;
  const dataBytes = rate * 2 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

/**
 * Answers a media request for `body` as a CDN would, honouring Range: Chromium asks for
 * 'bytes=0-' and treats a file served without a 206 answer as unseekable (no resume).
 */
export function serveMedia(route: Route, body: Buffer, contentType: string) {
  const range = /^bytes=(\d+)-(\d*)$/.exec(route.request().headers()['range'] ?? '');
  const headers = { 'accept-ranges': 'bytes' };
  if (!range) return route.fulfill({ body, contentType, headers });
  const start = Number(range[1]);
  const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
  return route.fulfill({
    status: 206,
    body: body.subarray(start, end + 1),
    contentType,
    headers: { ...headers, 'content-range': `bytes ${start}-${end}/${body.length}` },
  });
}

export interface AgencyOptions {
  agencyName: string | null;
  loginWith: 'EMAIL' | 'NAME';
  colors: { primary: string; secondary: string; tertiary: string };
  hidden?: { categoryId: string; moduleId: string }[];
}

const newVersionId = () =>
  Array.from(
    { length: VERSION_ID_LENGTH },
    () => VERSION_ID_ALPHABET[randomInt(VERSION_ID_ALPHABET.length)],
  ).join('');

/** A paying agency with a basic version, straight in SQL; returns the version (portal) id. */
export async function agencyWithVersion(env: TestEnvironment, options: AgencyOptions) {
  const user = await insertUser(env.db, {
    approval: 'YES',
    agency_name: options.agencyName,
    login_with: options.loginWith,
    primary_color: options.colors.primary,
    secondary_color: options.colors.secondary,
    tertiary_color: options.colors.tertiary,
  });
  const versionId = newVersionId();
  await env.db.query(`INSERT INTO agency_versions (id, user_id, tier) VALUES ($1, $2, 'basic')`, [
    versionId,
    user.id,
  ]);
  for (const video of options.hidden ?? []) {
    await env.db.query(
      `INSERT INTO agency_video_settings (version_id, category_id, module_id, is_visible)
       VALUES ($1, $2, $3, false)`,
      [versionId, video.categoryId, video.moduleId],
    );
  }
  return versionId;
}

/** A new portal that tracks by name, opened in `page` and signed in as `clientName`. */
export async function namedPortalSignedIn(
  env: TestEnvironment,
  page: Page,
  baseUrl: string,
  { agencyName, clientName }: { agencyName: string; clientName: string },
) {
  const versionId = await agencyWithVersion(env, {
    agencyName,
    loginWith: 'NAME',
    colors: { primary: '#1e3a8a', secondary: '#a7f3d0', tertiary: '#f97316' },
  });
  await page.goto(`${baseUrl}/${versionId}`);
  await page.getByLabel('Your name').fill(clientName);
  await page.getByRole('button', { name: 'Start watching' }).click();
  await page.getByText(`Signed in as ${clientName}`).waitFor();
  return versionId;
}

export const completionsOf = (env: TestEnvironment, versionId: string) =>
  env.db.query(
    `SELECT m.category_id AS "categoryId", m.module_id AS "moduleId"
     FROM module_completions m JOIN portal_clients c ON c.id = m.client_id
     WHERE c.version_id = $1 ORDER BY m.completed_at`,
    [versionId],
  ) as Promise<{ categoryId: string; moduleId: string }[]>;

/** Serious or critical axe violations inside `selector`, one line each. */
export const seriousA11yProblems = (page: Page, selector = 'main') =>
  a11y.seriousA11yProblems(page, { include: selector, wcagOnly: true });

/** Everything a visitor could read or a crawler could index: the title, text and markup. */
export async function mentionsOfUs(page: Page): Promise<string[]> {
  const { title, text, html } = await page.evaluate(() => ({
    title: document.title,
    text: document.body.innerText,
    html: document.documentElement.outerHTML,
  }));
  return Object.entries({ title, text, html })
    .filter(([, value]) => /retainly/i.test(value))
    .map(([where]) => where);
}

/** True when the page scrolls sideways (something does not fit the viewport). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
