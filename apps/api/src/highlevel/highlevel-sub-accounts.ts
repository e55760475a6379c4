import { Injectable, NotFoundException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsBoolean, IsOptional, IsString, Length } from 'class-validator';
import type { DataSource } from 'typeorm';
import { appendEvents } from '@retainly/database';
import {
  MENU_TITLE_MAX,
  type HighLevelSubAccountChange,
  type HighLevelSubAccountView,
} from '@retainly/domain';

export class HighLevelSubAccountChangeDto implements HighLevelSubAccountChange {
  @ApiPropertyOptional({ description: 'Whether the sub-account shows the Training menu link' })
  @IsOptional()
  @IsBoolean()
  menuEnabled?: boolean;

  @ApiPropertyOptional({
    description: 'The link’s title in the CRM menu',
    maxLength: MENU_TITLE_MAX,
  })
  @IsOptional()
  @IsString()
  @Length(1, MENU_TITLE_MAX, {
    message: `The menu title must be 1 to ${MENU_TITLE_MAX} characters.`,
  })
  menuTitle?: string;
}

interface SubAccountRow {
  location_id: string;
  name: string | null;
  version_id: string | null;
  users: number;
  menu_enabled: boolean;
  menu_title: string;
  menu_applied: boolean;
}

const SUB_ACCOUNTS = `
  SELECT l.location_id, l.name, l.version_id, l.menu_enabled, l.menu_title,
         (SELECT count(*)::int FROM highlevel_users u WHERE u.location_id = l.location_id) AS users,
         CASE WHEN l.menu_enabled THEN l.menu_id IS NOT NULL AND l.menu_applied_title = l.menu_title
              ELSE l.menu_id IS NULL END AS menu_applied
    FROM highlevel_locations l
   WHERE l.user_id = $1 AND l.installed`;

const toView = (row: SubAccountRow): HighLevelSubAccountView => ({
  locationId: row.location_id,
  name: row.name,
  versionId: row.version_id,
  users: row.users,
  menuEnabled: row.menu_enabled,
  menuTitle: row.menu_title,
  menuApplied: row.menu_applied,
});

/**
 * The agency's installed sub-accounts, and what it may change on each: whether the Training
 * link shows and what it is called. A change is saved at once and reaches HighLevel through
 * the worker's sync of that sub-account (an event in the same transaction), so it survives
 * HighLevel being down.
 */
@Injectable()
export class HighLevelSubAccounts {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(userId: string): Promise<HighLevelSubAccountView[]> {
    const rows = (await this.db.query(`${SUB_ACCOUNTS} ORDER BY lower(l.name), l.location_id`, [
      userId,
    ])) as SubAccountRow[];
    return rows.map(toView);
  }

  async change(
    userId: string,
    locationId: string,
    change: HighLevelSubAccountChange,
  ): Promise<HighLevelSubAccountView> {
    const title = change.menuTitle?.trim();
    await this.db.transaction(async (manager) => {
      const updated: unknown[] = await manager.query(
        `WITH changed AS (
           UPDATE highlevel_locations SET menu_enabled = coalesce($3, menu_enabled),
             menu_title = coalesce($4, menu_title), updated_at = now()
            WHERE user_id = $1 AND location_id = $2 AND installed RETURNING 1)
         SELECT * FROM changed`,
        [userId, locationId, change.menuEnabled ?? null, title || null],
      );
      if (updated.length === 0) throw new NotFoundException('That sub-account is not connected.');
      await appendEvents(manager, [
        {
          type: 'HighLevelSyncRequested',
          data: { user_id: userId, reason: 'settings', location_id: locationId },
        },
      ]);
    });
    const [row] = (await this.db.query(`${SUB_ACCOUNTS} AND l.location_id = $2`, [
      userId,
      locationId,
    ])) as SubAccountRow[];
    return toView(row!);
  }
}
