import { DEFAULT_STALL_DAYS, type StallDays } from '@retainly/domain';
import { insertRow, type Queryable } from './insert-row';

/** A client's watching of one module, as the heartbeat api keeps it. */
export interface ModuleProgressFields {
  client_id: string;
  category_id: string;
  module_id: string;
  /** Watched ranges, flattened: [start, end, start, end, ...] in seconds. */
  watched?: number[];
  watched_seconds?: number;
  duration_seconds: number;
  position_seconds?: number;
  started_at?: Date;
  beat_at?: Date;
  credit_clock?: Date;
  completed_at?: Date | null;
}

/** Inserts a module progress row with `fields`; the rest are column defaults. */
export async function insertModuleProgress(db: Queryable, fields: ModuleProgressFields) {
  await insertRow(db, 'module_progress', fields, 'client_id');
}

/** A stall episode the outcome sweep opened for a client of the agency `user_id`. */
export interface ClientStallFields {
  client_id: string;
  user_id: string;
  reason: 'not_started' | 'idle';
  /** The agency's threshold; DEFAULT_STALL_DAYS unless given. */
  stall_days?: StallDays;
  inactive_since: Date;
  stalled_at?: Date;
  /** Given together with end_reason, or neither (a check constraint). */
  ended_at?: Date | null;
  end_reason?: 'resumed' | 'completed' | null;
  nudges_sent?: number;
  next_nudge_at?: Date | null;
}

/** Inserts a client stall with `fields`; returns its id. */
export async function insertClientStall(db: Queryable, fields: ClientStallFields): Promise<string> {
  const row = { ...fields, stall_days: fields.stall_days ?? DEFAULT_STALL_DAYS };
  return (await insertRow<{ id: string }>(db, 'client_stalls', row, 'id')).id;
}
