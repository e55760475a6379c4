import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { moduleSetupSteps } from '@retainly/database';
import {
  DASHBOARD_PAGE_SIZE,
  type DashboardClientDetail,
  type DashboardPage,
  timelineText,
} from '@retainly/domain';
import { searchPattern } from '../http/search-pattern';
import { ClientTimelineRepository } from './client-timeline.repository';
import { dashboardCsv, type ModuleRecordLine, type VersionModule } from './dashboard-csv';
import {
  toRow,
  toVideo,
  type ClientRecord,
  type ModuleFactsRecord,
  type ScoredRecord,
} from './dashboard-rows';
import type { DashboardQueryDto } from './dashboard.dto';
import { CLIENT_HELP_USE, HELP_CLIENTS, type HelpUseRecord } from './help-use.sql';
import {
  allClients,
  CLIENT_MODULES,
  clientsModuleRecords,
  clientsSummary,
  HEALTH_SORTS,
  oneClient,
  pageOfClients,
  REMOVED_MODULES,
  SORT_SQL,
  VERSIONS_MODULES,
  type ListShape,
} from './dashboard.sql';

function shapeOf(query: DashboardQueryDto): ListShape {
  const sort = query.sort ?? 'lastLogin';
  return {
    order: `${SORT_SQL[sort]} ${query.order === 'asc' ? 'ASC' : 'DESC'}`,
    atRisk: query.filter === 'at-risk',
    healthOrder: HEALTH_SORTS.includes(sort),
  };
}

/** The activity dashboard: only the signed-in agency's own versions and clients, ever. */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly timelines: ClientTimelineRepository,
  ) {}

  private params(userId: string, query: DashboardQueryDto) {
    return [userId, query.version ?? null, searchPattern(query.search), query.subAccount ?? null];
  }

  async page(userId: string, query: DashboardQueryDto): Promise<DashboardPage> {
    const page = query.page ?? 1;
    const shape = shapeOf(query);
    // The page (index order, LIMIT, then its rows' watch facts) and the totals run side by
    // side: neither loads more rows than it returns.
    const [rows, [summary], [help]]: [
      ClientRecord[],
      { total: string; average: string | null }[],
      { clients: number }[],
    ] = await Promise.all([
      this.db.query(pageOfClients(shape), [
        ...this.params(userId, query),
        DASHBOARD_PAGE_SIZE,
        (page - 1) * DASHBOARD_PAGE_SIZE,
      ]),
      this.db.query(clientsSummary(shape.atRisk), this.params(userId, query)),
      this.db.query(HELP_CLIENTS, [userId, query.version ?? null]),
    ]);
    return {
      rows: rows.map(toRow),
      total: Number(summary.total),
      page,
      pageSize: DASHBOARD_PAGE_SIZE,
      averageCompletion: Number(summary.average ?? 0),
      helpClients: help?.clients ?? 0,
    };
  }

  /** Every matching client as CSV, in the same order as the list, with each module's status. */
  async csv(userId: string, query: DashboardQueryDto): Promise<string> {
    const params = this.params(userId, query);
    const shape = shapeOf(query);
    const [rows, modules, records]: [ScoredRecord[], VersionModule[], ModuleRecordLine[]] =
      await Promise.all([
        this.db.query(allClients(shape), params),
        this.db.query(VERSIONS_MODULES, params.slice(0, 2)),
        this.db.query(clientsModuleRecords(shape.atRisk), params),
      ]);
    return dashboardCsv(rows, modules, records);
  }

  /**
   * One client's modules with their status, completed modules the version no longer has, and
   * their timeline; another agency's client is a 404.
   */
  async client(userId: string, clientId: string): Promise<DashboardClientDetail> {
    const [client]: ClientRecord[] = await this.db.query(oneClient, [
      userId,
      null,
      null,
      null,
      clientId,
    ]);
    if (!client) throw new NotFoundException('Could not find user data');
    const [videos, removed, timeline, [help], steps] = await Promise.all([
      this.db.query<ModuleFactsRecord[]>(CLIENT_MODULES, [clientId, client.version_id]),
      this.db.query<ModuleFactsRecord[]>(REMOVED_MODULES, [clientId, client.version_id]),
      this.timelines.forClient(userId, clientId),
      this.db.query<HelpUseRecord[]>(CLIENT_HELP_USE, [clientId]),
      moduleSetupSteps(this.db.manager, clientId),
    ]);
    const stepOf = new Map(steps.map((step) => [`${step.categoryId}/${step.moduleId}`, step]));
    return {
      client: toRow(client),
      videos: videos.map((record) => {
        const video = toVideo(record);
        const step = stepOf.get(`${video.categoryId}/${video.moduleId}`);
        return step ? { ...video, setupStep: { step: step.step, doneAt: step.doneAt } } : video;
      }),
      removedVideos: removed.map(toVideo),
      timeline: timeline.map((entry) => ({
        at: entry.at.toISOString(),
        kind: entry.kind,
        text: timelineText(entry),
      })),
      helpUse: {
        opened: help?.opened ?? 0,
        searched: help?.searched ?? 0,
        played: help?.played ?? 0,
        lastAt: help?.last_at?.toISOString() ?? null,
      },
    };
  }
}
