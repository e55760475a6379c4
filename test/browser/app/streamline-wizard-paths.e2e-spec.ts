/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import {
  MENU_FEATURES,
  recommendedFeatureIds,
  streamlineCss,
  streamlineScript,
  STREAMLINE_MESSAGES,
} from '@retainly/domain';
import { toast } from './app-browser';
import { RESTAURANT, tickedNames, useStreamlineTool } from './streamline-browser';

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
  let page: Page;
  const streamline = useStreamlineTool((opened) => {
    page = opened;
  });
  afterEach(() => page?.context().close());
  const { openTool, expectStep, expectProblem } = streamline;

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
});
