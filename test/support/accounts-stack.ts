import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApiApp } from '../../apps/api/src/bootstrap';
import { createWorkerApp } from '../../apps/worker/src/bootstrap';
import { apiClient } from './api-client';
import { MailCatcher } from './mail-catcher';
import { createTestEnvironment, type TestEnvironment } from './test-environment';

export const PASSWORD = 'tidy-otter-42';
export const newEmail = () => `Owner.${randomUUID().slice(0, 8)}@Agency.test`;

/** The api and worker in-process, sending mail to a local SMTP server. */
export interface AccountsStack {
  env: TestEnvironment;
  mail: MailCatcher;
  app: NestFastifyApplication;
  api: ReturnType<typeof apiClient>;
  /** Signs up and opens the confirmation link; returns the confirm response (with cookie). */
  signUpAndConfirm(email: string): ReturnType<ReturnType<typeof apiClient>['post']>;
  close(): Promise<void>;
}

export async function startAccountsStack(
  overrides: Record<string, string> = {},
): Promise<AccountsStack> {
  const env = await createTestEnvironment();
  const mail = await MailCatcher.start();
  const config = env.config({ SMTP_URL: mail.url, LOG_LEVEL: 'silent', ...overrides });
  const worker: INestApplicationContext = await createWorkerApp(config);
  const app = await createApiApp(config);
  const api = apiClient(app);
  return {
    env,
    mail,
    app,
    api,
    async signUpAndConfirm(email) {
      const signUp = await api.post('/api/auth/signup', { email, password: PASSWORD });
      if (signUp.status !== 202) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
      const { token } = await mail.linkTokenFor(email.toLowerCase());
      return api.post('/api/auth/confirm', { token });
    },
    async close() {
      await app.close();
      await worker.close();
      await mail.close();
      await env.dispose();
    },
  };
}
