import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { SessionsService } from '../auth/sessions.service';
import { sessionContext, type SessionContext } from '../users/session-context';

/**
 * Every page asks who is signed in. A visitor is an ordinary answer here (200, session null), not
 * an error, so public pages log no failed request; /api/me keeps its 401 for signed-in callers.
 */
@ApiTags('accounts')
@Controller('api/session')
export class SessionProbeController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The session context, or null without a live session' })
  async probe(@Req() request: FastifyRequest): Promise<{ session: SessionContext | null }> {
    const session = await this.sessions.resolve(request.cookies[SESSION_COOKIE]);
    return { session: session ? sessionContext(session.user) : null };
  }
}
