import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createApiApp } from '../../../apps/api/src/bootstrap';
import { launchChromium } from '../../support/browser';
import { createTestEnvironment, type TestEnvironment } from '../../support/test-environment';
import { hostedMedia } from './hosted-media';
import { playOnCatalogueModule } from '../../support/media-factories';

export interface HostedPortal {
  env: TestEnvironment;
  /** A scratch directory of the test's own (the clip's work files live here). */
  workDir: string;
  /** The api's local media store. */
  storeDir: string;
  /** The ready media item the catalogue module plays. */
  mediaId: string;
  baseUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * An api in this process on its own database and media store, where the catalogue module
 * `moduleKey` ('categoryId/moduleId') plays a real `seconds`-long clip, and a Chromium: the
 * world of the portal's browser tests that play hosted video.
 */
export async function startHostedPortal(moduleKey: string, seconds: number): Promise<HostedPortal> {
  const env = await createTestEnvironment();
  const workDir = await mkdtemp(join(tmpdir(), 'retainly-portal-'));
  const storeDir = join(workDir, 'store');
  const media = await hostedMedia(env, workDir, storeDir, seconds);
  const mediaId = await media.readyMedia('catalogue_module', moduleKey);
  await playOnCatalogueModule(env.db, moduleKey, mediaId);
  const app = await createApiApp(env.config({ LOG_LEVEL: 'silent', MEDIA_DIR: storeDir }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const browser = await launchChromium();
  return {
    env,
    workDir,
    storeDir,
    mediaId,
    baseUrl,
    browser,
    async close() {
      await browser.close();
      await app.close();
      await env.dispose();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers the hooks of a describe block on startHostedPortal(moduleKey, seconds): started
 * before its tests, closed after them; the handles are filled in by the time the first test runs.
 */
export function useHostedPortal(moduleKey: string, seconds: number): HostedPortal {
  const hosted = {} as HostedPortal;
  beforeAll(async () => {
    Object.assign(hosted, await startHostedPortal(moduleKey, seconds));
  });
  afterAll(() => hosted.close?.());
  return hosted;
}
