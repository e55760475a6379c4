import { Controller, Get, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { ErrorCode } from '@retainly/domain';
import { affiliateFromCookie } from '../affiliate-cookie';
import { setSessionCookie } from '../session-cookie';
import { GoogleSignInService } from './google-sign-in.service';
import type { GoogleFlow } from './google-state-store';
import type { GoogleIdentity } from './google.strategy';
import { GoogleCallbackGuard, GoogleStartGuard } from './google.guards';

type CallbackRequest = FastifyRequest & { user?: GoogleIdentity | null; googleFlow?: GoogleFlow };

@ApiTags('accounts')
@Controller('api/auth/google')
export class GoogleController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly google: GoogleSignInService,
  ) {}

  /** `?from=login|signup&am_id=…&tz=…`: redirects to Google (the guard does it). */
  @Get()
  @UseGuards(GoogleStartGuard)
  start(): void {}

  @Get('callback')
  @UseGuards(GoogleCallbackGuard)
  async callback(@Req() request: CallbackRequest, @Res() reply: FastifyReply) {
    if (!request.user || !request.googleFlow)
      return reply.redirect(`/login?error=${ErrorCode.GoogleFailed}`, 302);
    // A referral kept in the affiliate cookie counts when the start URL carried none.
    const affiliateId = request.googleFlow.affiliateId ?? affiliateFromCookie(request) ?? null;
    const outcome = await this.google.signIn(request.user, { ...request.googleFlow, affiliateId });
    if (outcome.ok) setSessionCookie(reply, outcome.sessionToken, this.config);
    return reply.redirect(outcome.redirectTo, 302);
  }
}
