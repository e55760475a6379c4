import type { Locator } from 'playwright-core';
import { seriousA11yProblems } from '../../support/a11y';
import { useBrowserStack, type BrowserStack } from '../../support/browser-stack';
import { siteConfigFile } from '../../support/site-config';

export const SUPPORT_SMS = '+15551234567';
export const ADVANCED_LINK = 'https://pay.example/advanced';

/** The settings dialog's tests: the stack, Chromium and page, and the steps every test takes. */
export interface SettingsBrowser extends BrowserStack {
  /** A paying agency owner with a profile and all four agency ids, signed in in the browser. */
  signedInPaidUser(
    plan?: 'BASIC' | 'ADVANCED',
  ): Promise<{ email: string; cookie: string; userId: string }>;
  /** Settings opens from the sidebar footer, as a user would open it. */
  openSettings(): Promise<Locator>;
  goToApp(): Promise<void>;
  toast(text: string): Locator;
  dialogA11yProblems(): Promise<string[]>;
}

/**
 * Registers the hooks of a settings describe block. The deployment's site config carries the
 * support number Contact Support texts and the Advanced plan's payment link.
 */
export function useSettingsBrowser(): SettingsBrowser {
  const configFile = siteConfigFile({
    supportSmsNumber: SUPPORT_SMS,
    paymentLinks: { 'upgrade-advanced': ADVANCED_LINK },
  });
  const handles = useBrowserStack(
    { SITE_CONFIG_FILE: configFile },
    { viewport: { width: 1280, height: 900 } },
  ) as SettingsBrowser;

  handles.signedInPaidUser = async (plan = 'ADVANCED') => {
    const { stack, page, baseUrl } = handles;
    const { email, cookie, userId } = await stack.signedInAgency(plan, 'YES', {
      full_name: 'Dana Rivera',
      agency_name: 'Rivera Digital',
      agency_id: 'ag-1',
      agency_id_basic: 'b-1',
      agency_id_advanced: 'a-1',
      agency_id_elite: 'e-1',
    });
    const value = cookie.split('=').slice(1).join('=');
    await page.context().addCookies([{ name: 'retainly_session', value, url: baseUrl }]);
    return { email, cookie, userId };
  };
  handles.openSettings = async () => {
    const { page } = handles;
    await page
      .getByRole('list', { name: 'Account' })
      .getByRole('button', { name: 'Settings' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.waitFor();
    return dialog;
  };
  handles.goToApp = async () => {
    await handles.page.goto(`${handles.baseUrl}/app`);
    await handles.page.getByRole('list', { name: 'Account' }).waitFor();
  };
  handles.toast = (text) => handles.page.locator('[data-sonner-toast]').filter({ hasText: text });
  handles.dialogA11yProblems = () =>
    seriousA11yProblems(handles.page, { include: '[role="dialog"]' });
  return handles;
}
