import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port';
import { exited, runNode, startNode } from '../support/processes';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { waitFor } from '../support/wait-for';

/** What production needs besides the media tools; no server is reached before the refusal. */
const PRODUCTION = {
  NODE_ENV: 'production',
  OPERATOR_USER: 'ops',
  OPERATOR_PASSWORD: 'a-long-operator-password',
  SMTP_URL: 'smtp://127.0.0.1:1',
  MEDIA_URL_SECRET: 'x'.repeat(32),
  DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere',
  REDIS_URL: 'redis://127.0.0.1:1',
};

describe('which ffmpeg the processes run', () => {
  // A PATH with no ffmpeg on it: only npm's bundled static build is left.
  const emptyPath = mkdtempSync(join(tmpdir(), 'no-ffmpeg-'));
  afterAll(() => rmSync(emptyPath, { recursive: true, force: true }));

  it.each([
    ['apps/worker/src/main.js', 'Worker failed to start'],
    ['apps/api/src/main.js', 'API failed to start'],
  ])('%s refuses to start in production with the bundled ffmpeg', async (entry, prefix) => {
    const result = await runNode(entry, { ...PRODUCTION, PATH: emptyPath });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `${prefix}: Refusing the bundled ffmpeg in production (an old static build that would decode untrusted uploads): install a maintained ffmpeg on the PATH (Debian: apt-get install ffmpeg) or set FFMPEG_PATH, or set MEDIA_ALLOW_BUNDLED_FFMPEG=true to accept it\n`,
    );
  });

  describe('a worker that starts', () => {
    let env: TestEnvironment;
    let worker: (ChildProcess & { output: string[] }) | undefined;
    beforeAll(async () => {
      env = await createTestEnvironment();
    });
    afterAll(async () => {
      worker?.kill('SIGKILL');
      if (worker) await exited(worker);
      await env?.dispose();
    });

    it('says at boot which ffmpeg and ffprobe it runs, and their versions', async () => {
      worker = startNode(
        'apps/worker/src/main.js',
        env.env({ LOG_LEVEL: 'info', WORKER_HEALTH_PORT: String(await freePort()) }),
      );
      const line = await waitFor(
        'the media tools line',
        () => worker?.output.join('').match(/Media tools: [^"\n]*/)?.[0],
        { timeoutMs: 60_000, intervalMs: 100 },
      );
      expect(line).toMatch(
        /^Media tools: ffmpeg \/usr\/bin\/ffmpeg \(from the PATH\): ffmpeg version \S+; ffprobe \/usr\/bin\/ffprobe \(from the PATH\): ffprobe version \S+$/,
      );
    });
  });
});
