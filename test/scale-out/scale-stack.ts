import type { ChildProcess } from 'node:child_process';
import { freePort } from '../support/free-port';
import { httpApi, type HttpApi } from '../support/http-api';
import { MailCatcher } from '../support/mail-catcher';
import { exited, startNode } from '../support/processes';
import {
  createTestEnvironment,
  TEST_WEBHOOK_SECRET,
  type TestEnvironment,
} from '../support/test-environment';
import { waitFor } from '../support/wait-for';
import { WebhookReceiver } from '../support/webhook-receiver';

/** Short periods, so a few of them pass within the test. */
export const OUTCOME_SWEEP_MS = 1_000;
export const TRIAL_RECONCILE_MS = 1_000;

type Running = ChildProcess & { output: string[] };

/**
 * Two built api processes and two built workers on one database and one Redis prefix, as
 * `docker compose up --scale api=2 --scale worker=2` runs them, with local stand-ins for the
 * mail server, the marketing automation and an agency's endpoint.
 */
export interface ScaleStack {
  env: TestEnvironment;
  mail: MailCatcher;
  marketing: WebhookReceiver;
  agencyEndpoint: WebhookReceiver;
  apis: [HttpApi, HttpApi];
  /** Everything each worker has printed so far (pino JSON lines). */
  workerOutputs(): string[];
  close(): Promise<void>;
}

async function untilHealthy(name: string, url: string, child: Running): Promise<void> {
  await waitFor(
    `${name} at ${url} (output: ${child.output.join('')})`,
    () =>
      fetch(url).then(
        (res) => res.ok,
        () => false,
      ),
    // Four processes boot at once on a loaded machine.
    { timeoutMs: 60_000, intervalMs: 100 },
  );
}

export interface ScaleStackOptions {
  /** More environment for every process (MEDIA_DIR, say: the replicas' shared volume). */
  env?: Record<string, string>;
  /** Without workers: nothing processes what the apis queue. */
  workers?: boolean;
}

export async function startScaleStack(options: ScaleStackOptions = {}): Promise<ScaleStack> {
  const env = await createTestEnvironment();
  const [mail, marketing, agencyEndpoint] = await Promise.all([
    MailCatcher.start(),
    WebhookReceiver.start(TEST_WEBHOOK_SECRET),
    WebhookReceiver.start('whsec_unused'),
  ]);
  const [apiPorts, healthPorts] = [
    [await freePort(), await freePort()],
    [await freePort(), await freePort()],
  ];
  const shared = {
    SMTP_URL: mail.url,
    MARKETING_WEBHOOK_URL: marketing.url,
    MARKETING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    WEBHOOK_RETRY_SCHEDULE: '200ms,500ms,1s',
    OUTCOME_SWEEP_MS: String(OUTCOME_SWEEP_MS),
    TRIAL_RECONCILE_MS: String(TRIAL_RECONCILE_MS),
    ...options.env,
  };
  const apis = apiPorts.map((port) =>
    startNode(
      'apps/api/src/main.js',
      env.env({
        ...shared,
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
      }),
    ),
  );
  // Info level: the outcome sweep logs a line per run, which is how the test counts them.
  const workers = (options.workers === false ? [] : healthPorts).map((port) =>
    startNode(
      'apps/worker/src/main.js',
      env.env({ ...shared, WORKER_HEALTH_PORT: String(port), LOG_LEVEL: 'info' }),
    ),
  );
  const running = [...apis, ...workers];
  const close = async () => {
    for (const child of running) child.kill('SIGKILL');
    await Promise.all(running.map(exited));
    await Promise.all([mail.close(), marketing.close(), agencyEndpoint.close()]);
    await env.dispose();
  };
  try {
    await Promise.all([
      ...apis.map((api, i) =>
        untilHealthy(`api ${i + 1}`, `http://127.0.0.1:${apiPorts[i]}/api/health`, api),
      ),
      ...workers.map((worker, i) =>
        untilHealthy(`worker ${i + 1}`, `http://127.0.0.1:${healthPorts[i]}/health`, worker),
      ),
    ]);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    env,
    mail,
    marketing,
    agencyEndpoint,
    apis: [httpApi(`http://127.0.0.1:${apiPorts[0]}`), httpApi(`http://127.0.0.1:${apiPorts[1]}`)],
    workerOutputs: () => workers.map((worker) => worker.output.join('')),
    close,
  };
}
