import type { INestApplicationContext } from '@nestjs/common';
import { createWorkerApp } from '../../apps/worker/src/bootstrap';
import {
  createTestEnvironment,
  TEST_WEBHOOK_SECRET,
  type TestEnvironment,
} from './test-environment';
import { WebhookReceiver } from './webhook-receiver';

/** A test database and queue prefix, a webhook receiver, and an in-process worker posting to it. */
export interface WebhookWorker {
  env: TestEnvironment;
  receiver: WebhookReceiver;
  worker: INestApplicationContext;
  close(): Promise<void>;
}

/** Starts the three; `overrides` are the worker's extra settings (retry schedule, poll...). */
export async function startWebhookWorker(
  overrides: Record<string, string> = {},
): Promise<WebhookWorker> {
  const env = await createTestEnvironment();
  const receiver = await WebhookReceiver.start(TEST_WEBHOOK_SECRET);
  const worker = await createWorkerApp(
    env.config({
      MARKETING_WEBHOOK_URL: receiver.url,
      MARKETING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      ...overrides,
    }),
  );
  return {
    env,
    receiver,
    worker,
    close: async () => {
      await worker.close();
      await receiver.close();
      await env.dispose();
    },
  };
}
