import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '@retainly/database';

/** Everything one heartbeat needs, read in one round trip (the hot path: bench:heartbeats). */
export interface BeatContext {
  now: Date;
  client_id: string;
  client_name: string | null;
  client_email: string | null;
  client_started_at: Date | null;
  version_tier: string;
  agency_id: string;
  agency_name: string | null;
  title: string;
  /** The hosted video's duration, or null when the module's watching cannot be measured. */
  duration: number | null;
  watched: number[] | null;
  revision: number | null;
  credit_clock: Date | null;
  completed_at: Date | null;
}

/** The row of one beat in a batch, and its place in the batch (1-based, as WITH ORDINALITY). */
export interface BatchedBeatContext extends BeatContext {
  ord: string;
}

/** One beat's lookup: its token, version and module. */
export interface BeatKey {
  tokenHash: Buffer;
  versionId: string;
  categoryId: string;
  moduleId: string;
}

/** The row a beat leaves behind. */
export interface ProgressWrite {
  clientId: string;
  categoryId: string;
  moduleId: string;
  watched: number[];
  watchedSeconds: number;
  durationSeconds: number;
  positionSeconds: number;
  beatAt: Date;
  creditClock: Date;
  completedAt: Date | null;
  /** The revision read, or null when there was no row: the write is skipped if it moved. */
  expectedRevision: number | null;
}

export interface ProgressKey {
  client_id: string;
  category_id: string;
  module_id: string;
}

export interface ProgressRow {
  category_id: string;
  module_id: string;
  watched_seconds: number;
  duration_seconds: number;
  position_seconds: number;
  beat_at: Date | null;
  completed_at: Date | null;
  self_reported: boolean | null;
}

// Per beat: a live portal (approved agency), the client of that token, and the module in that
// version, for many beats in one round trip (LATERAL keeps each lookup's index plan); no row
// for a beat whose portal, client or module is missing. The version is
// compared as text so one malformed id cannot fail the others' query.
const BATCH_CONTEXT = `
  SELECT b.ord, c.*
    FROM unnest($1::bytea[], $2::text[], $3::text[], $4::text[])
         WITH ORDINALITY AS b(token_hash, version_id, category_id, module_id, ord)
    CROSS JOIN LATERAL (
      SELECT now() AS now, p.id AS client_id, p.name AS client_name, p.email AS client_email,
             p.started_at AS client_started_at, v.tier AS version_tier, u.id AS agency_id,
             u.agency_name, vm.title, i.duration_seconds::float8 AS duration,
             mp.watched, mp.revision, mp.credit_clock, mp.completed_at
        FROM portal_tokens t
        JOIN portal_clients p ON p.id = t.client_id
        JOIN agency_versions v ON v.id = p.version_id
        JOIN retainly_users u ON u.id = v.user_id AND u.approval = 'YES'
        JOIN version_modules vm ON vm.version_id = p.version_id
         AND vm.category_id = b.category_id AND vm.module_id = b.module_id
        LEFT JOIN media_items i ON i.id = vm.media_id AND i.status = 'ready'
        LEFT JOIN module_progress mp ON mp.client_id = p.id
         AND mp.category_id = b.category_id AND mp.module_id = b.module_id
       WHERE t.token_hash = b.token_hash AND p.version_id::text = b.version_id) c`;

// Optimistic: each row (one per client and module) is written only if no other beat (another
// tab, another api process) wrote it since the read; one statement, one commit, and RETURNING
// says which were written. watched travels as array literals (arrays of unequal
// length do not fit one float8[][]).
const WRITE_PROGRESS_MANY = `
  INSERT INTO module_progress AS mp (client_id, category_id, module_id, watched,
      watched_seconds, duration_seconds, position_seconds, beat_at, credit_clock, completed_at)
  SELECT w.client_id, w.category_id, w.module_id, w.watched::float8[], w.watched_seconds,
         w.duration_seconds, w.position_seconds, w.beat_at, w.credit_clock, w.completed_at
    FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[],
                $7::float8[], $8::timestamptz[], $9::timestamptz[], $10::timestamptz[],
                $11::int[])
         AS w(client_id, category_id, module_id, watched, watched_seconds, duration_seconds,
              position_seconds, beat_at, credit_clock, completed_at, expected_revision)
  ON CONFLICT (client_id, category_id, module_id) DO UPDATE
     SET watched = excluded.watched, watched_seconds = excluded.watched_seconds,
         duration_seconds = excluded.duration_seconds,
         position_seconds = excluded.position_seconds, beat_at = excluded.beat_at,
         credit_clock = excluded.credit_clock,
         completed_at = coalesce(mp.completed_at, excluded.completed_at),
         revision = mp.revision + 1
   WHERE mp.revision = (SELECT w.expected_revision
                          FROM unnest($1::uuid[], $2::text[], $3::text[], $11::int[])
                               AS w(client_id, category_id, module_id, expected_revision)
                         WHERE w.client_id = mp.client_id AND w.category_id = mp.category_id
                           AND w.module_id = mp.module_id)
  RETURNING mp.client_id, mp.category_id, mp.module_id`;

/** module_progress: each client's merged watched ranges and resume position per module. */
@Injectable()
export class ModuleProgressRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async beatContext(key: BeatKey): Promise<BeatContext | undefined> {
    const [row] = await this.beatContexts([key]);
    return row;
  }

  /** Writes one beat; false when another beat got there first (read again and retry). */
  async write(write: ProgressWrite, manager?: EntityManager): Promise<boolean> {
    const rows = manager
      ? await manager.query(WRITE_PROGRESS_MANY, writeColumns([write]))
      : await this.writeMany([write]);
    return rows.length > 0;
  }

  /** Contexts of many beats; a beat whose lookup found nothing has no row. */
  async beatContexts(keys: readonly BeatKey[]): Promise<BatchedBeatContext[]> {
    return preparedQuery<BatchedBeatContext>(this.db, 'portal-beat-contexts', BATCH_CONTEXT, [
      keys.map((key) => key.tokenHash),
      keys.map((key) => key.versionId),
      keys.map((key) => key.categoryId),
      keys.map((key) => key.moduleId),
    ]);
  }

  /** Writes rows of distinct client+module keys; returns the keys written (the rest lost a race). */
  async writeMany(writes: readonly ProgressWrite[]): Promise<ProgressKey[]> {
    return preparedQuery<ProgressKey>(
      this.db,
      'portal-write-progress-many',
      WRITE_PROGRESS_MANY,
      writeColumns(writes),
    );
  }

  /** The client's progress and completions on every module they touched. */
  async ofClient(clientId: string): Promise<ProgressRow[]> {
    return this.db.query(
      `SELECT coalesce(p.category_id, c.category_id) AS category_id,
              coalesce(p.module_id, c.module_id) AS module_id,
              coalesce(p.watched_seconds, 0) AS watched_seconds,
              coalesce(p.duration_seconds, 0) AS duration_seconds,
              coalesce(p.position_seconds, 0) AS position_seconds,
              p.beat_at, coalesce(c.completed_at, p.completed_at) AS completed_at,
              c.self_reported
         FROM (SELECT * FROM module_progress WHERE client_id = $1) p
         FULL JOIN (SELECT * FROM module_completions WHERE client_id = $1) c
           ON c.category_id = p.category_id AND c.module_id = p.module_id`,
      [clientId],
    );
  }
}

/** WRITE_PROGRESS_MANY's parameters: one array per column. */
function writeColumns(writes: readonly ProgressWrite[]): unknown[] {
  const column = <T>(pick: (write: ProgressWrite) => T) => writes.map(pick);
  return [
    column((w) => w.clientId),
    column((w) => w.categoryId),
    column((w) => w.moduleId),
    column((w) => `{${w.watched.join(',')}}`),
    column((w) => w.watchedSeconds),
    column((w) => w.durationSeconds),
    column((w) => w.positionSeconds),
    column((w) => w.beatAt),
    column((w) => w.creditClock),
    column((w) => w.completedAt),
    column((w) => w.expectedRevision ?? -1),
  ];
}
