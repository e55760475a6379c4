import { Body, Controller, HttpCode, Patch, Post, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import {
  CANCELLATION_MESSAGES,
  type CancellationResponse,
  type SessionContext,
} from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import { SESSION_COOKIE } from '../auth/session-cookie';
import type { ActiveSession } from '../auth/sessions.service';
import { sessionContext } from '../users/session-context';
import { CancellationDto, ProfileDto } from './account.dto';
import { AccountService } from './account.service';

/** Settings: the profile, and cancelling the subscription. */
@ApiTags('account')
@Controller('api/account')
@RequiresAccess('trial')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Patch('profile')
  async saveProfile(
    @CurrentSession() { user }: ActiveSession,
    @Body() profile: ProfileDto,
  ): Promise<SessionContext> {
    return sessionContext(await this.account.saveProfile(user.id, profile));
  }

  @Post('cancel')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  async cancel(
    @CurrentSession() { user }: ActiveSession,
    @Body() answers: CancellationDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CancellationResponse> {
    await this.account.cancel(user, answers);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: CANCELLATION_MESSAGES.canceled.title };
  }
}
