/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Page } from 'playwright-core';
import { STREAMLINE_MESSAGES } from '@retainly/domain';
import {
  hasHorizontalOverflow,
  seriousA11yProblems,
  signedInAgency,
  toast,
  type AppHarness,
} from './app-browser';
import { RESTAURANT, tickedNames, useStreamlineTool } from './streamline-browser';

describe('Menu Link Removal (streamline wizard) in Chromium', () => {
  let page: Page;
  const streamline = useStreamlineTool((opened) => {
    page = opened;
  });
  afterEach(() => page?.context().close());
  const { openTool, expectStep } = streamline;
  let harness: AppHarness;

  beforeAll(() => {
    ({ harness } = streamline);
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
