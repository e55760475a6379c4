import {
  Catch,
  Logger,
  NotFoundException,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageRouteFor } from '@retainly/domain';
import { sendIndexPage, type IndexPage } from './index-page';
import { allowFramingBy } from './security-headers';

/**
 * The api, media files, and Bull Board under /admin/queues; /admin itself is the console's page.
 */
const SERVER_PATHS = /^\/(api|media|admin\/queues)(\/|$)/;
/** Built files: a missing one (an old chunk after a deploy) must 404, never get a page. */
const FILE_PATHS = /^\/assets\/|\.[a-z0-9]{1,8}$/i;

/** Whether a client portal id is live (PortalService.isLive). */
export type PortalLookup = (versionId: string) => Promise<boolean>;
/** The CRM origins that may frame a live version's embedded help page (none: []). */
export type HelpFramingLookup = (versionId: string) => Promise<string[]>;

/**
 * GETs outside /api, /media and /admin/queues that no route answered get the web app's index.html (with
 * the page's own meta), so client-side routes work on reload. The status follows the web app's
 * route table (PAGE_ROUTES): 200 for its pages and live portals, 404 for anything else, whose
 * page the web app renders as its not-found page. API paths keep their JSON 404.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter implements ExceptionFilter {
  private readonly logger = new Logger(SpaFallbackFilter.name);

  constructor(
    private readonly indexPage: IndexPage | undefined,
    private readonly portalIsLive: PortalLookup,
    private readonly helpFramers: HelpFramingLookup = async () => [],
    /** Who else may frame a live portal (HighLevel's CRM for a connected agency). */
    private readonly portalFramers: HelpFramingLookup = async () => [],
  ) {}

  catch(exception: NotFoundException, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const path = request.url.split('?')[0];
    const wantsPage =
      request.method === 'GET' && !SERVER_PATHS.test(path) && !FILE_PATHS.test(path);
    if (this.indexPage && wantsPage) {
      return this.sendPage(reply, this.indexPage, request.url, path);
    }
    return reply.status(404).send(exception.getResponse());
  }

  private async sendPage(reply: FastifyReply, page: IndexPage, url: string, path: string) {
    const route = pageRouteFor(path);
    let found = route !== undefined;
    if (route?.kind === 'portal' || route?.kind === 'help') {
      // The page itself says when a link is not live, so a failed lookup still serves it.
      found = await this.portalIsLive(route.versionId).catch((error: unknown) => {
        this.logger.warn(`Portal lookup failed for ${route.versionId}: ${String(error)}`);
        return true;
      });
    }
    if (route?.kind === 'portal' && found) {
      const origins = await this.portalFramers(route.versionId).catch(() => []);
      if (origins.length > 0) allowFramingBy(reply, origins);
    }
    if (route?.kind === 'help' && found) {
      // Only the agency's own CRM may frame its help; a failed lookup frames nowhere new.
      const origins = await this.helpFramers(route.versionId).catch(() => []);
      allowFramingBy(reply, origins);
    }
    return sendIndexPage(reply.status(found ? 200 : 404), page, url);
  }
}
