import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tusJs from 'tus-js-client';
import { Upload, type UploadOptions } from 'tus-js-client';
import { QueueName } from '@retainly/events';
import { QueueRegistry } from '@retainly/queues';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { tusClient } from './tus-http';

const KB = 1024;
/** tus-js-client's Node build ships a file-backed URL store its typings leave out. */
const { FileUrlStorage } = tusJs as unknown as {
  FileUrlStorage: new (path: string) => NonNullable<UploadOptions['urlStorage']>;
};
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** tus uploads at /api/uploads: resumable after a cut connection, for operators only. */
describe('resumable uploads', () => {
  let stack: AccountsStack;
  let mediaDir: string;
  let tus: ReturnType<typeof tusClient>;
  let base: string;
  let operator: { cookie: string; email: string; id: string };
  let moduleRef: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-uploads-'));
    stack = await startAccountsStack({ MEDIA_DIR: mediaDir, MAX_UPLOAD_MB: '1' });
    // No processing here: each upload must stay 'queued' for the assertions.
    await stack.app.get(QueueRegistry).get(QueueName.Media).pause();
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = stack.app.getHttpServer().address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    tus = tusClient(base);
    const signedIn = await stack.signedInOperator();
    const [user] = await stack.env.db.query(`SELECT id FROM retainly_users WHERE email = $1`, [
      signedIn.email,
    ]);
    operator = { ...signedIn, id: user.id };
    const [module] = await stack.env.db.query(
      `SELECT category_id || '/' || module_id AS ref FROM video_catalogue ORDER BY position LIMIT 1`,
    );
    moduleRef = module.ref;
  });

  afterAll(async () => {
    await stack?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const mediaRow = async (id: string) => {
    const [row] = await stack.env.db.query(
      `SELECT owner_type, owner_id, target_type, target_ref, status, source_name,
              source_bytes::int AS source_bytes, source_key, created_by
         FROM media_items WHERE id = $1`,
      [id],
    );
    return row as Record<string, unknown> | undefined;
  };
  const uploadedEvents = (id: string) =>
    stack.env.db.query(
      `SELECT type, data FROM outbox_events WHERE type = 'VideoUploaded' AND data->>'media_id' = $1`,
      [id],
    );
  const moduleUpload = { filename: 'account-tour.mp4', targetType: 'catalogue_module' };

  it('resumes a PATCH cut mid-body from the offset HEAD reports, then queues the media', async () => {
    const file = randomBytes(600 * KB);
    const created = await tus.create(
      file.length,
      { ...moduleUpload, targetRef: moduleRef },
      operator.cookie,
    );
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/api/uploads/${UUID}$`));
    const id = location.split('/').pop()!;
    expect(await mediaRow(id)).toEqual({
      owner_type: 'platform',
      owner_id: null,
      target_type: 'catalogue_module',
      target_ref: moduleRef,
      status: 'uploading',
      source_name: 'account-tour.mp4',
      source_bytes: file.length,
      source_key: null,
      created_by: operator.id,
    });

    await tus.cutPatch(location, file, 0, 200 * KB, operator.cookie);
    const head = await tus.head(location, operator.cookie);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-length')).toBe(String(file.length));
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(200 * KB);
    expect((await stat(join(mediaDir, 'uploads', id))).size).toBe(offset);
    expect((await mediaRow(id))!.status).toBe('uploading');

    const wrongOffset = await tus.patch(
      location,
      file.subarray(offset - 1),
      offset - 1,
      operator.cookie,
    );
    expect(wrongOffset.status).toBe(409);

    const rest = await tus.patch(location, file.subarray(offset), offset, operator.cookie);
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(file.length));
    expect((await readFile(join(mediaDir, 'uploads', id))).equals(file)).toBe(true);
    expect(await mediaRow(id)).toMatchObject({ status: 'queued', source_key: `uploads/${id}` });
    expect(await uploadedEvents(id)).toEqual([{ type: 'VideoUploaded', data: { media_id: id } }]);
    const audit = await stack.env.db.query(
      `SELECT operator_email, action, target_type, after FROM operator_audit_log
        WHERE action = 'upload_video' AND target_id = $1`,
      [moduleRef],
    );
    expect(audit).toEqual([
      {
        operator_email: operator.email,
        action: 'upload_video',
        target_type: 'video',
        after: { mediaId: id, sourceName: 'account-tour.mp4', sourceBytes: file.length },
      },
    ]);

    // A finished upload is the pipeline's: HEAD still answers, cancelling it is refused.
    expect((await tus.head(location, operator.cookie)).headers.get('upload-offset')).toBe(
      String(file.length),
    );
    expect((await tus.delete(location, operator.cookie)).status).toBe(409);
    expect(await uploadedEvents(id)).toHaveLength(1);
  });

  it('refuses an upload larger than MAX_UPLOAD_MB with 413, before any row exists', async () => {
    const before = await stack.env.db.query(`SELECT count(*)::int AS n FROM media_items`);
    const res = await tus.create(
      1024 * KB + 1,
      { ...moduleUpload, targetRef: moduleRef },
      operator.cookie,
    );
    expect(res.status).toBe(413);
    expect(await res.text()).toBe('The file is larger than the 1 MB upload limit.');
    expect(await stack.env.db.query(`SELECT count(*)::int AS n FROM media_items`)).toEqual(before);
  });

  it("takes uploads to the platform's targets from operators only", async () => {
    const meta = { filename: 'intro.mp4', targetType: 'landing_intro', targetRef: '' };
    const anonymous = await tus.create(10, meta);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: 'Please sign in to continue.' });

    const agency = await stack.signedInAgency();
    const refused = await tus.create(10, meta, agency.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('Agencies upload videos to their own modules only.');

    // A cookie alone, as another site could make a browser send it, is not enough.
    const crossSite = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', cookie: operator.cookie },
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: 'csrf' });

    // An operator's upload is not reachable without the session either.
    const created = await tus.create(10, meta, operator.cookie);
    const location = created.headers.get('location')!;
    expect((await tus.head(location)).status).toBe(401);
    // An agency may upload (its own modules' videos), but an operator's upload is not there for it.
    expect((await tus.patch(location, Buffer.alloc(10), 0, agency.cookie)).status).toBe(404);
    expect((await tus.head(location, agency.cookie)).status).toBe(404);
    expect((await tus.head(location, operator.cookie)).headers.get('upload-offset')).toBe('0');
  });

  it('refuses unusable metadata with 400 and a reason', async () => {
    const refusal = async (metadata: Record<string, string>) => {
      const res = await tus.create(10, metadata, operator.cookie);
      return `${res.status} ${await res.text()}`;
    };
    expect(await refusal({ targetType: 'landing_intro' })).toBe(
      '400 The upload needs its file name (Upload-Metadata "filename").',
    );
    expect(await refusal({ filename: 'a.mp4', targetType: 'homepage' })).toBe(
      '400 Upload-Metadata "targetType" must be one of catalogue_module, landing_intro, walkthrough, free_email, switch_explainer, transfer_tutorial, agency_module (got "homepage").',
    );
    expect(await refusal({ ...moduleUpload, targetRef: 'foundational-setup/no-such-module' })).toBe(
      '400 There is no catalogue module "foundational-setup/no-such-module".',
    );
    expect(await refusal({ ...moduleUpload, targetRef: 'just-a-module' })).toMatch(
      /^400 A catalogue module upload needs "targetRef" as <categoryId>\/<moduleId>/,
    );
    expect(await refusal({ filename: 'a.mp4', targetType: 'walkthrough', targetRef: 'x/y' })).toBe(
      '400 "targetRef" must be empty for walkthrough.',
    );
  });

  it('cancels an unfinished upload: DELETE removes its bytes and its row', async () => {
    const created = await tus.create(
      100,
      { filename: 'walkthrough.mp4', targetType: 'walkthrough', targetRef: '' },
      operator.cookie,
    );
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;
    expect((await tus.patch(location, randomBytes(40), 0, operator.cookie)).status).toBe(204);
    expect((await tus.delete(location, operator.cookie)).status).toBe(204);
    expect(await mediaRow(id)).toBeUndefined();
    expect(existsSync(join(mediaDir, 'uploads', id))).toBe(false);
    expect((await tus.head(location, operator.cookie)).status).toBe(404);
  });

  it('agrees with tus-js-client: small chunks, an abort, and a resume from the same URL', async () => {
    const file = randomBytes(400 * KB);
    const chunkSize = 64 * KB;
    const urlStorage = new FileUrlStorage(join(mediaDir, 'tus-client-urls.json'));
    await writeFile(join(mediaDir, 'tus-client-urls.json'), '{}');
    const options: UploadOptions = {
      endpoint: `${base}/api/uploads`,
      chunkSize,
      retryDelays: [],
      headers: { cookie: operator.cookie, 'x-retainly-client': 'web' },
      metadata: { filename: 'intro.mov', targetType: 'landing_intro', targetRef: '' },
      urlStorage,
      storeFingerprintForResuming: true,
    };

    let first!: Upload;
    const abortedAfter = await new Promise<number>((resolve, reject) => {
      first = new Upload(file, {
        ...options,
        onError: reject,
        onChunkComplete: (_chunk, accepted) => {
          if (accepted < 3 * chunkSize) return;
          first.abort().then(() => resolve(accepted), reject);
        },
      });
      first.start();
    });
    expect(abortedAfter).toBe(3 * chunkSize);
    const url = first.url!;
    const id = url.split('/').pop()!;
    expect((await mediaRow(id))!.status).toBe('uploading');

    const previous = await new Upload(file, options).findPreviousUploads();
    expect(previous.map((upload) => upload.uploadUrl)).toEqual([url]);
    const progress: number[] = [];
    const second = await new Promise<Upload>((resolve, reject) => {
      const upload: Upload = new Upload(file, {
        ...options,
        onError: reject,
        onProgress: (sent) => progress.push(sent),
        onSuccess: () => resolve(upload),
      });
      upload.resumeFromPreviousUpload(previous[0]!);
      upload.start();
    });
    expect(second.url).toBe(url);
    // It went on from the server's offset: no byte before it was sent again.
    expect(Math.min(...progress)).toBeGreaterThanOrEqual(abortedAfter);
    expect((await readFile(join(mediaDir, 'uploads', id))).equals(file)).toBe(true);
    expect(await mediaRow(id)).toMatchObject({
      target_type: 'landing_intro',
      status: 'queued',
      source_key: `uploads/${id}`,
    });
    expect(await uploadedEvents(id)).toHaveLength(1);
  });
});
