import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApiApp } from '../../apps/api/src/bootstrap';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/** The operator's Bull Board credentials every operations test configures. */
export const OPERATOR = { OPERATOR_USER: 'ops', OPERATOR_PASSWORD: 'correct horse battery' };

export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export interface OperationsApi {
  env: TestEnvironment;
  app: NestFastifyApplication;
}

/** An in-process api on a fresh database, with the operator configured and logs off. */
export async function startOperationsApi(
  overrides: Record<string, string> = {},
): Promise<OperationsApi> {
  const env = await createTestEnvironment();
  const app = await createApiApp(env.config({ ...OPERATOR, LOG_LEVEL: 'silent', ...overrides }));
  return { env, app };
}

/**
 * Registers the hooks of a describe block: startOperationsApi(overrides) before its tests and
 * stopOperationsApi after them. The handles are filled in by the time the first test runs.
 */
export function useOperationsApi(overrides: Record<string, string> = {}): OperationsApi {
  const api = {} as OperationsApi;
  beforeAll(async () => {
    Object.assign(api, await startOperationsApi(overrides));
  });
  afterAll(() => stopOperationsApi(api));
  return api;
}

export async function stopOperationsApi(api: Partial<OperationsApi> | undefined): Promise<void> {
  await api?.app?.close();
  await api?.env?.dispose();
}
