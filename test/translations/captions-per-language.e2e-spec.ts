import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminMediaItem, PortalView } from '@retainly/domain';
import { QueueName } from '@retainly/events';
import { QueueRegistry } from '@retainly/queues';
import { injectJson } from '../support/api-client';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { readyCatalogueMedia } from '../support/media-factories';
import { moduleRef, signedMediaUrl } from '../media/media-items';

const vtt = (words: string) => `WEBVTT\n\n00:00.000 --> 00:01.500\n${words}\n`;
const keyOf = (text: string) => `captions/${createHash('sha256').update(text).digest('hex')}.vtt`;

/** A WebVTT file per video and language; every player lists them all. */
describe('captions per language', () => {
  let stack: AccountsStack;
  let mediaDir: string;
  let operator: { cookie: string; email: string };
  let mediaId: string;
  let versionId: string;
  let moduleId: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'retainly-captions-'));
    stack = await startAccountsStack({ MEDIA_DIR: mediaDir });
    await stack.app.get(QueueRegistry).get(QueueName.Media).pause();
    operator = await stack.signedInOperator();
    // A ready item playing for a catalogue module, as the worker leaves one.
    const ref = await moduleRef(stack.env.db, 1);
    moduleId = ref.split('/')[1]!;
    const renditions = [
      {
        height: 720,
        width: 1280,
        key: `renditions/${randomBytes(8).toString('hex')}.mp4`,
        bytes: 10,
      },
    ];
    mediaId = await readyCatalogueMedia(stack.env.db, ref, {
      source_bytes: 10,
      duration_seconds: 12,
      renditions,
    });
    ({ versionId } = await stack.signedInAgencyWithVersion());
  });

  afterAll(async () => {
    await stack?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const captions = (method: 'PUT' | 'DELETE', language: string | null, body?: string) =>
    stack.app.inject({
      method,
      url: `/api/admin/media/${mediaId}/captions${language ? `?language=${language}` : ''}`,
      payload: body,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'text/vtt' }),
        'x-retainly-client': 'web',
        cookie: operator.cookie,
      },
    });
  const portalCaptions = async () => {
    const view = (await stack.api.get(`/api/portal/${versionId}`)).body as unknown as PortalView;
    return view.categories.flatMap((c) => c.videos).find((v) => v.moduleId === moduleId)!.media!
      .captions;
  };

  it('keeps a track per language (English by default), listed in every playback', async () => {
    const spanish = vtt('Abra la configuración.');
    const english = vtt('Open Settings.');
    expect((await captions('PUT', 'es', spanish)).statusCode).toBe(200);
    const both = await captions('PUT', null, english);
    expect(both.statusCode).toBe(200);
    const item = both.json<AdminMediaItem>();
    expect(item).toMatchObject({ hasCaptions: true, captionLanguages: ['en', 'es'] });
    const tracks = [
      { src: signedMediaUrl(keyOf(english)), label: 'English', language: 'en' },
      { src: signedMediaUrl(keyOf(spanish)), label: 'Español', language: 'es' },
    ];
    expect(item.playback!.captions).toEqual(tracks);
    expect(await portalCaptions()).toEqual(tracks);

    // English stays in media_items (the help search reads it); every language in media_captions.
    const [row] = await stack.env.db.query(
      `SELECT captions_key, transcript FROM media_items WHERE id = $1`,
      [mediaId],
    );
    expect(row).toEqual({ captions_key: keyOf(english), transcript: 'Open Settings.' });
    const stored = await stack.env.db.query(
      `SELECT language, transcript FROM media_captions WHERE media_id = $1 ORDER BY language`,
      [mediaId],
    );
    expect(stored).toEqual([
      { language: 'en', transcript: 'Open Settings.' },
      { language: 'es', transcript: 'Abra la configuración.' },
    ]);
    const audits = await stack.env.db.query(
      `SELECT after->>'language' AS language FROM operator_audit_log
        WHERE action = 'set_captions' ORDER BY id`,
    );
    expect(audits).toEqual([{ language: 'es' }, { language: 'en' }]);
  });

  it('removes one language, and refuses a language portals do not speak', async () => {
    expect((await captions('PUT', 'xx', vtt('Hallo'))).statusCode).toBe(400);
    const removed = await captions('DELETE', 'en');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AdminMediaItem>().captionLanguages).toEqual(['es']);
    expect((await portalCaptions()).map((track) => track.language)).toEqual(['es']);
    const [row] = await stack.env.db.query(
      `SELECT captions_key, transcript FROM media_items WHERE id = $1`,
      [mediaId],
    );
    expect(row).toEqual({ captions_key: null, transcript: null });

    const agency = await stack.signedInAgency();
    const refused = await injectJson(
      stack.app,
      'DELETE',
      `/api/admin/media/${mediaId}/captions?language=es`,
      undefined,
      agency.cookie,
    );
    expect(refused.statusCode).toBe(403);
  });
});
