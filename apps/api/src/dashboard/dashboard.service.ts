import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  DASHBOARD_PAGE_SIZE,
  type DashboardClientDetail,
  type DashboardPage,
} from '@retainly/domain';
import { searchPattern } from '../web/search-pattern';
import { dashboardCsv, type ModuleRecordLine, type VersionModule } from './dashboard-csv';
import {
  toRow,
  toVideo,
  type ClientRecord,
  type ModuleFactsRecord,
  type ScoredRecord,
} from './dashboard-rows';
import type { DashboardQueryDto } from './dashboard.dto';
import {
  allClients,
  CLIENT_MODULES,
  CLIENTS_MODULE_RECORDS,
  CLIENTS_SUMMARY,
  oneClient,
  pageOfClients,
  REMOVED_MODULES,
  SORT_SQL,
  VERSIONS_MODULES,
} from './dashboard.sql';

const orderOf = (query: DashboardQueryDto) =>
  `${SORT_SQL[query.sort ?? 'lastLogin']} ${query.order === 'asc' ? 'ASC' : 'DESC'}`;

/** The activity dashboard: only the signed-in agency's own versions and clients, ever. */
@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private params(userId: string, query: DashboardQueryDto) {
    return [userId, query.version ?? null, searchPattern(query.search)];
  }

  async page(userId: string, query: DashboardQueryDto): Promise<DashboardPage> {
    const page = query.page ?? 1;
    // The page (index order, LIMIT, then its rows' watch facts) and the totals run side by
    // side: neither loads more rows than it returns.
    const [rows, [summary]]: [ClientRecord[], { total: string; average: string | null }[]] =
      await Promise.all([
        this.db.query(pageOfClients(orderOf(query)), [
          ...this.params(userId, query),
          DASHBOARD_PAGE_SIZE,
          (page - 1) * DASHBOARD_PAGE_SIZE,
        ]),
        this.db.query(CLIENTS_SUMMARY, this.params(userId, query)),
      ]);
    return {
      rows: rows.map(toRow),
      total: Number(summary.total),
      page,
      pageSize: DASHBOARD_PAGE_SIZE,
      averageCompletion: Number(summary.average ?? 0),
    };
  }

  /** Every matching client as CSV, in the same order as the list, with each module's status. */
  async csv(userId: string, query: DashboardQueryDto): Promise<string> {
    const params = this.params(userId, query);
    const [rows, modules, records]: [ScoredRecord[], VersionModule[], ModuleRecordLine[]] =
      await Promise.all([
        this.db.query(allClients(orderOf(query)), params),
        this.db.query(VERSIONS_MODULES, params.slice(0, 2)),
        this.db.query(CLIENTS_MODULE_RECORDS, params),
      ]);
    return dashboardCsv(rows, modules, records);
  }

  /**
   * One client's modules with their status, and completed modules the version no longer has;
   * another agency's client is a 404.
   */
  async client(userId: string, clientId: string): Promise<DashboardClientDetail> {
    const [client]: ClientRecord[] = await this.db.query(oneClient, [userId, null, null, clientId]);
    if (!client) throw new NotFoundException('Could not find user data');
    const [videos, removed]: ModuleFactsRecord[][] = await Promise.all([
      this.db.query(CLIENT_MODULES, [clientId, client.version_id]),
      this.db.query(REMOVED_MODULES, [clientId, client.version_id]),
    ]);
    return {
      client: toRow(client),
      videos: videos.map(toVideo),
      removedVideos: removed.map(toVideo),
    };
  }
}
