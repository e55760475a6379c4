import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface HelpSettingsRow {
  version_id: string;
  crm_origins: string[];
  sub_account_ids: string[] | null;
  label: string;
}

/** What the launcher and the embed page need about a live version's help settings. */
export interface LiveHelpSettings extends HelpSettingsRow {
  primary_color: string | null;
  /** The agency's HighLevel connection works: the panel can sign clients in through it. */
  highlevel_connected: boolean;
}

/** agency_help_settings: one row per agency, none until it saves the form. */
@Injectable()
export class HelpSettingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(userId: string): Promise<HelpSettingsRow | undefined> {
    const [row]: HelpSettingsRow[] = await this.db.query(
      `SELECT version_id, crm_origins, sub_account_ids, label
       FROM agency_help_settings WHERE user_id = $1`,
      [userId],
    );
    return row;
  }

  /** The agency's basic version (the default the button opens), else its first one. */
  async defaultVersion(userId: string): Promise<string | null> {
    const [row]: { id: string }[] = await this.db.query(
      `SELECT id FROM agency_versions WHERE user_id = $1
       ORDER BY tier = 'basic' DESC, created_at LIMIT 1`,
      [userId],
    );
    return row?.id ?? null;
  }

  async ownsVersion(userId: string, versionId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM agency_versions WHERE id = $1 AND user_id = $2`,
      [versionId, userId],
    );
    return rows.length > 0;
  }

  async save(userId: string, row: HelpSettingsRow): Promise<void> {
    await this.db.query(
      `INSERT INTO agency_help_settings (user_id, version_id, crm_origins, sub_account_ids, label)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET version_id = excluded.version_id,
         crm_origins = excluded.crm_origins, sub_account_ids = excluded.sub_account_ids,
         label = excluded.label, updated_at = now()`,
      [userId, row.version_id, row.crm_origins, row.sub_account_ids, row.label],
    );
  }

  /**
   * The settings that a live version serves (approved agency, and the version the agency chose
   * for its button); undefined otherwise, so the launcher and the embed stay closed.
   */
  async forLiveVersion(versionId: string): Promise<LiveHelpSettings | undefined> {
    const [row]: LiveHelpSettings[] = await this.db.query(
      `SELECT h.version_id, h.crm_origins, h.sub_account_ids, h.label, u.primary_color,
              EXISTS (SELECT 1 FROM highlevel_connections c
                       WHERE c.user_id = h.user_id AND c.status = 'connected') AS highlevel_connected
       FROM agency_help_settings h JOIN retainly_users u ON u.id = h.user_id
       WHERE h.version_id = $1 AND u.approval = 'YES'`,
      [versionId],
    );
    return row;
  }
}
