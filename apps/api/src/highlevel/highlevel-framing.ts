import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';

/**
 * Who may frame a version's portal: for an agency connected to HighLevel, HighLevel's CRM
 * (HIGHLEVEL_CRM_ORIGINS) and the agency's own CRM domains from its help button settings, so
 * the Training menu link opens inside the CRM. Any other agency's portal frames nowhere else.
 */
@Injectable()
export class HighLevelFraming {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async originsFor(versionId: string): Promise<string[]> {
    if (!this.config.HIGHLEVEL_CLIENT_ID) return [];
    const [row] = (await this.db.query(
      `SELECT coalesce(h.crm_origins, '{}') AS crm_origins
         FROM agency_versions v
         JOIN highlevel_connections c ON c.user_id = v.user_id AND c.status = 'connected'
         LEFT JOIN agency_help_settings h ON h.user_id = v.user_id
        WHERE v.id = $1`,
      [versionId],
    )) as { crm_origins: string[] }[];
    return row ? [...this.config.HIGHLEVEL_CRM_ORIGINS, ...row.crm_origins] : [];
  }
}
