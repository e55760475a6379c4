import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DEFAULT_STALL_DAYS, type StallDays } from '@retainly/domain';

export interface OutcomeSettingsRow {
  stall_days: StallDays;
  nudges_enabled: boolean;
  nudge_subject: string | null;
  nudge_message: string | null;
  digest_enabled: boolean;
}

export type OutcomeSettingsChange = Partial<OutcomeSettingsRow>;

/** agency_outcome_settings: one row per agency; none means every default. */
@Injectable()
export class AgencyOutcomeSettingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(userId: string): Promise<OutcomeSettingsRow> {
    const [row]: OutcomeSettingsRow[] = await this.db.query(
      `SELECT stall_days, nudges_enabled, nudge_subject, nudge_message, digest_enabled
       FROM agency_outcome_settings WHERE user_id = $1`,
      [userId],
    );
    return (
      row ?? {
        stall_days: DEFAULT_STALL_DAYS,
        nudges_enabled: true,
        nudge_subject: null,
        nudge_message: null,
        digest_enabled: true,
      }
    );
  }

  /**
   * Writes the given fields only (an undefined one keeps its value, a null one clears it), in one
   * statement: two saves of different fields at once both survive (no read-merge-write race).
   */
  async save(userId: string, change: OutcomeSettingsChange): Promise<void> {
    const given = (value: unknown) => value !== undefined;
    await this.db.query(
      `INSERT INTO agency_outcome_settings AS s (user_id, stall_days, nudges_enabled,
         nudge_subject, nudge_message, digest_enabled)
       VALUES ($1, coalesce($2::smallint, $12::smallint), coalesce($3::boolean, true), $4::text,
         $5::text, coalesce($6::boolean, true))
       ON CONFLICT (user_id) DO UPDATE SET
         stall_days = CASE WHEN $7::boolean THEN excluded.stall_days ELSE s.stall_days END,
         nudges_enabled = CASE WHEN $8::boolean THEN excluded.nudges_enabled ELSE s.nudges_enabled END,
         nudge_subject = CASE WHEN $9::boolean THEN excluded.nudge_subject ELSE s.nudge_subject END,
         nudge_message = CASE WHEN $10::boolean THEN excluded.nudge_message ELSE s.nudge_message END,
         digest_enabled = CASE WHEN $11::boolean THEN excluded.digest_enabled ELSE s.digest_enabled END,
         updated_at = now()`,
      [
        userId,
        change.stall_days ?? null,
        change.nudges_enabled ?? null,
        change.nudge_subject ?? null,
        change.nudge_message ?? null,
        change.digest_enabled ?? null,
        given(change.stall_days),
        given(change.nudges_enabled),
        given(change.nudge_subject),
        given(change.nudge_message),
        given(change.digest_enabled),
        DEFAULT_STALL_DAYS,
      ],
    );
  }
}
