/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Browser, Page } from 'playwright-core';
import {
  AFFILIATE_MESSAGES,
  SUMMIT_MESSAGES,
  WEBINAR_MESSAGES,
  type SiteConfig,
} from '@retainly/domain';
import { createApiApp } from '../../../apps/api/src/bootstrap';
import { launchChromium } from '../../support/browser';
import { createTestEnvironment, type TestEnvironment } from '../../support/test-environment';

const FAILED = 'Something went wrong. Please try again.';
const DAY = 86_400_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

describe('lead-capture pages in Chromium', () => {
  let env: TestEnvironment;
  let app: NestFastifyApplication;
  let browser: Browser;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    env = await createTestEnvironment();
    app = await createApiApp(env.config({ LOG_LEVEL: 'silent' }));
    baseUrl = await listen(app);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await env?.dispose();
  });

  beforeEach(async () => {
    // A fixed zone and locale, so session times read the same on every machine.
    const context = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US' });
    page = await context.newPage();
  });

  afterEach(() => page.context().close());

  /** Holds a request back a little (then lets the real server answer) to see the busy state. */
  const slowDown = (path: string) =>
    page.route(`**/api/${path}`, async (route) => {
      await sleep(400);
      await route.continue();
    });

  const failWith = (path: string, status: number, body: unknown) =>
    page.route(`**/api/${path}`, (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
    );

  async function eventsOf(type: string): Promise<Record<string, unknown>[]> {
    const rows: { data: Record<string, unknown> }[] = await env.db.query(
      `SELECT data FROM outbox_events WHERE type = $1 ORDER BY position`,
      [type],
    );
    return rows.map((row) => row.data);
  }

  const alertText = () => page.getByRole('alert').first().textContent();

  async function seriousA11yProblems() {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
  }

  describe('/affiliate', () => {
    beforeEach(async () => {
      await page.goto(`${baseUrl}/affiliate`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });

    it('opens and closes the levels with the keyboard', async () => {
      const level1 = page.getByRole('button', { name: 'Level 1: Free access' });
      const level2 = page.getByRole('button', { name: 'Level 2: 30% recurring commission' });
      const level3 = page.getByRole('button', { name: 'Level 3: $1,000 a month car bonus' });
      expect(await level1.getAttribute('aria-expanded')).toBe('true');
      expect(await level2.getAttribute('aria-expanded')).toBe('false');
      const panel2 = page.locator(`[id="${await level2.getAttribute('aria-controls')}"]`);
      expect(await panel2.isVisible()).toBe(false);

      await level1.focus();
      await page.keyboard.press('Tab');
      expect(await level2.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await level2.getAttribute('aria-expanded')).toBe('true');
      expect(await panel2.textContent()).toContain('$30 a month on a $99 plan');
      expect(await panel2.getAttribute('role')).toBe('region');

      await page.keyboard.press('Tab');
      await page.keyboard.press(' ');
      expect(await level3.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByText('Reach 100 active sign-ups').isVisible()).toBe(true);

      await level2.focus();
      await page.keyboard.press(' ');
      expect(await level2.getAttribute('aria-expanded')).toBe('false');
      expect(await panel2.isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    });

    it('asks for the required fields, then stores the application and its event', async () => {
      const submit = page.getByRole('button', { name: 'Submit Application' });
      await page.getByLabel('Company').fill('Northwind');
      await submit.click();
      expect(await alertText()).toBe(AFFILIATE_MESSAGES.required);
      const fullName = page.getByLabel('Full name');
      expect(await fullName.getAttribute('aria-invalid')).toBe('true');
      const alertId = await page.getByRole('alert').first().getAttribute('id');
      expect(await fullName.getAttribute('aria-describedby')).toContain(alertId);
      expect(await page.getByLabel('Company').inputValue()).toBe('Northwind');

      await fullName.fill('  Robin Affiliate ');
      await page.getByLabel('E-mail').fill('Robin@Partners.test');
      const networkSize = page.getByLabel('Network size');
      expect(await networkSize.locator('option').allTextContents()).toContain(
        'Just getting started (building)',
      );
      await networkSize.selectOption({ label: 'Just getting started (building)' });
      await page.getByLabel('Audience description').fill('Agency owners in Texas');
      await slowDown('affiliates');
      await submit.click();
      const busy = page.getByRole('button', { name: 'Submitting...' });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);

      await page
        .getByRole('status')
        .filter({ hasText: AFFILIATE_MESSAGES.submitted })
        .first()
        .waitFor();
      expect(await fullName.inputValue()).toBe('');
      expect(await networkSize.inputValue()).toBe('');
      expect(await page.getByRole('alert').first().textContent()).toBe('');

      const rows = await env.db.query(
        `SELECT full_name, email, company, network_size, audience_description FROM affiliates`,
      );
      expect(rows).toEqual([
        {
          full_name: 'Robin Affiliate',
          email: 'robin@partners.test',
          company: 'Northwind',
          network_size: 'building',
          audience_description: 'Agency owners in Texas',
        },
      ]);
      expect(await eventsOf('AffiliateApplied')).toEqual([
        expect.objectContaining({
          email: 'robin@partners.test',
          full_name: 'Robin Affiliate',
          network_size: 'building',
        }),
      ]);
    });

    it("keeps everything typed and shows the server's message when submitting fails", async () => {
      await page.getByLabel('Full name').fill('Kept Name');
      await page.getByLabel('E-mail').fill('kept@partners.test');
      await page.getByLabel('Company').fill('Kept Co');
      await page.getByLabel('Network size').selectOption('51-100');
      await page.getByLabel('Audience description').fill('Kept audience');

      await failWith('affiliates', 500, { message: 'Internal server error' });
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.getByRole('alert').filter({ hasText: FAILED }).waitFor();

      await page.unroute('**/api/affiliates');
      const limited = 'Too many attempts. Please wait a few minutes and try again.';
      await failWith('affiliates', 429, { statusCode: 429, message: limited });
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.getByRole('alert').filter({ hasText: limited }).waitFor();

      expect(await page.getByLabel('Full name').inputValue()).toBe('Kept Name');
      expect(await page.getByLabel('E-mail').inputValue()).toBe('kept@partners.test');
      expect(await page.getByLabel('Company').inputValue()).toBe('Kept Co');
      expect(await page.getByLabel('Network size').inputValue()).toBe('51-100');
      expect(await page.getByLabel('Audience description').inputValue()).toBe('Kept audience');
    });
  });

  describe('/summit', () => {
    beforeEach(async () => {
      await page.goto(`${baseUrl}/summit`);
      await page.getByRole('heading', { name: 'Great meeting you at the summit!' }).waitFor();
    });

    it('formats the phone number while typing, per country code, within 20 characters', async () => {
      const phone = page.getByLabel('Phone number');
      const code = page.getByLabel('Country code');
      expect(await code.inputValue()).toBe('+1');
      expect(await code.locator('option').count()).toBe(12);
      expect(await phone.getAttribute('maxlength')).toBe('20');
      expect(await phone.getAttribute('inputmode')).toBe('tel');

      await phone.pressSequentially('555');
      expect(await phone.inputValue()).toBe('(555');
      await phone.pressSequentially('1234567');
      expect(await phone.inputValue()).toBe('(555) 123-4567');
      await phone.press('Backspace');
      expect(await phone.inputValue()).toBe('(555) 123-456');

      // Editing in the middle: the caret stays after the digit just typed or removed.
      const caret = () => phone.evaluate((input: HTMLInputElement) => input.selectionStart);
      await phone.press('Home');
      await phone.press('ArrowRight');
      await phone.press('ArrowRight');
      await phone.pressSequentially('9');
      expect(await phone.inputValue()).toBe('(595) 512-3456');
      expect(await caret()).toBe(3);
      await phone.press('Backspace');
      expect(await phone.inputValue()).toBe('(555) 123-456');
      expect(await caret()).toBe(2);
      // Backspace right after a '-' removes the digit before it instead of getting stuck.
      await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(10, 10));
      await phone.press('Backspace');
      expect(await phone.inputValue()).toBe('(555) 124-56');
      expect(await caret()).toBe(8);
      await phone.fill('(555) 123-456');

      await code.selectOption('+44');
      expect(await phone.inputValue()).toBe('55512 3456');
      await phone.fill('');
      await phone.pressSequentially('07700900123');
      expect(await phone.inputValue()).toBe('07700 900123');

      await code.selectOption('+33');
      expect(await phone.inputValue()).toBe('0 77 00 90 01');

      await code.selectOption('+1');
      await phone.fill('');
      await phone.pressSequentially('123456789012345678901234567890');
      const typed = await phone.inputValue();
      expect(typed).toBe('(123) 456-7890');
      expect(typed.length).toBeLessThanOrEqual(20);
    });

    it('validates, keeps the inputs when the server fails, then stores the lead', async () => {
      const send = page.getByRole('button', { name: 'Send Me More Info' });
      const name = page.getByLabel('First name');
      const phone = page.getByLabel('Phone number');
      await send.click();
      expect(await alertText()).toBe(SUMMIT_MESSAGES.nameRequired);
      expect(await name.getAttribute('aria-invalid')).toBe('true');

      await name.fill('  Ada  ');
      await send.click();
      expect(await alertText()).toBe(SUMMIT_MESSAGES.phoneRequired);
      expect(await phone.getAttribute('aria-invalid')).toBe('true');
      expect(await name.getAttribute('aria-invalid')).toBeNull();

      await phone.pressSequentially('55512');
      await send.click();
      expect(await alertText()).toBe(SUMMIT_MESSAGES.phoneInvalid);

      await phone.press('End');
      await phone.pressSequentially('34567');
      await failWith('summit-leads', 500, { message: 'Internal server error' });
      await send.click();
      await page.getByRole('alert').filter({ hasText: SUMMIT_MESSAGES.failed }).waitFor();
      expect(await name.inputValue()).toBe('  Ada  ');
      expect(await phone.inputValue()).toBe('(555) 123-4567');
      expect(await page.getByLabel('Country code').inputValue()).toBe('+1');

      await page.unroute('**/api/summit-leads');
      await slowDown('summit-leads');
      await send.click();
      await page.getByRole('button', { name: 'Submitting...' }).waitFor();
      const thanks = page.getByRole('heading', { name: 'Thank You! Check your texts!' });
      await thanks.waitFor();
      expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);

      expect(await env.db.query(`SELECT name, phone_number FROM levelup_connections`)).toEqual([
        { name: 'Ada', phone_number: '+15551234567' },
      ]);
      expect(await eventsOf('LeadCaptured')).toEqual([
        expect.objectContaining({ source: 'summit', name: 'Ada', phone_number: '+15551234567' }),
      ]);
    });

    it('scrolls to the form with Learn More and links Book a Call Now to /book', async () => {
      expect(await page.getByRole('link', { name: 'Book a Call Now' }).getAttribute('href')).toBe(
        '/book',
      );
      await page.setViewportSize({ width: 390, height: 700 });
      await page.getByRole('button', { name: 'Learn More' }).click();
      const name = page.getByLabel('First name');
      await page.waitForFunction(
        () => document.activeElement === document.querySelector('#summit-form input'),
      );
      await page.waitForFunction(() => {
        const box = document.querySelector('#summit-form input')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      expect(await name.isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: /Meet your host/ }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'What agency owners say' }).count()).toBe(1);
    });
  });

  describe('/webinar', () => {
    let sessions: string[];

    beforeAll(async () => {
      const config = (await (await fetch(`${baseUrl}/api/site-config`)).json()) as SiteConfig;
      sessions = config.webinar.sessions;
      expect(sessions.length).toBeGreaterThanOrEqual(2);
    });

    it('counts down to the selected session, every second', async () => {
      const first = Date.parse(sessions[0]);
      // Two days, 3 h, 4 min and 30 s before the first session, in the browser's clock.
      const startClock = first - (2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 30_000);
      await page.clock.install({ time: startClock });
      await page.goto(`${baseUrl}/webinar`);
      const timer = page.getByRole('timer');
      await timer.waitFor();
      await page.clock.pauseAt(startClock + 20_000);

      const digits = () =>
        timer.locator('[data-unit]').evaluateAll((els) => els.map((el) => el.textContent));
      expect(await digits()).toEqual(['02', '03', '04', '10']);
      expect(await timer.getAttribute('aria-label')).toBe(
        'Session starts in 2 days, 3 hours, 4 minutes',
      );
      expect(await timer.getAttribute('aria-live')).toBe('off');
      await page.clock.runFor(1_000);
      expect(await digits()).toEqual(['02', '03', '04', '09']);
      await page.clock.runFor(60_000);
      expect(await digits()).toEqual(['02', '03', '03', '09']);

      const radios = page.getByRole('radio');
      expect(await radios.count()).toBe(sessions.length);
      expect(await radios.first().isChecked()).toBe(true);
      // The default schedule is noon in Chicago: 1:00 PM in New York, with the zone's name.
      const labels = await page.locator('fieldset label').allTextContents();
      for (const label of labels) expect(label).toMatch(/^(Tuesday|Thursday), .+ 1:00\sPM E[SD]T$/);
      expect(await page.getByText('(America/New_York)').count()).toBe(1);

      await radios.nth(1).check();
      const secondLeft = Date.parse(sessions[1]) - (startClock + 81_000);
      const days = String(Math.floor(secondLeft / DAY)).padStart(2, '0');
      expect((await digits())[0]).toBe(days);
      expect(await timer.getAttribute('aria-label')).toMatch(
        new RegExp(`^Session starts in ${Number(days)} days?, `),
      );
    });

    it('validates, keeps the inputs on failure, and registers for the chosen session', async () => {
      await page.goto(`${baseUrl}/webinar`);
      await page.getByRole('heading', { level: 1, name: /find, close and keep/ }).waitFor();
      expect(await page.getByRole('link', { name: 'Login' }).first().getAttribute('href')).toBe(
        '/login',
      );
      expect(
        await page.getByRole('link', { name: 'Get Started' }).first().getAttribute('href'),
      ).toBe('/signup');
      expect(await page.getByText('0-5 min').count()).toBe(1);
      expect(await page.getByText('35-45 min').count()).toBe(1);
      await page.getByRole('radio').first().waitFor();

      const register = page.getByRole('button', { name: 'Register Now' });
      const firstName = page.getByLabel('First name');
      const email = page.getByLabel('E-mail');
      await register.click();
      expect(await alertText()).toBe(WEBINAR_MESSAGES.required);
      expect(await firstName.getAttribute('aria-invalid')).toBe('true');
      expect(await email.getAttribute('aria-invalid')).toBe('true');

      await firstName.fill('Grace');
      await email.fill('not-an-email');
      await register.click();
      expect(await alertText()).toBe(WEBINAR_MESSAGES.invalidEmail);
      expect(await firstName.getAttribute('aria-invalid')).toBeNull();

      await email.fill('Grace@Agency.test');
      await page.getByLabel('Text me reminders and tips (optional)').check();
      await page.getByRole('radio').nth(1).check();
      await failWith('webinar-registrations', 503, { message: 'Service unavailable' });
      await register.click();
      await page.getByRole('alert').filter({ hasText: WEBINAR_MESSAGES.failed }).waitFor();
      expect(await firstName.inputValue()).toBe('Grace');
      expect(await email.inputValue()).toBe('Grace@Agency.test');
      expect(await page.getByLabel('Text me reminders and tips (optional)').isChecked()).toBe(true);
      expect(await page.getByRole('radio').nth(1).isChecked()).toBe(true);

      await page.unroute('**/api/webinar-registrations');
      await slowDown('webinar-registrations');
      await register.click();
      await page.getByRole('button', { name: 'Registering...' }).waitFor();
      await page.getByRole('heading', { name: WEBINAR_MESSAGES.registered }).waitFor();
      const chosenLabel = await page.evaluate(
        (iso) =>
          new Intl.DateTimeFormat(undefined, {
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
          }).format(new Date(iso)),
        sessions[1],
      );
      expect(
        await page.getByRole('status').filter({ hasText: 'Your session:' }).textContent(),
      ).toContain(chosenLabel);

      const rows: Record<string, unknown>[] = await env.db.query(
        `SELECT first_name, email, session_starts_at, consent FROM webinar_registrations`,
      );
      expect(rows).toEqual([
        {
          first_name: 'Grace',
          email: 'grace@agency.test',
          session_starts_at: new Date(sessions[1]),
          consent: true,
        },
      ]);
      expect(await eventsOf('WebinarRegistered')).toEqual([
        expect.objectContaining({
          email: 'grace@agency.test',
          first_name: 'Grace',
          session_starts_at: sessions[1],
          consent: true,
        }),
      ]);
    });

    it('says new sessions are being scheduled when none are configured', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'leadforms-'));
      const file = join(dir, 'site-config.json');
      writeFileSync(file, JSON.stringify({ webinar: { timeZone: 'America/Chicago', weekly: [] } }));
      const emptyApp = await createApiApp(
        env.config({ LOG_LEVEL: 'silent', SITE_CONFIG_FILE: file }),
      );
      try {
        const emptyUrl = await listen(emptyApp);
        await page.goto(`${emptyUrl}/webinar`);
        await page.getByText('New sessions are being scheduled').waitFor();
        expect(await page.getByRole('button', { name: 'Register Now' }).isDisabled()).toBe(true);
        expect(await page.getByRole('radio').count()).toBe(0);
        expect(await page.getByRole('timer').count()).toBe(0);
      } finally {
        await emptyApp.close();
      }
    });
  });

  it.each(['/affiliate', '/summit', '/webinar'])(
    '%s fits 360 px, has one h1, no serious accessibility problem and no console error',
    async (path) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // A visitor's session lookup answers 401 by design; anything else is a problem.
        if (message.type() !== 'error' || message.location().url.endsWith('/api/me')) return;
        problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (path === '/webinar') await page.getByRole('radio').first().waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousA11yProblems()).toEqual([]);
      // Desktop too: the header's inline actions only show from the sm breakpoint.
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await seriousA11yProblems()).toEqual([]);
      // No CSP violation or script error on the way.
      expect(problems).toEqual([]);
    },
  );
});
