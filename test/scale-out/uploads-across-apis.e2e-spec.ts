import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgencyModule } from '@retainly/domain';
import { tusClient } from '../media/tus-http';
import { paidAgency, userWithSession } from '../support/factories';
import { RoundRobinProxy } from '../support/round-robin-proxy';
import { waitFor } from '../support/wait-for';
import { startScaleStack, type ScaleStack } from './scale-stack';

const KB = 1024;
const CHUNK = 256 * KB;

/**
 * Issue #32: tus uploads without sticky routing. Two built apis share MEDIA_DIR and Redis (the
 * lock); a round-robin proxy sends each request of one upload to the other api than the last.
 */
describe('one upload across two apis', () => {
  let stack: ScaleStack;
  let mediaDir: string;
  let proxy: RoundRobinProxy;
  let cookie: string;
  let moduleId: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-scale-uploads-'));
    // No workers: a finished upload stays queued, its file in place for the comparison.
    stack = await startScaleStack({ env: { MEDIA_DIR: mediaDir }, workers: false });
    proxy = await RoundRobinProxy.start(stack.apis.map((api) => api.baseUrl));
    // Without workers no sign-up mail goes out: the agency and its session are inserted.
    cookie = (await userWithSession(stack.env.db, paidAgency())).cookie;
    const created = await stack.apis[1].post(
      '/api/onboarding/modules',
      { title: 'Kickoff', ownCategory: 'Welcome' },
      cookie,
    );
    moduleId = (created.body as unknown as AgencyModule).id;
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await stack?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const meta = () => ({
    filename: 'kickoff.mp4',
    targetType: 'agency_module',
    targetRef: moduleId,
  });
  const stored = (id: string) => readFile(join(mediaDir, 'uploads', id));
  const statusOf = async (id: string) =>
    (await stack.env.db.query(`SELECT status FROM media_items WHERE id = $1`, [id]))[0]?.status;

  it('takes the POST, HEADs and PATCHes of one upload on alternate apis, ending byte-identical', async () => {
    const tus = tusClient(proxy.url);
    const file = randomBytes(4 * CHUNK + 1_000);
    const created = await tus.create(file.length, meta(), cookie);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;

    // A HEAD before every other chunk, so PATCHes too land on both apis, some in a row.
    for (let offset = 0, chunkIndex = 0; offset < file.length; chunkIndex += 1) {
      if (chunkIndex % 2 === 0) {
        const head = await tus.head(location, cookie);
        expect(head.status).toBe(200);
        expect(Number(head.headers.get('upload-offset'))).toBe(offset);
      }
      const chunk = file.subarray(offset, offset + CHUNK);
      const patched = await tus.patch(location, chunk, offset, cookie);
      expect(patched.status).toBe(204);
      offset += chunk.length;
      expect(Number(patched.headers.get('upload-offset'))).toBe(offset);
    }

    const ofUpload = proxy.served.filter((entry) => entry.path.startsWith('/api/uploads'));
    expect(ofUpload.map((entry) => entry.method).join(' ')).toBe(
      'POST HEAD PATCH PATCH HEAD PATCH PATCH HEAD PATCH',
    );
    // Each request went to the other api than the one before it.
    expect(ofUpload.map((entry) => entry.upstream)).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0]);
    expect((await stored(id)).equals(file)).toBe(true);
    expect(await statusOf(id)).toBe('queued');
  });

  it('serialises two PATCHes of one upload sent to both apis at once: no mixed bytes', async () => {
    const [first, second] = stack.apis.map((api) => tusClient(api.baseUrl));
    const slow = randomBytes(8 * CHUNK);
    const fast = randomBytes(8 * CHUNK);
    const location = (await first!.create(fast.length, meta(), cookie)).headers.get('location')!;
    const id = location.split('/').pop()!;

    // A PATCH on the first api that has passed tus' checks (it holds the lock) and waits for
    // its body.
    const held = request(new URL(location, stack.apis[0].baseUrl), {
      method: 'PATCH',
      headers: first!.headers(cookie, {
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(slow.length),
      }),
    });
    held.on('error', () => undefined); // the server ends it once it lets the lock go
    const heldAnswer = new Promise<number | undefined>((resolve) => {
      held.on('response', (res) => resolve(res.statusCode));
      held.on('close', () => resolve(undefined));
    });
    held.flushHeaders();
    await waitFor(
      'the first PATCH to be under way',
      async () =>
        (
          await stack.env.db.query(
            `SELECT received_bytes::int AS n FROM media_items WHERE id = $1`,
            [id],
          )
        )[0]?.n > 0,
      { timeoutMs: 10_000, intervalMs: 20 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The same offset on the second api: it waits for the lock (tus asks the holder to let go)
    // instead of writing beside the first.
    const patched = await second!.patch(location, fast, 0, cookie);
    expect([204, 409, 423]).toContain(patched.status);
    // The first PATCH's body comes now: it must not land over what the second wrote.
    held.end(slow);
    await heldAnswer;

    const offset = Number((await second!.head(location, cookie)).headers.get('upload-offset'));
    const bytes = await stored(id);
    expect(bytes.length).toBe(offset);
    expect((await stat(join(mediaDir, 'uploads', id))).size).toBe(offset);
    // Whole from one PATCH or the other, never a mix.
    const source = patched.status === 204 ? fast : slow;
    expect(bytes.equals(source.subarray(0, offset))).toBe(true);
    if (offset < source.length) {
      const rest = await second!.patch(location, source.subarray(offset), offset, cookie);
      expect(rest.status).toBe(204);
    }
    expect((await stored(id)).equals(source)).toBe(true);
    expect(await statusOf(id)).toBe('queued');
  });
});
