import { Controller, Get, Injectable } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DashboardSubAccountGroup } from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { SCORED_CLIENTS } from './dashboard.sql';

/**
 * $1 the agency: one row per HighLevel sub-account it has (installed, or uninstalled with
 * clients kept), then one (location_id null) for its clients who are no sub-account's users.
 * A client who is a user of two sub-accounts counts in both.
 */
const SUB_ACCOUNT_GROUPS = `
  WITH clients AS MATERIALIZED (SELECT id, completion, onboarding_completed_at
                                  FROM (${SCORED_CLIENTS}) c)
  SELECT * FROM (
  SELECT l.location_id, l.name, l.version_id, l.installed,
           count(c.id)::int AS clients, count(c.onboarding_completed_at)::int AS completed,
           coalesce(round(avg(c.completion)), 0)::int AS average
      FROM highlevel_locations l
      LEFT JOIN highlevel_users u ON u.location_id = l.location_id
      LEFT JOIN clients c ON c.id = u.client_id
     WHERE l.user_id = $1
     GROUP BY l.location_id
    HAVING l.installed OR count(c.id) > 0
  UNION ALL
  SELECT NULL, NULL, NULL, true, count(*)::int, count(c.onboarding_completed_at)::int,
         coalesce(round(avg(c.completion)), 0)::int
    FROM clients c
   WHERE NOT EXISTS (SELECT 1 FROM highlevel_users u WHERE u.client_id = c.id)
  ) groups ORDER BY location_id IS NULL, lower(name), location_id`;

interface GroupRow {
  location_id: string | null;
  name: string | null;
  version_id: string | null;
  installed: boolean;
  clients: number;
  completed: number;
  average: number;
}

@Injectable()
export class SubAccountGroups {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(userId: string): Promise<DashboardSubAccountGroup[]> {
    const rows = (await this.db.query(SUB_ACCOUNT_GROUPS, [
      userId,
      null,
      null,
      null,
    ])) as GroupRow[];
    return rows.map((row) => ({
      locationId: row.location_id,
      name: row.name,
      versionId: row.version_id,
      installed: row.installed,
      clients: row.clients,
      completed: row.completed,
      averageCompletion: row.average,
    }));
  }
}

/** The dashboard by HighLevel sub-account; each group filters the list (`subAccount=`). */
@ApiTags('activity dashboard')
@Controller('api/dashboard/sub-accounts')
@RequiresAccess('full')
export class SubAccountGroupsController {
  constructor(private readonly groups: SubAccountGroups) {}

  @Get()
  list(@CurrentSession() { user }: ActiveSession): Promise<DashboardSubAccountGroup[]> {
    return this.groups.list(user.id);
  }
}
