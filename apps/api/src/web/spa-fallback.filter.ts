import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendIndexPage, type IndexPage } from './index-page';

/** The api, and Bull Board under /admin/queues; /admin itself is the console's page. */
const SERVER_PATHS = /^\/(api|admin\/queues)(\/|$)/;
/** Built files: a missing one (an old chunk after a deploy) must 404, never get a page. */
const FILE_PATHS = /^\/assets\/|\.[a-z0-9]{1,8}$/i;

/**
 * Unknown GETs outside /api and /admin/queues get the web app's index.html (with the page's own meta),
 * so client-side routes (and its not-found page) work on reload. API paths keep their JSON 404.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter implements ExceptionFilter {
  constructor(private readonly indexPage: IndexPage | undefined) {}

  catch(exception: NotFoundException, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const path = request.url.split('?')[0];
    const wantsPage =
      request.method === 'GET' && !SERVER_PATHS.test(path) && !FILE_PATHS.test(path);
    if (this.indexPage && wantsPage) {
      return sendIndexPage(reply, this.indexPage, request.url);
    }
    return reply.status(404).send(exception.getResponse());
  }
}
