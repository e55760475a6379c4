import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { VIDEO_CATALOGUE } from '@retainly/domain';
import { useApiBrowser } from '../../support/browser-stack';
import { playOnCatalogueModule } from '../../support/media-factories';
import { hostedMedia } from './hosted-media';
import { agencyWithVersion } from './portal-support';

const CLIP_SECONDS = 2;
const HOSTED = VIDEO_CATALOGUE.find((v) => v.moduleId === 'account-tour')!;
const NOTHING_YET = VIDEO_CATALOGUE.find((v) => v.moduleId === 'business-profile')!;
const GIVEN = {
  title: 'Our reporting walkthrough',
  url: 'https://vimeo.com/76979871',
  seconds: 240,
};
const UNKNOWN = { title: 'Meet the team', url: 'https://youtu.be/dQw4w9WgXcQ' };

/**
 * Issue #32 item 4: a card says how long its video really is. The catalogue's minutes (6 for
 * the account tour) are an estimate; a hosted clip's measured length wins, a link shows the
 * length its owner gave, and a module of unknown length shows none rather than '0 min'.
 */
describe('module lengths on portal cards', () => {
  let mediaDir: string;
  let versionId: string;
  let page: Page;

  const portal = useApiBrowser(async (env) => {
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-lengths-'));
    const media = await hostedMedia(env, mediaDir, join(mediaDir, 'store'), CLIP_SECONDS);
    const ref = `${HOSTED.categoryId}/${HOSTED.moduleId}`;
    await playOnCatalogueModule(env.db, ref, await media.readyMedia('catalogue_module', ref));
    versionId = await agencyWithVersion(env, {
      agencyName: 'Length Co',
      loginWith: 'NAME',
      colors: { primary: '#1e3a8a', secondary: '#a7f3d0', tertiary: '#f97316' },
    });
    for (const [i, module] of [GIVEN, UNKNOWN].entries()) {
      await env.db.query(
        `WITH m AS (
           INSERT INTO agency_modules (user_id, title, category_id, video_url, length_seconds)
           SELECT user_id, $2, $3, $4, $5 FROM agency_versions WHERE id = $1 RETURNING id)
         INSERT INTO version_custom_modules (version_id, module_id, position)
         SELECT $1, id, $6 FROM m`,
        [
          versionId,
          module.title,
          HOSTED.categoryId,
          module.url,
          'seconds' in module ? module.seconds : null,
          1000 + i,
        ],
      );
    }
    return { MEDIA_DIR: join(mediaDir, 'store') };
  });
  afterAll(async () => {
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    page = await (
      await portal.browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
  });
  afterEach(() => page.context().close());

  const card = (title: string): Locator =>
    page.locator('article').filter({ has: page.getByRole('button', { name: title }) });
  /** The length a card shows, '' when it shows none. */
  const lengthOn = async (title: string) => {
    const length = card(title).locator('[data-module-length]');
    return (await length.count()) === 0 ? '' : (await length.innerText()).trim();
  };

  it('shows the measured seconds, the given minutes, and no length when it is unknown', async () => {
    await page.goto(`${portal.baseUrl}/${versionId}`);
    await page.getByLabel('Your name').fill('Ada Viewer');
    await page.getByRole('button', { name: 'Start watching' }).click();
    await page.getByText('Signed in as Ada Viewer').waitFor();

    expect(await lengthOn(HOSTED.title)).toBe(`${CLIP_SECONDS} s`);
    expect(await lengthOn(GIVEN.title)).toBe('4 min');
    expect(await lengthOn(UNKNOWN.title)).toBe('');
    expect(await lengthOn(NOTHING_YET.title)).toBe('');
    expect(await page.getByText(/\b0 min\b/).count()).toBe(0);

    // The player says the same as its card.
    await page.getByRole('button', { name: HOSTED.title }).click();
    await page.getByRole('dialog').getByText(`${CLIP_SECONDS} s`, { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // Each language writes both units the same way.
    await page.locator('header[data-portal-header] select').selectOption('de');
    await page.getByRole('heading', { name: 'Ihr Fortschritt' }).waitFor();
    expect(await lengthOn(HOSTED.title)).toBe(`${CLIP_SECONDS} s`);
    expect(await lengthOn(GIVEN.title)).toBe('4 min');
    expect(await lengthOn(UNKNOWN.title)).toBe('');
  });
});
