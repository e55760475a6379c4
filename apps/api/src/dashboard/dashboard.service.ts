import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  DASHBOARD_PAGE_SIZE,
  type DashboardClientDetail,
  type DashboardPage,
  type DashboardRow,
} from '@retainly/domain';
import { csvDocument } from '../web/csv';
import { searchPattern } from '../web/search-pattern';
import type { DashboardQueryDto } from './dashboard.dto';
import { SCORED_CLIENTS, SORT_SQL } from './dashboard.sql';

interface ScoredRow {
  id: string;
  name: string | null;
  email: string | null;
  version_id: string;
  tier: string;
  last_login_at: Date;
  visible: string;
  completed: string;
  completion: string;
}

const toRow = (row: ScoredRow): DashboardRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  versionId: row.version_id,
  tier: row.tier,
  completed: Number(row.completed),
  visible: Number(row.visible),
  completion: Number(row.completion),
  lastLoginAt: row.last_login_at.toISOString(),
});

/** The activity dashboard: only the signed-in agency's own versions and clients, ever. */
@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private params(userId: string, query: DashboardQueryDto) {
    return [userId, query.version ?? null, searchPattern(query.search)];
  }

  async page(userId: string, query: DashboardQueryDto): Promise<DashboardPage> {
    const page = query.page ?? 1;
    const order = `${SORT_SQL[query.sort ?? 'lastLogin']} ${query.order === 'asc' ? 'ASC' : 'DESC'}`;
    // The page (index order, LIMIT) and the totals run side by side: neither loads more
    // rows than it returns.
    const [rows, [summary]]: [ScoredRow[], { total: string; average: string | null }[]] =
      await Promise.all([
        this.db.query(
          `SELECT * FROM (${SCORED_CLIENTS}) clients ORDER BY ${order}, id LIMIT $4 OFFSET $5`,
          [...this.params(userId, query), DASHBOARD_PAGE_SIZE, (page - 1) * DASHBOARD_PAGE_SIZE],
        ),
        this.db.query(
          `SELECT count(*) AS total, round(avg(completion)) AS average FROM (${SCORED_CLIENTS}) c`,
          this.params(userId, query),
        ),
      ]);
    return {
      rows: rows.map(toRow),
      total: Number(summary.total),
      page,
      pageSize: DASHBOARD_PAGE_SIZE,
      averageCompletion: Number(summary.average ?? 0),
    };
  }

  /** Every matching client as CSV, in the same order as the list. */
  async csv(userId: string, query: DashboardQueryDto): Promise<string> {
    const order = `${SORT_SQL[query.sort ?? 'lastLogin']} ${query.order === 'asc' ? 'ASC' : 'DESC'}`;
    const rows: ScoredRow[] = await this.db.query(
      `SELECT * FROM (${SCORED_CLIENTS}) clients ORDER BY ${order}, id`,
      this.params(userId, query),
    );
    const header = [
      'name',
      'email',
      'version',
      'version_id',
      'completed',
      'visible',
      'completion_percent',
      'last_login_at',
    ];
    return csvDocument(
      header,
      rows
        .map(toRow)
        .map((r) => [
          r.name,
          r.email,
          r.tier,
          r.versionId,
          r.completed,
          r.visible,
          r.completion,
          r.lastLoginAt,
        ]),
    );
  }

  /** One client's videos and which they completed; another agency's client is a 404. */
  async client(userId: string, clientId: string): Promise<DashboardClientDetail> {
    const [client]: ScoredRow[] = await this.db.query(
      `SELECT * FROM (${SCORED_CLIENTS}) clients WHERE id = $4`,
      [userId, null, null, clientId],
    );
    if (!client) throw new NotFoundException('Could not find user data');
    const videos: {
      categoryId: string;
      moduleId: string;
      title: string;
      completedAt: Date | null;
    }[] = await this.db.query(
      `SELECT c.category_id AS "categoryId", c.module_id AS "moduleId", c.title,
           m.completed_at AS "completedAt"
         FROM version_modules c
         LEFT JOIN module_completions m ON m.client_id = $1
           AND m.category_id = c.category_id AND m.module_id = c.module_id
         WHERE c.version_id = $2 AND c.is_visible
         ORDER BY c.position`,
      [clientId, client.version_id],
    );
    return {
      client: toRow(client),
      videos: videos.map((video) => ({
        ...video,
        completedAt: video.completedAt?.toISOString() ?? null,
      })),
    };
  }
}
