import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentSession, SessionGuard } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { sessionContext, type SessionContext } from '../users/session-context';

@ApiTags('accounts')
@Controller('api/me')
@UseGuards(SessionGuard)
export class MeController {
  @Get()
  @ApiOkResponse({
    description: 'The session context: who is signed in, approval, trial days, plan',
  })
  @ApiUnauthorizedResponse({ description: 'No live session' })
  me(@CurrentSession() session: ActiveSession): SessionContext {
    return sessionContext(session.user);
  }
}
