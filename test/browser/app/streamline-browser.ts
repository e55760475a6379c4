/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import type { Locator, Page } from 'playwright-core';
import {
  isFocused,
  signedInAgency,
  startAppHarness,
  toast,
  type AgencyOptions,
  type AppHarness,
} from './app-browser';

export const RESTAURANT = 'We run a family restaurant with online reservations and catering orders';

/** Names of the ticked checkboxes in the list. */
export const tickedNames = (list: Locator) =>
  list
    .getByRole('checkbox', { checked: true })
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels![0].textContent));

export interface StreamlineTool {
  harness: AppHarness;
  /** A signed-in agency's page on Menu Link Removal; returns the tool's content. */
  openTool(options?: AgencyOptions): Promise<Locator>;
  /** The step's heading is shown, says `title` and has the focus (after a move). */
  expectStep(tool: Locator, stepOf4: number, title: string, focused?: boolean): Promise<void>;
  /** The message is under its field (tied with aria-describedby) and in a toast. */
  expectProblem(tool: Locator, message: string, field: Locator): Promise<void>;
}

/**
 * Registers the hooks of a streamline describe block: the app harness for the file. `onPage`
 * receives each page openTool opens; the describe block closes its test's page.
 */
export function useStreamlineTool(onPage: (page: Page) => void): StreamlineTool {
  let page: Page | undefined;
  const streamline = {} as StreamlineTool;

  beforeAll(async () => {
    streamline.harness = await startAppHarness();
  });
  afterAll(() => streamline.harness?.close());

  streamline.openTool = async (options = {}) => {
    const { harness } = streamline;
    const agency = await signedInAgency(harness, options);
    page = agency.page;
    onPage(page);
    await page.goto(`${harness.baseUrl}/app/streamline`);
    await page.getByRole('heading', { level: 1, name: 'Menu Link Removal' }).waitFor();
    return page.getByTestId('tool-content');
  };

  streamline.expectStep = async (tool, stepOf4, title, focused = true) => {
    await tool.getByText(`Step ${stepOf4} of 4`).waitFor();
    const heading = tool.getByRole('heading', { level: 2 });
    expect(await heading.textContent()).toBe(title);
    if (focused) expect(await isFocused(heading)).toBe(true);
  };

  streamline.expectProblem = async (tool, message, field) => {
    await toast(page!, message).waitFor();
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
  };
  return streamline;
}
