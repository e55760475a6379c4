import type { DataSource } from 'typeorm';
import { clientSetupSteps } from '@retainly/database';
import type { WriteBackState } from '@retainly/domain';
import { LAST_ACTIVITY_SQL } from '../outcomes/last-activity.sql';

/** A client's write-back as it stands when its job runs: what to write, and what was written. */
export interface PendingWriteBack {
  clientId: string;
  userId: string;
  round: number;
  changeCount: string;
  dirty: boolean;
  /** The agency's chosen location, or null: it writes back nowhere now. */
  locationId: string | null;
  connected: boolean;
  contactId: string | null;
  writtenLocationId: string | null;
  writtenHash: string | null;
  writtenTags: string[];
  state: WriteBackState;
}

interface Row {
  user_id: string;
  round: number;
  change_count: string;
  dirty: boolean;
  write_back_location_id: string | null;
  connected: boolean;
  contact_id: string | null;
  location_id: string | null;
  written_hash: string | null;
  written_tags: string[];
  email: string;
  name: string | null;
  version_id: string;
  started: boolean;
  stalled: boolean;
  completed: boolean;
  completed_visible: number;
  visible_modules: number;
  watched_seconds: number;
  last_activity: Date;
}

/** One statement for everything but the steps: today's state, never a job payload's. */
const PENDING = `
  SELECT w.user_id, w.round, w.change_count::text, w.dirty_at IS NOT NULL AS dirty,
         c.write_back_location_id, c.status = 'connected' AS connected,
         w.contact_id, w.location_id, w.written_hash, w.written_tags,
         p.email, p.name, p.version_id, p.started_at IS NOT NULL AS started,
         p.onboarding_completed_at IS NOT NULL AS completed, p.completed_visible,
         EXISTS (SELECT 1 FROM client_stalls s WHERE s.client_id = p.id AND s.ended_at IS NULL)
           AS stalled,
         (SELECT count(*)::int FROM version_modules m
           WHERE m.version_id = p.version_id AND m.is_visible) AS visible_modules,
         (SELECT coalesce(sum(mp.watched_seconds), 0)::float8 FROM module_progress mp
           WHERE mp.client_id = p.id) AS watched_seconds,
         ${LAST_ACTIVITY_SQL} AS last_activity
    FROM highlevel_write_backs w
    JOIN portal_clients p ON p.id = w.client_id
    JOIN highlevel_connections c ON c.user_id = w.user_id
   WHERE w.client_id = $1 AND p.email IS NOT NULL`;

/** highlevel_write_backs as the write-back job reads and settles it. */
export class WriteBackRows {
  constructor(private readonly db: DataSource) {}

  async pending(clientId: string): Promise<PendingWriteBack | undefined> {
    const [row]: Row[] = await this.db.query(PENDING, [clientId]);
    if (!row) return undefined;
    const steps = await clientSetupSteps(this.db.manager, clientId);
    return {
      clientId,
      userId: row.user_id,
      round: row.round,
      changeCount: row.change_count,
      dirty: row.dirty,
      locationId: row.write_back_location_id,
      connected: row.connected,
      contactId: row.contact_id,
      writtenLocationId: row.location_id,
      writtenHash: row.written_hash,
      writtenTags: row.written_tags,
      state: {
        email: row.email,
        name: row.name,
        versionId: row.version_id,
        started: row.started,
        stalled: row.stalled,
        completed: row.completed,
        completedModules: row.completed_visible,
        visibleModules: row.visible_modules,
        watchedSeconds: row.watched_seconds,
        lastActivity: new Date(row.last_activity),
        stepsDone: steps.filter((step) => step.done_at !== null).map((step) => step.key),
      },
    };
  }

  /**
   * What HighLevel now has. The row stays dirty when a change came in after it was read
   * (change_count moved): the next pass writes again, with that change's state.
   */
  async written(
    pending: PendingWriteBack,
    written: { locationId: string; contactId: string; hash: string; tags: string[] },
  ): Promise<void> {
    await this.db.query(
      `UPDATE highlevel_write_backs SET
         dirty_at = CASE WHEN change_count = $2::bigint THEN NULL ELSE dirty_at END,
         enqueued_at = NULL, location_id = $4, contact_id = $5, written_hash = $6,
         written_tags = $7, written_at = now(), attempts = 0, last_error = NULL
       WHERE client_id = $1 AND round = $3`,
      [
        pending.clientId,
        pending.changeCount,
        pending.round,
        written.locationId,
        written.contactId,
        written.hash,
        written.tags,
      ],
    );
  }

  /** Nothing to write now (off, or already written): the row waits for its next change. */
  async settled(pending: PendingWriteBack): Promise<void> {
    await this.db.query(
      `UPDATE highlevel_write_backs SET enqueued_at = NULL,
         dirty_at = CASE WHEN change_count = $2::bigint THEN NULL ELSE dirty_at END
       WHERE client_id = $1 AND round = $3`,
      [pending.clientId, pending.changeCount, pending.round],
    );
  }

  /**
   * Left dirty and free for the pass once the connection is not working: the pass skips it
   * until the agency reconnects, then writes it at once (not after the re-drive period).
   */
  async releaseIfBroken(clientId: string): Promise<void> {
    await this.db.query(
      `UPDATE highlevel_write_backs w SET enqueued_at = NULL
        WHERE w.client_id = $1 AND EXISTS (SELECT 1 FROM highlevel_connections c
                                            WHERE c.user_id = w.user_id AND c.status <> 'connected')`,
      [clientId],
    );
  }

  /** A failed attempt, for Settings and operators; the row stays dirty. */
  async failed(clientId: string, error: Error): Promise<void> {
    await this.db.query(
      `UPDATE highlevel_write_backs SET attempts = attempts + 1, last_error = left($2, 500)
       WHERE client_id = $1`,
      [clientId, error.message],
    );
  }

  /** A contact HighLevel no longer has: the next write upserts it again and re-adds its tags. */
  async forgetContact(clientId: string): Promise<void> {
    await this.db.query(
      `UPDATE highlevel_write_backs SET contact_id = NULL, written_hash = NULL, written_tags = '{}'
       WHERE client_id = $1`,
      [clientId],
    );
  }
}
