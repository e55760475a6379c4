import { DAY_MS } from '@retainly/domain';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { newEmail } from '../../support/accounts-stack';
import { seriousA11yProblems } from '../../support/a11y';
import { updateUser, type UserFields } from '../../support/factories';
import { useAppHarness } from './app-browser';

const TOOL_NAMES = [
  'Onboarding Tool',
  'Activity Dashboard',
  'Menu Link Removal',
  'Branding Tool',
  'AI Marketing',
  'Platform Walkthrough',
];
const MOBILE = { width: 375, height: 740 };

/** The user's state in the database (the server decides access from it). */
type UserState =
  | { approval: 'YES' | 'NO' }
  | { approval: 'TRIALING'; trialDay: number }
  | { approval: 'TRIALING'; expired: true };

/** The access columns for `state`, as of now. */
function accessFields(state: UserState): UserFields {
  if (state.approval !== 'TRIALING') return { approval: state.approval };
  const ago = (ms: number) => new Date(Date.now() - ms);
  if ('expired' in state) {
    return { approval: 'TRIALING', trial_started_at: ago(8 * DAY_MS), trial_ends_at: ago(DAY_MS) };
  }
  // Started trialDay - 1 days (and a minute) ago, for the 7 days of a trial.
  const started = ago((state.trialDay - 1) * DAY_MS + 60_000);
  const ends = new Date(started.getTime() + 7 * DAY_MS);
  return { approval: 'TRIALING', trial_started_at: started, trial_ends_at: ends };
}

describe('the signed-in app shell in Chromium', () => {
  const harness = useAppHarness();
  let baseUrl: string;
  beforeAll(() => {
    ({ baseUrl } = harness);
  });
  let page: Page;

  /** Sets the user's access (and optionally active_subaccounts) with the questions answered. */
  async function setUser(email: string, state: UserState, activeSubaccounts = '1-10') {
    // updateUser throws unless exactly this user was found.
    await updateUser(
      harness.stack.env.db,
      { email },
      {
        ...accessFields(state),
        initial_questions_completed: true,
        full_name: 'Robin',
        active_subaccounts: activeSubaccounts,
      },
    );
  }

  /** A confirmed user in `state`, signed in in a fresh browser context. */
  async function signedIn(
    state: UserState | 'questions-pending',
    options: BrowserContextOptions & { activeSubaccounts?: string } = {},
  ) {
    const email = newEmail();
    const { cookie } = await harness.stack.signUpAndConfirm(email);
    if (state !== 'questions-pending') await setUser(email, state, options.activeSubaccounts);
    const context = await harness.browser.newContext({
      viewport: { width: 1280, height: 800 },
      ...options,
    });
    await context.addCookies([
      { name: 'retainly_session', value: cookie!.split('=')[1], url: baseUrl },
    ]);
    page = await context.newPage();
    return email;
  }

  const path = () => new URL(page.url()).pathname + new URL(page.url()).search;
  const toolsNav = () => page.getByRole('navigation', { name: 'Tools' });
  const heading1 = () => page.getByRole('heading', { level: 1 });
  const sidebar = () => page.locator('#app-sidebar');

  const severeViolations = () => seriousA11yProblems(page, { wcagOnly: true });

  it('lists the six tools in order, navigates by route and keeps the tool on reload (paid user)', async () => {
    await signedIn({ approval: 'YES' });
    await page.goto(`${baseUrl}/app`);
    await page.waitForURL(`${baseUrl}/app/onboarding`);
    expect(await toolsNav().getByRole('link').allTextContents()).toEqual(TOOL_NAMES);
    expect(
      await toolsNav().getByRole('link', { name: 'Onboarding Tool' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await heading1().allTextContents()).toEqual(['Onboarding Tool']);
    await page.getByRole('button', { name: 'Start Installation' }).waitFor();

    await toolsNav().getByRole('link', { name: 'Branding Tool' }).click();
    await page.waitForURL(`${baseUrl}/app/branding`);
    await page.reload();
    await page.getByRole('heading', { name: 'Branding Tool', level: 1 }).waitFor();
    expect(
      await toolsNav().getByRole('link', { name: 'Branding Tool' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await page.title()).toContain('Branding Tool');
    // A paid user sees no trial badge, no overlay and no Upgrade Now.
    expect(await page.getByTestId('trial-badge').count()).toBe(0);
    expect(await page.getByTestId('plan-overlay').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upgrade Now' }).count()).toBe(0);
    expect(await severeViolations()).toEqual([]);

    await page.goto(`${baseUrl}/app/no-such-tool`);
    await page.waitForURL(`${baseUrl}/app/onboarding`);

    // The walkthrough (footer link) plays the intro video and opens the onboarding tool.
    await page.getByRole('link', { name: 'Walkthrough', exact: true }).click();
    await page.getByRole('heading', { name: 'Platform Walkthrough', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Platform walkthrough (video coming soon)' }).waitFor();
    await page.getByRole('link', { name: 'Open the Onboarding Tool' }).click();
    await page.waitForURL(`${baseUrl}/app/onboarding`);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
  });

  it('collapses the sidebar with Ctrl+B, keeps the state in the sidebar:state cookie across a reload', async () => {
    await signedIn({ approval: 'YES' });
    await page.goto(`${baseUrl}/app/marketing`);
    await toolsNav().waitFor();
    expect(await sidebar().getAttribute('data-state')).toBe('expanded');
    expect((await sidebar().boundingBox())?.width).toBe(256); // 16rem

    await page.keyboard.press('Control+b');
    expect(await sidebar().getAttribute('data-state')).toBe('collapsed');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar:state');
    expect(cookie).toMatchObject({ value: 'false', path: '/' });
    const sevenDays = Date.now() / 1000 + 7 * 86_400;
    expect(Math.abs(cookie!.expires - sevenDays)).toBeLessThan(60);

    await page.reload();
    await toolsNav().waitFor();
    expect(await sidebar().getAttribute('data-state')).toBe('collapsed');
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')?.getBoundingClientRect().width === 48, // 3rem
    );
    // Icons only, still named for assistive technology and with a tooltip.
    const branding = toolsNav().getByRole('link', { name: 'Branding Tool' });
    expect(await branding.getAttribute('title')).toBe('Branding Tool');
    expect(await severeViolations()).toEqual([]);
    await branding.click();
    await page.waitForURL(`${baseUrl}/app/branding`);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    expect(await sidebar().getAttribute('data-state')).toBe('expanded');
    expect((await page.context().cookies()).find((c) => c.name === 'sidebar:state')?.value).toBe(
      'true',
    );
  });

  it('opens the walkthrough from ?tab=walkthrough and the welcome dialog from ?confirmed=true, then drops the query', async () => {
    await signedIn({ approval: 'YES' });
    await page.goto(`${baseUrl}/app?tab=walkthrough`);
    await page.waitForURL(`${baseUrl}/app/walkthrough`);
    await page.getByRole('heading', { name: 'Platform Walkthrough', level: 1 }).waitFor();
    expect(path()).toBe('/app/walkthrough');

    await page.goto(`${baseUrl}/app?confirmed=true`);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Retainly!' });
    await welcome.getByText('Your paid account has been activated.', { exact: false }).waitFor();
    await page.waitForURL(`${baseUrl}/app/onboarding`);
    expect(path()).toBe('/app/onboarding');
    await welcome.getByRole('button', { name: 'Get Started' }).click();
    await welcome.waitFor({ state: 'hidden' });
  });

  it('on a phone: a bottom bar with Setup, Dashboard and Guide, and Best on Desktop on the onboarding tool', async () => {
    await signedIn({ approval: 'YES' }, { viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto(`${baseUrl}/app/onboarding`);
    await toolsNav().waitFor();
    expect(await toolsNav().getByRole('link').allTextContents()).toEqual([
      'Setup',
      'Dashboard',
      'Guide',
    ]);
    expect(await sidebar().count()).toBe(0);

    const notice = page.getByRole('heading', { name: 'Best on Desktop' });
    await notice.waitFor();
    await page.getByRole('button', { name: 'View on mobile' }).click();
    await notice.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Start Installation' }).waitFor();

    await toolsNav().getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Activity Dashboard', level: 1 }).waitFor();
    expect(await notice.count()).toBe(0);
    await toolsNav().getByRole('link', { name: 'Setup' }).click();
    await page.getByRole('heading', { name: 'Onboarding Tool', level: 1 }).waitFor();
    expect(await notice.count()).toBe(0); // dismissed for that tool

    await page.goto(`${baseUrl}/app/branding`); // hidden from the bar, still its own notice
    await notice.waitFor();

    expect(await severeViolations()).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Settings' }).click();
    await menu.waitFor({ state: 'hidden' });
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.waitFor();
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'hidden' });
    await toolsNav().getByRole('link', { name: 'Guide' }).click(); // the page is usable again
    await page.getByRole('heading', { name: 'Platform Walkthrough', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('covers every tool but the walkthrough for trialing users, recommending Basic or Advanced', async () => {
    const email = await signedIn(
      { approval: 'TRIALING', trialDay: 2 },
      { activeSubaccounts: '1-10' },
    );
    await page.goto(`${baseUrl}/app/onboarding`);
    const overlay = page.getByTestId('plan-overlay');
    await page.getByRole('heading', { name: 'Unlock the Onboarding Tool' }).waitFor();
    // The staged fade-in: the lead form (1700 ms) is not shown yet when the heading (100 ms) is.
    const leadForm = overlay.getByRole('button', { name: 'Upgrade Now' });
    expect(await leadForm.isVisible()).toBe(false);
    await leadForm.waitFor();
    expect(await overlay.getAttribute('data-plan')).toBe('basic');
    expect(await overlay.getByRole('heading', { name: 'Basic' }).isVisible()).toBe(true);
    expect(await overlay.getByText('$27').isVisible()).toBe(true);
    expect(await overlay.getByRole('link', { name: 'Book a call' }).getAttribute('href')).toBe(
      '/book',
    );
    // The tool behind is blurred and out of reach; the h1 stays the tool's name.
    expect(await heading1().allTextContents()).toEqual(['Onboarding Tool']);
    expect(await page.getByTestId('tool-content').getAttribute('aria-hidden')).toBe('true');
    expect(await page.getByTestId('trial-badge').first().textContent()).toBe('6 days left');
    expect(await severeViolations()).toEqual([]);

    await toolsNav().getByRole('link', { name: 'AI Marketing' }).click();
    await page.getByRole('heading', { name: 'Unlock the AI Marketing' }).waitFor();

    await toolsNav().getByRole('link', { name: 'Platform Walkthrough' }).click();
    await page.getByRole('heading', { name: 'Platform Walkthrough', level: 1 }).waitFor();
    expect(await page.getByTestId('plan-overlay').count()).toBe(0);
    await page.getByRole('link', { name: 'Open the Onboarding Tool' }).click();
    await page.waitForURL(`${baseUrl}/app/onboarding`);

    await setUser(email, { approval: 'TRIALING', trialDay: 2 }, '26-50');
    await page.reload();
    await overlay.getByRole('heading', { name: 'Advanced' }).waitFor();
    expect(await overlay.getAttribute('data-plan')).toBe('advanced');
    expect(await overlay.getByText('$97').isVisible()).toBe(true);
  });

  it('shows every part of the plan overlay at once with reduced motion', async () => {
    await signedIn({ approval: 'TRIALING', trialDay: 2 }, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/app/streamline`);
    const overlay = page.getByTestId('plan-overlay');
    await overlay.waitFor();
    expect(
      await overlay.getByRole('heading', { name: 'Unlock the Menu Link Removal' }).isVisible(),
    ).toBe(true);
    expect(await overlay.getByRole('button', { name: 'Upgrade Now' }).isVisible()).toBe(true);
  });

  it('shows the days-left badge, red at 3 days or fewer, and flags six months free on days 3 and 4', async () => {
    const email = await signedIn({ approval: 'TRIALING', trialDay: 3 });
    await page.goto(`${baseUrl}/app/walkthrough`);
    const badge = sidebar().getByTestId('trial-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('5 days left');
    expect(await badge.getAttribute('data-variant')).toBe('default');
    await sidebar().getByTestId('six-months-flag').waitFor();
    await sidebar().getByRole('button', { name: 'Upgrade Now' }).click();
    await page.getByRole('dialog', { name: 'Upgrade to Pro' }).waitFor();
    await page.keyboard.press('Escape');

    await setUser(email, { approval: 'TRIALING', trialDay: 5 });
    await page.reload();
    await badge.waitFor();
    expect(await badge.textContent()).toBe('3 days left');
    expect(await badge.getAttribute('data-variant')).toBe('destructive');
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'oklch(0.505 0.213 27.518)', // Tailwind's red-700
    );
    expect(await sidebar().getByTestId('six-months-flag').count()).toBe(0);

    await setUser(email, { approval: 'TRIALING', trialDay: 7 });
    await page.reload();
    await badge.waitFor();
    expect(await badge.textContent()).toBe('1 day left');
  });

  it('blocks the whole app for approval NO with Access Required, a way to /pricing and Sign Out', async () => {
    await signedIn({ approval: 'NO' });
    await page.goto(`${baseUrl}/app/onboarding`);
    const blocked = page.getByRole('alertdialog', { name: 'Access Required' });
    await blocked
      .getByText(
        'Your trial has ended or access has been revoked. Please upgrade to continue using the product.',
      )
      .waitFor();
    expect(await blocked.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(await toolsNav().count()).toBe(0); // the app behind is hidden and inert
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View Plans');
    expect(await severeViolations()).toEqual([]);

    await blocked.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('blocks an ended trial with the pricing page in a new tab and Sign Out', async () => {
    await signedIn({ approval: 'TRIALING', expired: true });
    await page.goto(`${baseUrl}/app/walkthrough`);
    const blocked = page.getByRole('alertdialog', { name: 'Your free trial has ended' });
    const plans = blocked.getByRole('link', { name: /View Plans/ });
    await plans.waitFor();
    expect(await plans.getAttribute('href')).toBe('/pricing');
    expect(await plans.getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('trial-badge').count()).toBe(0);

    await blocked.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('signs out from the sidebar, and still leaves when the server fails', async () => {
    // Whatever its query (the pending sign-out names its user).
    const logoutCall = (url: URL) => url.pathname === '/api/auth/logout';
    await signedIn({ approval: 'YES' });
    await page.goto(`${baseUrl}/app/activity-dashboard`);
    await page.route(logoutCall, (route) => route.fulfill({ status: 500, body: '{}' }));
    await sidebar().getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Error signing out').waitFor();
    await page.waitForURL(`${baseUrl}/`);

    // The sign-out stays pending and is finished by the next page load.
    await page.unroute(logoutCall);
    await page.goto(`${baseUrl}/app/activity-dashboard`);
    await page.waitForURL(`${baseUrl}/`);

    await page.context().close();
    await signedIn({ approval: 'YES' });
    await page.goto(`${baseUrl}/app/activity-dashboard`);
    await sidebar().getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/app/onboarding`);
    await page.waitForURL(`${baseUrl}/`);
  });

  it('sends visitors to / and unanswered questions to /initial-questions', async () => {
    page = await (await harness.browser.newContext()).newPage();
    await page.goto(`${baseUrl}/app/branding`);
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();

    await signedIn('questions-pending');
    await page.goto(`${baseUrl}/app`);
    await page.waitForURL(`${baseUrl}/initial-questions`);
    await page.getByText('Question 1 of 4').waitFor();
  });
});
