import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/static'; // adds reply.sendFile

const SERVER_PATHS = /^\/(api|admin)(\/|$)/;

/**
 * Unknown GETs outside /api and /admin get the web app's index.html, so client-side routes
 * (and its not-found page) work on reload. API paths keep their JSON 404.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter implements ExceptionFilter {
  constructor(private readonly hasWebApp: boolean) {}

  catch(exception: NotFoundException, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const wantsPage = request.method === 'GET' && !SERVER_PATHS.test(request.url);
    if (this.hasWebApp && wantsPage) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(exception.getResponse());
  }
}
