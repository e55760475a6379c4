import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { markHighLevelWriteBacks, preparedQuery } from '@retainly/database';

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
  /** The hosted video's duration, or null when there is no ready hosted video. */
  duration: number | null;
  /** Without a hosted video: the module's external URL (a YouTube or Vimeo player reports). */
  external_url: string | null;
  /** The duration this client's row has (an external player's, kept from its first beat). */
  stored_duration: number | null;
  watched: number[] | null;
  revision: number | null;
  /** The client's credit clock, shared by all its modules (the latest of its rows). */
  client_clock: Date | null;
  /** When the server first saw the client (its first sign-in): where its clock starts. */
  client_first_seen: Date;
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
  /** The client's credit clock after this beat. */
  creditClock: Date;
  completedAt: Date | null;
  /** The revision read, or null when there was no row: the write is skipped if it moved. */
  expectedRevision: number | null;
  /** The client's clock read: none of the client's rows is written if it moved. */
  expectedClientClock: Date | null;
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
// for a beat whose portal, client or module is missing. The version is compared as text so one
// malformed id cannot fail the others' query. The client's clock is the latest of its rows'
// (every write moves it forward), to the millisecond as JavaScript keeps it. The statement's
// own time, so a read inside a transaction that waited for the client's lock is not behind.
const BATCH_CONTEXT = `
  SELECT b.ord, c.*
    FROM unnest($1::bytea[], $2::text[], $3::text[], $4::text[])
         WITH ORDINALITY AS b(token_hash, version_id, category_id, module_id, ord)
    CROSS JOIN LATERAL (
      SELECT statement_timestamp() AS now, p.id AS client_id, p.name AS client_name,
             p.email AS client_email, p.started_at AS client_started_at,
             v.tier AS version_tier, u.id AS agency_id, u.agency_name, vm.title,
             i.duration_seconds::float8 AS duration, mp.watched, mp.revision, mp.completed_at,
             CASE WHEN i.id IS NULL THEN vm.video_url END AS external_url,
             nullif(mp.duration_seconds, 0)::float8 AS stored_duration,
             (SELECT date_trunc('milliseconds', max(m.credit_clock)) FROM module_progress m
               WHERE m.client_id = p.id) AS client_clock,
             date_trunc('milliseconds', p.created_at) AS client_first_seen
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

// Rows of distinct client+module keys, written only where nothing moved since the read (the
// client's clock and each row's revision; see 1795950000000-shared-watch-budget), one client's
// rows all or none; RETURNING says which were written. watched travels as array literals
// (arrays of unequal length do not fit one float8[][]).
const WRITE_PROGRESS_MANY = `
  SELECT written_client AS client_id, written_category AS category_id,
         written_module AS module_id
    FROM write_module_progress($1::uuid[], $2::text[], $3::text[], $4::text[], $5::float8[],
           $6::float8[], $7::float8[], $8::timestamptz[], $9::timestamptz[],
           $10::timestamptz[], $11::int[], $12::timestamptz[])`;

/** module_progress: each client's merged watched ranges and resume position per module. */
@Injectable()
export class ModuleProgressRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The client's budget held until `manager`'s transaction ends, then its beat's context read:
   * the single-beat path reads what no other writer can move before it writes.
   */
  async lockedBeatContext(manager: EntityManager, key: BeatKey): Promise<BeatContext | undefined> {
    await manager.query(
      `SELECT lock_watch_budget(p.id) FROM portal_tokens t JOIN portal_clients p ON p.id = t.client_id
        WHERE t.token_hash = $1`,
      [key.tokenHash],
    );
    const [row] = await manager.query(BATCH_CONTEXT, contextColumns([key]));
    return row;
  }

  /** Writes one beat; false when another beat got there first (read again and retry). */
  async write(write: ProgressWrite, manager?: EntityManager): Promise<boolean> {
    if (!manager) return (await this.writeMany([write])).length > 0;
    // The caller marks the write-back once it has written what the beat starts or completes.
    const rows: ProgressKey[] = await manager.query(WRITE_PROGRESS_MANY, writeColumns([write]));
    return rows.length > 0;
  }

  /** Contexts of many beats; a beat whose lookup found nothing has no row. */
  async beatContexts(keys: readonly BeatKey[]): Promise<BatchedBeatContext[]> {
    return preparedQuery<BatchedBeatContext>(
      this.db,
      'portal-beat-contexts',
      BATCH_CONTEXT,
      contextColumns(keys),
    );
  }

  /** Writes rows of distinct client+module keys; returns the keys written (the rest lost a race). */
  async writeMany(writes: readonly ProgressWrite[]): Promise<ProgressKey[]> {
    const rows = await preparedQuery<ProgressKey>(
      this.db,
      'portal-write-progress-many',
      WRITE_PROGRESS_MANY,
      writeColumns(writes),
    );
    // Its own statement after the batch's: a mark lost to a crash in between is made again by
    // the client's next beat, and minutes watched are all it would have carried.
    await markWrittenClients(this.db.manager, rows);
    return rows;
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

/** Minutes watched and last activity moved: the clients' HighLevel write-backs are due. */
function markWrittenClients(manager: EntityManager, rows: readonly ProgressKey[]) {
  return markHighLevelWriteBacks(manager, {
    clientIds: [...new Set(rows.map((row) => row.client_id))],
  });
}

/** BATCH_CONTEXT's parameters: one array per key field. */
const contextColumns = (keys: readonly BeatKey[]): unknown[] => [
  keys.map((key) => key.tokenHash),
  keys.map((key) => key.versionId),
  keys.map((key) => key.categoryId),
  keys.map((key) => key.moduleId),
];

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
    column((w) => w.expectedClientClock),
  ];
}
