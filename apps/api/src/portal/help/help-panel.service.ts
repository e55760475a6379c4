import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { appendEvents } from '@retainly/database';
import {
  HELP_EVENT_REPEAT_SECONDS,
  helpQueryOf,
  matchSnippet,
  type CrmRoute,
  type HelpEventRecorded,
  type HelpModules,
  type HelpSearchResults,
  type PortalLanguage,
} from '@retainly/domain';
import type { DomainEvent, PortalClientEvent } from '@retainly/events';
import { searchPattern } from '../../http/search-pattern';
import {
  MODULE_NOT_FOUND,
  PortalAccess,
  type PortalClient,
  type VersionOwner,
} from '../portal-access';
import type { HelpEventDto } from './help-panel.dto';
import { HelpModulesRepository } from './help-modules.repository';

/**
 * The portal's help panel inside the agency's CRM: the modules for the client's CRM page,
 * search across the version's modules, and usage events (signed-in clients only) that reach
 * the dashboard and, through the outbox, the agency's own endpoints.
 */
@Injectable()
export class HelpPanelService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: PortalAccess,
    private readonly modules: HelpModulesRepository,
  ) {}

  async forRoute(versionId: string, route: CrmRoute | null): Promise<HelpModules> {
    await this.access.owner(versionId);
    return { route, modules: route ? await this.modules.forRoute(versionId, route) : [] };
  }

  /** `language`: the portal's (?lang=), else the version's own. */
  async search(
    versionId: string,
    typed: string,
    language?: PortalLanguage,
  ): Promise<HelpSearchResults> {
    const owner = await this.access.owner(versionId);
    const query = helpQueryOf(typed);
    const pattern = searchPattern(query);
    if (!pattern) return { query, hits: [] };
    const rows = await this.modules.search(versionId, pattern, query, language ?? owner.language);
    return {
      query,
      hits: rows.map((row) => ({
        categoryId: row.categoryId,
        moduleId: row.moduleId,
        title: row.title,
        matchedIn: row.field,
        snippet: matchSnippet(row.text, row.field === 'title' ? '' : query),
      })),
    };
  }

  /** Stores one usage event and its domain event together; 401 without a client's token. */
  async record(
    versionId: string,
    token: string | undefined,
    input: HelpEventDto,
  ): Promise<HelpEventRecorded> {
    const owner = await this.access.owner(versionId);
    const client = await this.access.client(versionId, token);
    const route = input.route ?? null;
    const context = { route, sub_account_id: input.subAccountId ?? null };
    let title: string | undefined;
    if (input.kind === 'played') {
      title = await this.modules.visibleTitle(versionId, {
        categoryId: input.categoryId!,
        moduleId: input.moduleId!,
      });
      if (title === undefined) throw new NotFoundException(MODULE_NOT_FOUND);
    }
    const who = whoOf(versionId, owner, client);
    const now = new Date().toISOString();
    return this.db.transaction(async (manager) => {
      if (await this.repeatedJustNow(manager, client.id, input)) return { recorded: false };
      await manager.query(
        `INSERT INTO help_events
           (version_id, client_id, kind, route, query, category_id, module_id, sub_account_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          versionId,
          client.id,
          input.kind,
          route,
          input.kind === 'searched' ? input.query : null,
          input.kind === 'played' ? input.categoryId : null,
          input.kind === 'played' ? input.moduleId : null,
          context.sub_account_id,
        ],
      );
      const event: DomainEvent =
        input.kind === 'opened'
          ? { type: 'HelpOpened', data: { ...who, ...context, opened_at: now } }
          : input.kind === 'searched'
            ? {
                type: 'HelpSearched',
                data: { ...who, ...context, query: input.query!, searched_at: now },
              }
            : {
                type: 'HelpVideoPlayed',
                data: {
                  ...who,
                  ...context,
                  module: {
                    category_id: input.categoryId!,
                    module_id: input.moduleId!,
                    title: title!,
                  },
                  played_at: now,
                },
              };
      await appendEvents(manager, [event]);
      return { recorded: true };
    });
  }

  /**
   * Whether the client sent the same use within HELP_EVENT_REPEAT_SECONDS: any search, an open
   * on the same CRM page, a play of the same module. The client's lock makes two concurrent
   * events see each other.
   */
  private async repeatedJustNow(
    manager: EntityManager,
    clientId: string,
    input: HelpEventDto,
  ): Promise<boolean> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 19))`, [clientId]);
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM help_events
        WHERE client_id = $1 AND kind = $2
          AND created_at > now() - make_interval(secs => $3)
          AND ($2 <> 'opened' OR route IS NOT DISTINCT FROM $4)
          AND ($2 <> 'played' OR (category_id = $5 AND module_id = $6))
        LIMIT 1`,
      [
        clientId,
        input.kind,
        HELP_EVENT_REPEAT_SECONDS[input.kind],
        input.route ?? null,
        input.categoryId ?? null,
        input.moduleId ?? null,
      ],
    );
    return rows.length > 0;
  }
}

function whoOf(versionId: string, owner: VersionOwner, client: PortalClient): PortalClientEvent {
  return {
    client: { id: client.id, name: client.name, email: client.email },
    version: { id: versionId, tier: owner.tier },
    agency: { id: owner.agency_id, name: owner.agency_name },
  };
}
