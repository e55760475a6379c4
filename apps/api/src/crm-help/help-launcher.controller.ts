import { Controller, Get, Headers, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import {
  DEFAULT_PORTAL_COLORS,
  normalizeHexColor,
  readableTextColor,
  type HelpLauncherConfig,
} from '@retainly/domain';
import { appIdOf } from '@retainly/highlevel';
import { PORTAL_NOT_FOUND } from '../portal/portal-access';
import { HelpSettingsRepository, type LiveHelpSettings } from './help-settings.repository';
import { launcherScriptWith } from './launcher-script';
import { PortalRateLimit } from '../portal/portal-rate-limit';

/**
 * What the launcher reads in the CRM before drawing its button. Public (the CRM page has no
 * session of ours), rate limited per address like the portal, and readable cross-origin only
 * by the agency's saved CRM domains: the same list that may frame the embedded portal, so the
 * launcher works exactly where its panel could open. The snippet loads launcher.js (the code
 * with the config written in, one request); launcher (JSON) serves snippets pasted before it.
 */
@ApiTags('crm help')
@Controller('api/help/:versionId')
@PortalRateLimit()
export class HelpLauncherController {
  constructor(
    private readonly settings: HelpSettingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('launcher')
  async launcher(
    @Param('versionId') versionId: string,
    @Headers('origin') origin: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<HelpLauncherConfig> {
    reply.header('vary', 'Origin');
    const row = await this.liveRow(versionId);
    if (origin && row.crm_origins.includes(origin)) {
      reply.header('access-control-allow-origin', origin);
    }
    // A minute's cache spares the api a request per CRM page; a settings change shows within it.
    reply.header('cache-control', 'public, max-age=60');
    return this.configOf(row);
  }

  /**
   * The launcher with its config, loaded by the snippet with crossorigin=anonymous: the browser
   * runs it only with our Access-Control-Allow-Origin, which only the agency's CRM gets, and
   * any other caller (another site, a no-cors <script>) gets a 404, never the config.
   */
  @Get('launcher.js')
  async launcherScript(
    @Param('versionId') versionId: string,
    @Headers('origin') origin: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    reply.header('vary', 'Origin');
    const row = await this.liveRow(versionId);
    if (!origin || !row.crm_origins.includes(origin)) throw new NotFoundException(PORTAL_NOT_FOUND);
    const script = launcherScriptWith({ ...this.configOf(row), versionId: row.version_id });
    if (!script) throw new NotFoundException(PORTAL_NOT_FOUND);
    reply.header('access-control-allow-origin', origin);
    reply.header('content-type', 'text/javascript; charset=utf-8');
    // Fresh for a minute like the config; then the cached copy still runs once while the
    // browser fetches the new one, so a CRM page never waits for us on a repeat visit. An hour
    // at most: a revoked agency's button may show once more within it, never after.
    reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=3600');
    return script;
  }

  /** The version's help settings, or 404 when there is nothing to show. */
  private async liveRow(versionId: string): Promise<LiveHelpSettings> {
    const row = versionId.length <= 20 ? await this.settings.forLiveVersion(versionId) : undefined;
    // No saved domain means nowhere could frame the panel: the launcher stays silent.
    if (!row || !row.crm_origins.length) throw new NotFoundException(PORTAL_NOT_FOUND);
    return row;
  }

  /**
   * The button's look and scope, and the HighLevel app id when the agency's connection works:
   * inside HighLevel the launcher then asks `exposeSessionDetails` who is signed in, so the
   * panel signs the client in with nothing typed (docs/highlevel.md).
   */
  private configOf(row: LiveHelpSettings): HelpLauncherConfig {
    const primary = normalizeHexColor(row.primary_color ?? '') ?? DEFAULT_PORTAL_COLORS.primary;
    const clientId = this.config.HIGHLEVEL_CLIENT_ID;
    return {
      label: row.label,
      colors: { primary, text: readableTextColor(primary) },
      subAccountIds: row.sub_account_ids,
      highLevelAppId: clientId && row.highlevel_connected ? appIdOf(clientId) : null,
    };
  }
}
