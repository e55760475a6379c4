import type { HeartbeatRequest, PortalView } from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { watchingClient, portalPost } from './heartbeat-support';

const YOUTUBE = { categoryId: 'foundational-setup', moduleId: 'business-profile' };
const LOOM = { categoryId: 'commerce', moduleId: 'order-forms' };

/**
 * Issue #32 item 5, the server's side: a YouTube or Vimeo module is measured through
 * heartbeats against its player's duration (kept from the first beat), under the shared watch
 * budget, and no longer takes 'Mark as complete'; a Loom one still does.
 */
describe('heartbeats of YouTube and Vimeo players', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
    for (const [ref, url] of [
      [YOUTUBE, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      [LOOM, 'https://www.loom.com/share/0123456789abcdef0123456789abcdef'],
    ] as const) {
      await stack.env.db.query(
        `UPDATE video_catalogue SET video_url = $1 WHERE category_id = $2 AND module_id = $3`,
        [url, ref.categoryId, ref.moduleId],
      );
    }
  });

  afterAll(() => stack?.close());

  const post = (versionId: string, token: string, path: string, body: object) =>
    portalPost(stack, versionId, token, path, body);

  it('lists them as measured, from the configured player, with the provider’s still', async () => {
    const { versionId } = await watchingClient(stack, 'lister@shop.test');
    const view = (await stack.api.get(`/api/portal/${versionId}`)).body as unknown as PortalView;
    const videos = view.categories.flatMap((category) => category.videos);
    const find = (ref: typeof YOUTUBE) =>
      videos.find((v) => v.categoryId === ref.categoryId && v.moduleId === ref.moduleId);
    expect(find(YOUTUBE)).toMatchObject({
      tracked: true,
      playerOrigin: 'https://www.youtube-nocookie.com',
      posterUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    expect(find(LOOM)).toMatchObject({ tracked: false, playerOrigin: null, posterUrl: null });
  });

  it('credits beats against the first duration the player reported, and refuses the click', async () => {
    const { versionId, token } = await watchingClient(stack, 'watcher@shop.test');
    // A minute since the server first saw the client: its budget covers the beats below.
    await stack.env.db.query(
      `UPDATE portal_clients SET created_at = created_at - interval '60 seconds'
        WHERE email = 'watcher@shop.test'`,
    );
    const beat = (body: Omit<HeartbeatRequest, 'categoryId' | 'moduleId'>) =>
      post(versionId, token, 'heartbeats', { ...YOUTUBE, ...body });

    // The server has no length of its own for it: a beat must bring the player's.
    expect((await beat({ ranges: [[0, 10]], position: 10 })).statusCode).toBe(409);
    const first = await beat({ ranges: [[0, 10]], position: 10, duration: 120 });
    expect(first.statusCode).toBe(200);
    expect(first.json().progress).toMatchObject({
      status: 'watching',
      watchedSeconds: 10,
      percent: 8,
    });
    // A later, shorter claim of the length changes nothing: 20 of 120 s is not 90%.
    const second = await beat({ ranges: [[10, 20]], position: 20, duration: 20 });
    expect(second.json().progress).toMatchObject({
      status: 'watching',
      watchedSeconds: 20,
      percent: 16, // of 120 s, rounded down
    });
    const [row] = await stack.env.db.query(
      `SELECT duration_seconds FROM module_progress WHERE module_id = $1 AND client_id =
         (SELECT id FROM portal_clients WHERE email = 'watcher@shop.test')`,
      [YOUTUBE.moduleId],
    );
    expect(Number(row.duration_seconds)).toBe(120);

    // Its player reports, so it completes by watching, not by a click; Loom's still takes one.
    expect((await post(versionId, token, 'completions', YOUTUBE)).statusCode).toBe(409);
    expect((await post(versionId, token, 'completions', LOOM)).statusCode).toBeLessThan(300);
    const loomBeat = await post(versionId, token, 'heartbeats', {
      ...LOOM,
      ranges: [[0, 5]],
      position: 5,
      duration: 60,
    });
    expect(loomBeat.statusCode).toBe(409);
  });
});
