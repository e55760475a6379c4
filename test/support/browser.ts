import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';

/** Debian's Chromium (installed by .ci/run); Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Chromium logs a page's own 404 status as a console error ('Failed to load resource'). On the
 * not-found page that status is the point, so console-error checks let exactly that one through.
 */
export function isOwnNotFoundStatus(message: ConsoleMessage, page: Page): boolean {
  return message.text().includes('status of 404') && message.location().url === page.url();
}

/**
 * Whether `locator`'s element gets focus within `timeoutMs`. Radix hands focus back in a task of
 * its own after a dialog leaves the DOM, so a check right after 'detached' can come too early.
 */
export async function receivesFocus(locator: Locator, timeoutMs = 5_000): Promise<boolean> {
  const element = await locator.elementHandle();
  return locator
    .page()
    .waitForFunction((el) => el === document.activeElement, element, { timeout: timeoutMs })
    .then(
      () => true,
      () => false,
    );
}
