import { ALL_QUEUES } from '@retainly/events';
import { QueueRegistry } from '@retainly/queues';
import { useAppHarness } from '../app/app-browser';

const OPERATOR = { OPERATOR_USER: 'ops', OPERATOR_PASSWORD: 'correct horse battery' };

/**
 * Bull Board's own page sends writes without our client header (its client is built into
 * @bull-board/ui): they must still work from its page, and not from another site's.
 */
describe('Bull Board in Chromium', () => {
  const harness = useAppHarness(OPERATOR);
  const queue = () => harness.stack.app.get(QueueRegistry).get(ALL_QUEUES[0]);

  const operatorPage = async () => {
    const context = await harness.browser.newContext({
      httpCredentials: { username: OPERATOR.OPERATOR_USER, password: OPERATOR.OPERATOR_PASSWORD },
    });
    return context.newPage();
  };

  it('pauses a queue from its own page', async () => {
    const page = await operatorPage();
    await page.goto(`${harness.baseUrl}/admin/queues/queue/${ALL_QUEUES[0]}`);
    await page.getByText('No latest jobs in this queue.').waitFor();
    await page.locator('button').last().click(); // the queue's ⋮ menu
    await page.getByRole('menuitem', { name: 'Pause' }).click();
    const paused = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect((await paused).status()).toBe(200);
    expect(await queue().isPaused()).toBe(true);
    await queue().resume();
  });

  it('refuses a job posted from another site, though the browser sends the credentials', async () => {
    const page = await operatorPage();
    // Signed in to the board first, so the browser holds the Basic credentials.
    await page.goto(`${harness.baseUrl}/admin/queues`);
    // Another site (localhost is not 127.0.0.1) with the classic forged form: a text/plain POST
    // whose body reads as JSON, which needs no CORS preflight.
    const hostile = 'http://localhost:9/prize';
    const action = `${harness.baseUrl}/admin/queues/api/queues/${ALL_QUEUES[0]}/add`;
    await page.context().route(hostile, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="POST" action="${action}" enctype="text/plain">
          <input name='{"name":"forged","data":{},"x":"' value='"}'></form>
          <script>document.forms[0].submit()</script>`,
      }),
    );
    const answered = page.waitForResponse((r) => r.url() === action);
    await page.goto(hostile);
    const response = await answered;
    expect(response.request().headers()['content-type']).toBe('text/plain');
    expect(response.status()).toBe(403);
    const jobs = await queue().getJobs(['waiting', 'paused', 'delayed', 'prioritized']);
    expect(jobs.map((job) => job.name)).not.toContain('forged');
  });
});
