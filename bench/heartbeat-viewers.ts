import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  HEARTBEAT_INTERVAL_SECONDS,
  type HeartbeatRequest,
  type HeartbeatResponse,
} from '@retainly/domain';
import { benchAgency } from './bench-database';
import type { Send } from './http-client';

export const BENCH_VERSION = 'BenchVersion';
/** The hosted videos' length: long enough that no viewer completes one during the bench. */
const VIDEO_SECONDS = 600;

export interface Viewer {
  token: string;
  /** Each viewer is on its own network (X-Forwarded-For), as real viewers are. */
  address: string;
  module: { categoryId: string; moduleId: string };
  beats: number;
  /** The most watched seconds the server has answered for this viewer's module. */
  watchedSeconds: number;
}

/**
 * An approved agency's portal with `modules` catalogue modules hosted as ready 600 s videos,
 * and `count` signed-in clients (one token each), spread across those modules.
 */
export async function seedViewers(
  db: DataSource,
  count: number,
  modules: number,
): Promise<Viewer[]> {
  const agency = {
    email: 'agency@retainly.test',
    approval: 'YES',
    plan: 'ADVANCED' as const,
    email_confirmed_at: new Date(),
    agency_name: 'Bench Agency',
  };
  await benchAgency(db, agency, BENCH_VERSION);
  const catalogue: { category_id: string; module_id: string }[] = await db.query(
    `SELECT category_id, module_id FROM video_catalogue WHERE retired_at IS NULL
     ORDER BY category_id, module_id LIMIT $1`,
    [modules],
  );
  for (const { category_id, module_id } of catalogue) {
    // A fake rendition key: heartbeats only read the duration.
    const renditions = [
      { key: `renditions/${'a'.repeat(64)}.mp4`, height: 720, width: 1280, bytes: 1 },
    ];
    await db.query(
      `WITH media AS (
         INSERT INTO media_items (owner_type, target_type, target_ref, status, progress,
           duration_seconds, renditions, ready_at)
         VALUES ('platform', 'catalogue_module', $1 || '/' || $2, 'ready', 100, $3, $4, now())
         RETURNING id)
       UPDATE video_catalogue SET media_id = (SELECT id FROM media)
        WHERE category_id = $1 AND module_id = $2`,
      [category_id, module_id, VIDEO_SECONDS, JSON.stringify(renditions)],
    );
  }
  const clients: { id: string }[] = await db.query(
    `INSERT INTO portal_clients (version_id, name, email, identity)
     SELECT $1, 'Viewer ' || n, 'viewer' || n || '@shop.test', 'viewer' || n || '@shop.test'
       FROM generate_series(1, $2) AS n
     RETURNING id`,
    [BENCH_VERSION, count],
  );
  const tokens = clients.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `INSERT INTO portal_tokens (token_hash, client_id)
     SELECT unnest($1::bytea[]), unnest($2::uuid[])`,
    [tokens.map((token) => createHash('sha256').update(token).digest()), clients.map((c) => c.id)],
  );
  return tokens.map((token, n) => ({
    token,
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    module: {
      categoryId: catalogue[n % catalogue.length]!.category_id,
      moduleId: catalogue[n % catalogue.length]!.module_id,
    },
    beats: 0,
    watchedSeconds: 0,
  }));
}

/**
 * The viewer's next beat, as the portal's player sends it: the next 10 s of the video (from the
 * start again after the end) and the playhead.
 */
export function nextBeat(viewer: Viewer): { headers: Record<string, string>; body: string } {
  const start = (viewer.beats * HEARTBEAT_INTERVAL_SECONDS) % VIDEO_SECONDS;
  viewer.beats += 1;
  const end = start + HEARTBEAT_INTERVAL_SECONDS;
  const beat: HeartbeatRequest = { ...viewer.module, ranges: [[start, end]], position: end };
  return {
    headers: {
      'content-type': 'application/json',
      'x-retainly-client': 'web',
      'x-forwarded-for': viewer.address,
      authorization: `Bearer ${viewer.token}`,
    },
    body: JSON.stringify(beat),
  };
}

export const heartbeatUrl = (apiUrl: string) => `${apiUrl}/api/portal/${BENCH_VERSION}/heartbeats`;

/** Sends the viewer's next beat; the number of seconds the server credited. */
export async function sendBeat(send: Send, url: string, viewer: Viewer): Promise<number> {
  const response = await send(url, { method: 'POST', ...nextBeat(viewer) });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  const { progress } = JSON.parse(response.body) as HeartbeatResponse;
  const credited = progress.watchedSeconds - viewer.watchedSeconds;
  viewer.watchedSeconds = Math.max(viewer.watchedSeconds, progress.watchedSeconds);
  return credited;
}
