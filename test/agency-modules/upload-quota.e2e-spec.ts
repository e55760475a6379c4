import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueueName } from '@retainly/events';
import { QueueRegistry } from '@retainly/queues';
import { tusClient } from '../media/tus-http';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { insertMediaItem } from '../support/media-factories';
import { agencyApi } from './agency-api';

const GiB = 1024 ** 3;
const QUOTA_MESSAGE =
  'This upload would take your videos past your 5 GB allowance (5.0 GB used). Delete a video or choose a smaller file.';

/**
 * Issue #32: an agency's quota holds what its unfinished uploads have received, not what they
 * declared. Two 2 GiB uploads created and never sent held the whole 5 GB for 7 days.
 */
describe('the quota counts bytes received', () => {
  let stack: AccountsStack;
  let mediaDir: string;
  let tus: ReturnType<typeof tusClient>;
  let agency: { cookie: string; userId: string };
  let a: ReturnType<typeof agencyApi>;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-upload-quota-'));
    stack = await startAccountsStack({ MEDIA_DIR: mediaDir });
    // No processing: finished uploads stay 'queued' (random bytes would fail and free quota).
    await stack.app.get(QueueRegistry).get(QueueName.Media).pause();
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = stack.app.getHttpServer().address() as AddressInfo;
    tus = tusClient(`http://127.0.0.1:${port}`);
    agency = await stack.signedInAgency();
    a = agencyApi(stack, agency.cookie);
  });

  afterAll(async () => {
    await stack?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const create = async (moduleId: string, bytes: number, filename: string) => {
    const meta = { filename, targetType: 'agency_module', targetRef: moduleId };
    return tus.create(bytes, meta, agency.cookie);
  };

  it('lets a third upload start past two 2 GiB uploads that never sent a byte', async () => {
    const module = await a.module({ title: 'Big ones', ownCategory: 'Extras' });
    const idle = [];
    for (const name of ['one.mp4', 'two.mp4']) {
      const created = await create(module.id, 2 * GiB, name);
      expect(created.status).toBe(201);
      idle.push(created.headers.get('location')!.split('/').pop()!);
    }
    const third = await create(module.id, 2 * GiB, 'three.mp4');
    expect(third.status).toBe(201);

    const { quota } = await a.library();
    expect(quota.usedBytes).toBe(0);
    expect(
      quota.unfinishedUploads.map((up) => [up.filename, up.receivedBytes, up.sizeBytes]),
    ).toEqual([
      ['one.mp4', 0, 2 * GiB],
      ['two.mp4', 0, 2 * GiB],
      ['three.mp4', 0, 2 * GiB],
    ]);
    expect((await a.delete(module.id)).status).toBe(204);
  });

  it('counts what an unfinished upload received, then its whole size once finished', async () => {
    const module = await a.module({ title: 'Counted', ownCategory: 'Extras' });
    const file = randomBytes(300 * 1024);
    const created = await create(module.id, file.length, 'counted.mp4');
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;

    expect((await tus.patch(location, file.subarray(0, 100_000), 0, agency.cookie)).status).toBe(
      204,
    );
    let { quota } = await a.library();
    expect(quota.usedBytes).toBe(100_000);
    expect(quota.unfinishedUploads).toEqual([
      {
        id,
        moduleId: module.id,
        filename: 'counted.mp4',
        receivedBytes: 100_000,
        sizeBytes: file.length,
      },
    ]);

    // A PATCH cut midway holds only what arrived before the cut.
    await tus.cutPatch(location, file.subarray(100_000), 100_000, 50_000, agency.cookie);
    const offset = Number((await tus.head(location, agency.cookie)).headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(100_000);
    ({ quota } = await a.library());
    expect(quota.usedBytes).toBe(offset);

    expect((await tus.patch(location, file.subarray(offset), offset, agency.cookie)).status).toBe(
      204,
    );
    ({ quota } = await a.library());
    expect(quota).toMatchObject({
      usedBytes: file.length,
      videos: { count: 1, bytes: file.length },
      unfinishedUploads: [],
    });
    expect((await a.delete(module.id)).status).toBe(204);
  });

  it('refuses bytes that would go past the allowance when they arrive (413), not only at creation', async () => {
    const module = await a.module({ title: 'Full', ownCategory: 'Extras' });
    await insertMediaItem(stack.env.db, {
      owner_type: 'agency',
      owner_id: agency.userId,
      target_type: 'agency_module',
      target_ref: module.id,
      status: 'ready',
      source_name: 'filler.mp4',
      source_bytes: 5 * GiB - 1_000,
    });
    // Both fit while neither has sent anything; only the first one's bytes fit.
    const [first, second] = await Promise.all(
      ['first.mp4', 'second.mp4'].map(async (name) => {
        const created = await create(module.id, 1_000, name);
        expect(created.status).toBe(201);
        return created.headers.get('location')!;
      }),
    );
    expect((await tus.patch(first!, randomBytes(1_000), 0, agency.cookie)).status).toBe(204);
    const refused = await tus.patch(second!, randomBytes(1_000), 0, agency.cookie);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe(QUOTA_MESSAGE);
    expect((await tus.head(second!, agency.cookie)).headers.get('upload-offset')).toBe('0');
    expect((await a.library()).quota.usedBytes).toBe(5 * GiB);
    expect((await a.delete(module.id)).status).toBe(204);
  });
});
