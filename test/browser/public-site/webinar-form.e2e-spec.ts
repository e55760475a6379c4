/// <reference lib="dom" /> // page.evaluate callbacks run in the browser
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DAY_MS, HOUR_MS, MINUTE_MS, type SiteConfig, WEBINAR_MESSAGES } from '@retainly/domain';
import { createApiApp } from '../../../apps/api/src/bootstrap';
import { formatSessionStart } from '../../../web/src/features/lead-forms/session-time';
import { listenOnFreePort } from '../../support/browser-stack';
import { parseIcs } from '../../support/ics';
import { useLeadFormPages } from './lead-forms-harness';

/** The bundled site configuration's webinar room (no SITE_CONFIG_FILE outside production). */
const ROOM = (
  JSON.parse(readFileSync(join(__dirname, '../../../config/site.bundled.json'), 'utf8')) as {
    webinar: { joinUrl: string };
  }
).webinar.joinUrl;
const CONSENT = 'E-mail me tips and future session dates (optional)';

describe('/webinar in Chromium', () => {
  const forms = useLeadFormPages();
  const { slowDown, failWith, eventsOf, alertText } = forms;
  let page: Page;
  beforeEach(() => {
    page = forms.page;
  });

  let sessions: string[];

  beforeAll(async () => {
    const config = (await (await fetch(`${forms.baseUrl}/api/site-config`)).json()) as SiteConfig;
    sessions = config.webinar.sessions;
    expect(sessions.length).toBeGreaterThanOrEqual(2);
  });

  it('counts down to the selected session, every second', async () => {
    const first = Date.parse(sessions[0]);
    // Two days, 3 h, 4 min and 30 s before the first session, in the browser's clock.
    const startClock = first - (2 * DAY_MS + 3 * HOUR_MS + 4 * MINUTE_MS + 30_000);
    await page.clock.install({ time: startClock });
    await page.goto(`${forms.baseUrl}/webinar`);
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
    const days = String(Math.floor(secondLeft / DAY_MS)).padStart(2, '0');
    expect((await digits())[0]).toBe(days);
    expect(await timer.getAttribute('aria-label')).toMatch(
      new RegExp(`^Session starts in ${Number(days)} days?, `),
    );
  });

  it('validates, keeps the inputs on failure, and registers for the chosen session', async () => {
    await page.goto(`${forms.baseUrl}/webinar`);
    await page.getByRole('heading', { level: 1, name: /find, close and keep/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Login' }).first().getAttribute('href')).toBe(
      '/login',
    );
    expect(await page.getByRole('link', { name: 'Get Started' }).first().getAttribute('href')).toBe(
      '/signup',
    );
    expect(await page.getByText('0-5 min').count()).toBe(1);
    expect(await page.getByText('35-45 min').count()).toBe(1);
    await page.getByRole('radio').first().waitFor();

    const register = page.getByRole('button', { name: 'Register Now' });
    const firstName = page.getByLabel('First name');
    const email = page.getByRole('textbox', { name: 'E-mail' });
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
    await page.getByLabel(CONSENT).check();
    await page.getByRole('radio').nth(1).check();
    await failWith('webinar-registrations', 503, { message: 'Service unavailable' });
    await register.click();
    await page.getByRole('alert').filter({ hasText: WEBINAR_MESSAGES.failed }).waitFor();
    expect(await firstName.inputValue()).toBe('Grace');
    expect(await email.inputValue()).toBe('Grace@Agency.test');
    expect(await page.getByLabel(CONSENT).isChecked()).toBe(true);
    expect(await page.getByRole('radio').nth(1).isChecked()).toBe(true);

    await page.unroute('**/api/webinar-registrations');
    await slowDown('webinar-registrations');
    await register.click();
    await page.getByRole('button', { name: 'Registering...' }).waitFor();
    await page.getByRole('heading', { name: WEBINAR_MESSAGES.registered }).waitFor();
    // The chosen session as the page formats it, in the browser's own language and zone.
    const chosenLabel = await page.evaluate(formatSessionStart, sessions[1]);
    const thanks = page.getByRole('status').filter({ hasText: 'Your session:' });
    expect(await thanks.textContent()).toContain(chosenLabel);
    // No way to send texts, so no phone box: the reminder is the calendar file's alarm.
    expect(await page.getByText(/text me/i).count()).toBe(0);

    const rows: Record<string, unknown>[] = await forms.env.db.query(
      `SELECT id, first_name, email, session_starts_at, consent, join_url
       FROM webinar_registrations`,
    );
    expect(rows).toEqual([
      {
        id: expect.any(String),
        first_name: 'Grace',
        email: 'grace@agency.test',
        session_starts_at: new Date(sessions[1]),
        consent: true,
        join_url: ROOM,
      },
    ]);

    // The way in: the session's join link, and a calendar file for this registration.
    const join = thanks.getByRole('link', { name: `${ROOM} (opens in a new tab)` });
    expect(await join.getAttribute('href')).toBe(ROOM);
    expect(await join.getAttribute('target')).toBe('_blank');
    const addToCalendar = thanks.getByRole('link', { name: 'Add to calendar' });
    const calendarHref = await addToCalendar.getAttribute('href');
    expect(calendarHref).toBe(`/api/webinar-registrations/${rows[0].id as string}/calendar.ics`);
    const [download] = await Promise.all([page.waitForEvent('download'), addToCalendar.click()]);
    expect(download.suggestedFilename()).toBe('retainly-webinar.ics');
    const ics = readFileSync((await download.path())!, 'utf8');
    const [event] = parseIcs(ics).components;
    expect(event.name).toBe('VEVENT');
    const utc = (iso: string) => iso.replace(/\.\d{3}/, '').replace(/[-:]/g, '');
    expect(event.get('DTSTART')).toBe(utc(sessions[1]));
    expect(event.get('DTEND')).toBe(
      utc(new Date(Date.parse(sessions[1]) + 45 * 60_000).toISOString()),
    );
    expect(event.get('URL')).toBe(ROOM);
    expect(event.text('LOCATION')).toBe(ROOM);
    expect(await eventsOf('WebinarRegistered')).toEqual([
      expect.objectContaining({
        email: 'grace@agency.test',
        first_name: 'Grace',
        session_starts_at: sessions[1],
        consent: true,
        join_url: ROOM,
      }),
    ]);
  });

  it('says new sessions are being scheduled when none are configured', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leadforms-'));
    const file = join(dir, 'site-config.json');
    writeFileSync(file, JSON.stringify({ webinar: { timeZone: 'America/Chicago', weekly: [] } }));
    const emptyApp = await createApiApp(
      forms.env.config({ LOG_LEVEL: 'silent', SITE_CONFIG_FILE: file }),
    );
    try {
      const emptyUrl = await listenOnFreePort(emptyApp);
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
