/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Locator, Page } from 'playwright-core';
import {
  MENU_FEATURES,
  recommendedFeatureIds,
  streamlineCss,
  streamlineScript,
  STREAMLINE_MESSAGES,
} from '@retainly/domain';
import {
  hasHorizontalOverflow,
  isFocused,
  seriousA11yProblems,
  signedInAgency,
  startAppHarness,
  toast,
  type AppHarness,
} from './app-browser';

const RESTAURANT = 'We run a family restaurant with online reservations and catering orders';
const tabIdOf = (name: string) => MENU_FEATURES.find((feature) => feature.name === name)!.tabId;
const namesOf = (ids: readonly string[]) =>
  MENU_FEATURES.filter((feature) => ids.includes(feature.id)).map((feature) => feature.name);

/** The tab ids the CSS hides, from its `#tab { display: none !important; }` rules. */
function hiddenByCss(css: string, scope = '') {
  const rule = /([^{}]*?)\{\s*display:\s*none\s*!important;\s*\}/g;
  return [...css.matchAll(rule)].map(([, selectors]) => {
    // A feature with alternative ids has a selector list; its primary id comes first.
    const first = selectors
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(',')[0]
      .trim();
    const [, prefix, tabId] = /^(.*?)#(sb_[\w-]+)$/.exec(first)!;
    expect(prefix.trim()).toBe(scope.trim());
    return tabId;
  });
}

/** Names of the ticked checkboxes in the list. */
const tickedNames = (list: Locator) =>
  list
    .getByRole('checkbox', { checked: true })
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels![0].textContent));

/** Make the next clipboard write fail, as a refused permission would. */
const refuseNextCopy = (page: Page) =>
  page.evaluate(() => {
    const real = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = () => {
      navigator.clipboard.writeText = real;
      return Promise.reject(new Error('denied'));
    };
  });

describe('Menu Link Removal (streamline wizard) in Chromium', () => {
  let harness: AppHarness;
  let page: Page;

  beforeAll(async () => {
    harness = await startAppHarness();
  });
  afterAll(() => harness?.close());
  afterEach(() => page?.context().close());

  async function openTool(options: Parameters<typeof signedInAgency>[1] = {}) {
    const agency = await signedInAgency(harness, options);
    page = agency.page;
    await page.goto(`${harness.baseUrl}/app/streamline`);
    await page.getByRole('heading', { level: 1, name: 'Menu Link Removal' }).waitFor();
    return page.getByTestId('tool-content');
  }

  /** The step's heading is shown, says `title` and has the focus (after a move). */
  async function expectStep(tool: Locator, stepOf4: number, title: string, focused = true) {
    await tool.getByText(`Step ${stepOf4} of 4`).waitFor();
    const heading = tool.getByRole('heading', { level: 2 });
    expect(await heading.textContent()).toBe(title);
    if (focused) expect(await isFocused(heading)).toBe(true);
  }

  /** The message is under its field (tied with aria-describedby) and in a toast. */
  async function expectProblem(tool: Locator, message: string, field: Locator) {
    await toast(page, message).waitFor();
    const inline = tool.getByText(message, { exact: true });
    expect(await inline.count()).toBe(1);
    const inlineId = await inline.getAttribute('id');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const fieldset = field.locator('xpath=ancestor::fieldset');
    const groupDescribedBy = (await fieldset.count())
      ? ((await fieldset.getAttribute('aria-describedby')) ?? '')
      : '';
    expect(`${describedBy} ${groupDescribedBy}`.split(' ')).toContain(inlineId);
    expect(await isFocused(field)).toBe(true);
  }

  it('AI path: each description message, the analysis, the recommendations, the include message, both outputs and their copy buttons, Back from every step', async () => {
    const tool = await openTool();
    await expectStep(tool, 1, 'Choose your workflow', false);
    expect(await tool.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await tool.getByRole('button', { name: 'AI recommendation' }).click();

    // Step 2: the description is checked (spec §5) before the analysis starts.
    await expectStep(tool, 2, 'Describe your business');
    const description = tool.getByLabel('Business description');
    const analyze = tool.getByRole('button', { name: 'Analyze' });
    await analyze.click();
    await expectProblem(tool, STREAMLINE_MESSAGES.describeFirst, description);
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    await description.fill('hi there');
    expect(await tool.getByText(STREAMLINE_MESSAGES.describeFirst).count()).toBe(0);
    await analyze.click();
    await expectProblem(tool, STREAMLINE_MESSAGES.moreDetail, description);
    await description.fill(RESTAURANT);
    const started = Date.now();
    await analyze.click();

    // About 2 s with a bar that fills.
    const progress = tool.getByRole('progressbar', { name: 'Analysis progress' });
    await progress.waitFor();
    await page.waitForFunction(() => {
      const value = Number(
        document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow'),
      );
      return value > 20 && value < 100;
    });
    expect(await tool.getByRole('button', { name: 'Analyzing...' }).isDisabled()).toBe(true);

    // Step 3: the recommendations are ticked as the features to keep.
    await expectStep(tool, 3, 'Choose the features to keep');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    const keep = tool.getByRole('group', { name: 'Features to keep' });
    const recommended = recommendedFeatureIds(RESTAURANT);
    expect(recommended).toEqual(expect.arrayContaining(['reputation', 'dashboard']));
    expect(await tickedNames(keep)).toEqual(namesOf(recommended));
    expect(await keep.getByText('Recommended', { exact: true }).count()).toBe(recommended.length);
    expect(await keep.getByRole('checkbox').count()).toBe(17);

    // Nothing kept: refused.
    await keep.getByRole('button', { name: 'Clear all' }).click();
    expect(await tickedNames(keep)).toEqual([]);
    await tool.getByRole('button', { name: 'Generate' }).click();
    await expectProblem(tool, STREAMLINE_MESSAGES.includeOne, keep.getByRole('checkbox').first());
    await keep.getByRole('button', { name: 'Select all' }).click();
    expect((await tickedNames(keep)).length).toBe(17);
    expect(await tool.getByText(STREAMLINE_MESSAGES.includeOne).count()).toBe(0);
    await keep.getByRole('button', { name: 'Clear all' }).click();
    for (const name of ['Dashboard', 'Contacts', 'Reputation']) {
      await keep.getByRole('checkbox', { name, exact: true }).check();
    }
    await tool.getByRole('button', { name: 'Generate' }).click();
    await toast(page, 'CSS Successfully Generated!').waitFor();

    // Step 4: the CSS hides exactly the unticked features, everywhere; the script does the same.
    await expectStep(tool, 4, 'Install the code');
    const hidden = MENU_FEATURES.filter(
      (f) => !['Dashboard', 'Contacts', 'Reputation'].includes(f.name),
    );
    const rules = { hiddenTabIds: hidden.map((f) => f.tabId), subAccountId: null };
    const css = (await tool.getByRole('region', { name: 'CSS' }).textContent())!;
    expect(hiddenByCss(css)).toEqual(rules.hiddenTabIds);
    expect(css).toBe(streamlineCss(rules));
    expect(css).not.toContain('html.sa-');
    const script = (await tool.getByRole('region', { name: 'JavaScript' }).textContent())!;
    expect(script).toBe(streamlineScript(rules));
    expect(script).toMatch(/^<script>[\s\S]*<\/script>$/);
    expect(`${css}${script}`.toLowerCase()).not.toContain('retainly');
    const intro = (await tool.textContent())!;
    expect(intro).toContain('Hides 14 menu links in every sub account');
    expect(intro).toContain('Agency Settings → Company');
    expect(intro).toContain('Custom CSS');
    expect(intro).toContain('Custom JavaScript');

    // Copy: a refused clipboard says so per language (spec §8), then real copies, 'Copied' for 2 s.
    for (const [language, label, code] of [
      ['CSS', 'Copy CSS', css],
      ['JAVASCRIPT', 'Copy JavaScript', script],
    ] as const) {
      await refuseNextCopy(page);
      await tool.getByRole('button', { name: label }).click();
      await toast(page, `Failed to copy ${language} code`).waitFor();
      await tool.getByRole('button', { name: label }).click();
      await toast(page, 'Copied to clipboard!').waitFor();
      await tool.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await tool.getByRole('button', { name: label }).waitFor({ timeout: 3_000 });
    }

    // Back from each step keeps what was entered.
    await tool.getByRole('button', { name: 'Back' }).click();
    await expectStep(tool, 3, 'Choose the features to keep');
    expect(await tickedNames(keep)).toEqual(['Reputation', 'Contacts', 'Dashboard']);
    await tool.getByRole('button', { name: 'Back' }).click();
    await expectStep(tool, 2, 'Describe your business');
    expect(await description.inputValue()).toBe(RESTAURANT);
    await tool.getByRole('button', { name: 'Back' }).click();
    await expectStep(tool, 1, 'Choose your workflow');
    expect(
      await tool.getByRole('button', { name: 'AI recommendation' }).getAttribute('aria-pressed'),
    ).toBe('true');

    // Back during the analysis stops it.
    await tool.getByRole('button', { name: 'AI recommendation' }).click();
    await analyze.click();
    await progress.waitFor();
    await tool.getByRole('button', { name: 'Back' }).click();
    await expectStep(tool, 1, 'Choose your workflow');
    await page.waitForTimeout(2_500);
    await expectStep(tool, 1, 'Choose your workflow', false);
  });

  it('manual path: the remove message, both Sub Account ID messages, the scoped output; Reset from every step', async () => {
    const tool = await openTool();
    await tool.getByRole('button', { name: 'Manual selection' }).click();

    // Straight to the selection: the description step is skipped.
    await expectStep(tool, 3, 'Choose the features to remove');
    expect(await tool.getByRole('listitem').filter({ hasText: '(skipped)' }).count()).toBe(1);
    const remove = tool.getByRole('group', { name: 'Features to remove' });
    expect(await tickedNames(remove)).toEqual([]);
    const generate = tool.getByRole('button', { name: 'Generate' });
    await generate.click();
    await expectProblem(tool, STREAMLINE_MESSAGES.removeOne, remove.getByRole('checkbox').first());
    await remove.getByRole('checkbox', { name: 'LaunchPad', exact: true }).check();
    await remove.getByRole('checkbox', { name: 'Marketplace', exact: true }).check();

    // Scoped to one sub account: its id is required and must be safe in a class name.
    const scope = tool.getByRole('switch', { name: 'Disable for specific sub accounts only' });
    expect(await tool.getByLabel('Sub Account ID').count()).toBe(0);
    await scope.check();
    const subAccountId = tool.getByLabel('Sub Account ID');
    await generate.click();
    await expectProblem(tool, STREAMLINE_MESSAGES.subAccountRequired, subAccountId);
    expect(await subAccountId.getAttribute('aria-invalid')).toBe('true');
    await subAccountId.fill('bad id!');
    await generate.click();
    await expectProblem(
      tool,
      'A Sub Account ID may only contain letters, numbers, hyphens (-) and underscores (_)',
      subAccountId,
    );
    await subAccountId.fill(' abc123XYZ ');
    await generate.click();
    await toast(page, 'CSS Successfully Generated!').waitFor();

    await expectStep(tool, 4, 'Install the code');
    const rules = {
      hiddenTabIds: [tabIdOf('LaunchPad'), tabIdOf('Marketplace')],
      subAccountId: 'abc123XYZ',
    };
    const css = (await tool.getByRole('region', { name: 'CSS' }).textContent())!;
    expect(hiddenByCss(css, 'html.sa-abc123XYZ')).toEqual(rules.hiddenTabIds);
    expect(css).toBe(streamlineCss(rules));
    const script = (await tool.getByRole('region', { name: 'JavaScript' }).textContent())!;
    expect(script).toBe(streamlineScript(rules));
    expect(script).toContain('abc123XYZ');
    const text = (await tool.textContent())!;
    expect(text).toContain(
      'Hides 2 menu links in sub account abc123XYZ only: LaunchPad, Marketplace.',
    );
    expect(text).toContain('It is required here');

    // Reset from the output: step 1, and nothing of the old inputs survives.
    await tool.getByRole('button', { name: 'Reset' }).click();
    await expectStep(tool, 1, 'Choose your workflow');
    expect(
      await tool.getByRole('button', { name: 'Manual selection' }).getAttribute('aria-pressed'),
    ).toBe('false');
    await tool.getByRole('button', { name: 'Manual selection' }).click();
    expect(await tickedNames(remove)).toEqual([]);
    expect(await scope.isChecked()).toBe(false);

    // Back and Reset from the selection.
    await remove.getByRole('checkbox', { name: 'Media', exact: true }).check();
    await tool.getByRole('button', { name: 'Back' }).click();
    await expectStep(tool, 1, 'Choose your workflow');
    await tool.getByRole('button', { name: 'Manual selection' }).click();
    expect(await tickedNames(remove)).toEqual(['Media']);
    await tool.getByRole('button', { name: 'Reset' }).click();
    await expectStep(tool, 1, 'Choose your workflow');

    // Reset from the description.
    await tool.getByRole('button', { name: 'AI recommendation' }).click();
    await tool.getByLabel('Business description').fill(RESTAURANT);
    await tool.getByRole('button', { name: 'Reset' }).click();
    await expectStep(tool, 1, 'Choose your workflow');
    await tool.getByRole('button', { name: 'AI recommendation' }).click();
    expect(await tool.getByLabel('Business description').inputValue()).toBe('');

    // Reset on step 1 leaves it there.
    await tool.getByRole('button', { name: 'Back' }).click();
    await tool.getByRole('button', { name: 'Reset' }).click();
    await expectStep(tool, 1, 'Choose your workflow', false);
  });

  it('keeps the inputs on the server and restores them after a reload; Reset forgets them', async () => {
    const tool = await openTool();
    await tool.getByRole('button', { name: 'AI recommendation' }).click();
    await tool.getByLabel('Business description').fill(RESTAURANT);
    await tool.getByRole('button', { name: 'Analyze' }).click();
    const keep = tool.getByRole('group', { name: 'Features to keep' });
    await keep.waitFor();
    await keep.getByRole('checkbox', { name: 'Reputation', exact: true }).uncheck();
    await keep.getByRole('checkbox', { name: 'AI Agents', exact: true }).check();
    await tool.getByRole('switch', { name: 'Disable for specific sub accounts only' }).check();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/tool-data/streamline') &&
        response.request().method() === 'PUT' &&
        response.request().postData()?.includes('loc_42') === true,
    );
    await tool.getByLabel('Sub Account ID').fill('loc_42');
    expect((await saved).status()).toBe(200);
    const ticked = await tickedNames(keep);
    expect(ticked).toContain('AI Agents');
    expect(ticked).not.toContain('Reputation');

    await page.reload();
    await toast(page, 'Your previous inputs have been restored!').waitFor();
    await expectStep(tool, 3, 'Choose the features to keep', false);
    expect(await tickedNames(keep)).toEqual(ticked);
    expect(await tool.getByLabel('Sub Account ID').inputValue()).toBe('loc_42');
    await tool.getByRole('button', { name: 'Back' }).click();
    expect(await tool.getByLabel('Business description').inputValue()).toBe(RESTAURANT);

    // Reset deletes the saved inputs: a reload starts afresh, without the restored toast.
    const deleted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/tool-data/streamline') &&
        response.request().method() === 'DELETE',
    );
    await tool.getByRole('button', { name: 'Reset' }).click();
    expect((await deleted).ok()).toBe(true);
    await page.reload();
    await expectStep(tool, 1, 'Choose your workflow', false);
    await page.waitForTimeout(1_000);
    expect(await toast(page, 'Your previous inputs have been restored!').count()).toBe(0);

    // Saved data the wizard cannot use (an old shape, unknown ids) never lands on a dead end.
    await page.route('**/api/tool-data/streamline', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            json: {
              tool: 'streamline',
              updatedAt: new Date().toISOString(),
              data: { workflow: 'manual', step: 'output', selectedIds: ['gone', 7], scoped: 'yes' },
            },
          })
        : route.continue(),
    );
    await page.reload();
    await expectStep(tool, 3, 'Choose the features to remove', false);
    const remove = tool.getByRole('group', { name: 'Features to remove' });
    expect(await tickedNames(remove)).toEqual([]);
    expect(
      await tool
        .getByRole('switch', { name: 'Disable for specific sub accounts only' })
        .isChecked(),
    ).toBe(false);
  });

  it('restores a workflow choice alone without saying inputs were restored', async () => {
    const agency = await signedInAgency(harness);
    page = agency.page;
    // Chose Manual and left before ticking anything.
    const saved = await harness.stack.api.put(
      '/api/tool-data/streamline',
      {
        data: {
          workflow: 'manual',
          description: ' ',
          selectedIds: [],
          scoped: false,
          subAccountId: '',
          step: 'select',
        },
      },
      agency.cookie,
    );
    expect(saved.status).toBe(200);
    await page.goto(`${harness.baseUrl}/app/streamline`);
    const tool = page.getByTestId('tool-content');
    await expectStep(tool, 3, 'Choose the features to remove', false);
    await page.waitForTimeout(1_000); // room for a toast that should not come
    expect(await toast(page, 'Your previous inputs have been restored!').count()).toBe(0);
  });

  it('has no serious accessibility problems at any step, fits a 375 px phone and honours reduced motion', async () => {
    const tool = await openTool({ viewport: { width: 375, height: 740 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'View on mobile' }).click();
    const check = async () => {
      expect(await seriousA11yProblems(page)).toEqual([]);
      expect(await hasHorizontalOverflow(page)).toBe(false);
    };
    await check();
    await tool.getByRole('button', { name: 'AI recommendation' }).click();
    await tool.getByRole('button', { name: 'Analyze' }).click();
    await toast(page, STREAMLINE_MESSAGES.describeFirst).waitFor();
    await check();
    await tool.getByLabel('Business description').fill(RESTAURANT);
    await tool.getByRole('button', { name: 'Analyze' }).click();
    const bar = tool.getByRole('progressbar').locator('div');
    await bar.waitFor();
    expect(await bar.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
    await check();
    const keep = tool.getByRole('group', { name: 'Features to keep' });
    await keep.waitFor();
    await keep.getByRole('button', { name: 'Clear all' }).click();
    await tool.getByRole('switch', { name: 'Disable for specific sub accounts only' }).check();
    await tool.getByRole('button', { name: 'Generate' }).click();
    await toast(page, STREAMLINE_MESSAGES.includeOne).waitFor();
    await check();
    await keep.getByRole('checkbox', { name: 'Dashboard', exact: true }).check();
    await tool.getByRole('button', { name: 'Generate' }).click();
    await toast(page, STREAMLINE_MESSAGES.subAccountRequired).waitFor();
    await check();
    await tool.getByLabel('Sub Account ID').fill('ve9EPM428h8vShlRW1KT');
    await tool.getByRole('button', { name: 'Generate' }).click();
    await tool.getByRole('region', { name: 'JavaScript' }).waitFor();
    await check();
  });
});
