import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OnboardingState } from '@retainly/domain';
import { createApiApp } from '../../apps/api/src/bootstrap';
import { createWorkerApp } from '../../apps/worker/src/bootstrap';
import { apiClient } from './api-client';
import { updateUser, type UserFields } from './factories';
import { MailCatcher } from './mail-catcher';
import { runNode } from './processes';
import { createTestEnvironment, type TestEnvironment } from './test-environment';

export const PASSWORD = 'tidy-otter-42';
export const newEmail = () => `Owner.${randomUUID().slice(0, 8)}@Agency.test`;

/** The api and worker in-process, sending mail to a local SMTP server. */
export interface AccountsStack {
  env: TestEnvironment;
  mail: MailCatcher;
  app: NestFastifyApplication;
  worker: INestApplicationContext;
  api: ReturnType<typeof apiClient>;
  /** Signs up and opens the confirmation link; returns the confirm response (with cookie). */
  signUpAndConfirm(email: string): ReturnType<ReturnType<typeof apiClient>['post']>;
  /** Signs up and confirms a new e-mail, then gives the user `fields` (its approval, trial...). */
  signedUpWith(fields: UserFields): Promise<{ cookie: string; userId: string; email: string }>;
  /**
   * A new agency past the questionnaire, signed up and signed in: paid on `plan`, or as
   * `approval` says; `fields` set any further state (onboarding, profile).
   */
  signedInAgency(
    plan?: 'BASIC' | 'ADVANCED',
    approval?: 'YES' | 'TRIALING' | 'NO',
    fields?: UserFields,
  ): Promise<{ cookie: string; userId: string; email: string }>;
  /** A new paid agency (as signedInAgency) with one version of `tier`, made through the api. */
  signedInAgencyWithVersion(
    tier?: 'basic' | 'advanced',
    plan?: 'BASIC' | 'ADVANCED',
  ): Promise<{ cookie: string; userId: string; email: string; versionId: string }>;
  /** Runs `npm run operator:create` for a new e-mail, sets the password, signs in. */
  signedInOperator(): Promise<{ cookie: string; email: string; stdout: string }>;
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
  async function signUpAndConfirm(email: string) {
    const signUp = await api.post('/api/auth/signup', { email, password: PASSWORD });
    if (signUp.status !== 202) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
    const { token } = await mail.linkTokenFor(email.toLowerCase());
    return api.post('/api/auth/confirm', { token });
  }
  async function signedUpWith(fields: UserFields) {
    const email = newEmail();
    const { cookie } = await signUpAndConfirm(email);
    const userId = await updateUser(env.db, { email }, fields);
    return { cookie: cookie!, userId, email: email.toLowerCase() };
  }
  const signedInAgency: AccountsStack['signedInAgency'] = (
    plan = 'ADVANCED',
    approval = 'YES',
    fields = {},
  ) => signedUpWith({ approval, plan, initial_questions_completed: true, ...fields });
  return {
    env,
    mail,
    app,
    worker,
    api,
    signUpAndConfirm,
    signedUpWith,
    signedInAgency,
    async signedInAgencyWithVersion(tier = 'basic', plan = 'ADVANCED') {
      const agency = await signedInAgency(plan);
      const created = await api.post('/api/onboarding/versions', { tier }, agency.cookie);
      const { versions } = created.body as unknown as OnboardingState;
      return { ...agency, versionId: versions.find((version) => version.tier === tier)!.id };
    },
    async signedInOperator() {
      const email = newEmail().toLowerCase();
      const created = await runNode(
        'scripts/operator-create.js',
        env.env({ LOG_LEVEL: 'silent' }),
        20_000,
        [email],
      );
      const token = /#token=([A-Za-z0-9_-]+)/.exec(created.stdout)?.[1];
      if (!token) throw new Error(`operator:create failed: ${created.stderr}`);
      await api.post('/api/auth/password-reset/complete', {
        token,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      const login = await api.post('/api/auth/login', { email, password: PASSWORD });
      if (!login.cookie) throw new Error(`operator login failed: ${JSON.stringify(login.body)}`);
      return { cookie: login.cookie, email, stdout: created.stdout };
    },
    async close() {
      await app.close();
      await worker.close();
      await mail.close();
      await env.dispose();
    },
  };
}
