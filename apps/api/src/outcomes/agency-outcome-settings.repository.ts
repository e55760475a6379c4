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

  /** Writes the given fields only (an undefined one keeps its value, a null one clears it). */
  async save(userId: string, change: OutcomeSettingsChange): Promise<void> {
    const current = await this.find(userId);
    const next = { ...current, ...definedOnly(change) };
    await this.db.query(
      `INSERT INTO agency_outcome_settings (user_id, stall_days, nudges_enabled, nudge_subject,
         nudge_message, digest_enabled)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET stall_days = excluded.stall_days,
         nudges_enabled = excluded.nudges_enabled, nudge_subject = excluded.nudge_subject,
         nudge_message = excluded.nudge_message, digest_enabled = excluded.digest_enabled,
         updated_at = now()`,
      [
        userId,
        next.stall_days,
        next.nudges_enabled,
        next.nudge_subject,
        next.nudge_message,
        next.digest_enabled,
      ],
    );
  }
}

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
