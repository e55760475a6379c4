import { Body, Controller, Get, Headers, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { PortalSession, PortalView } from '@retainly/domain';
import { CompletionDto, PortalSignInDto } from './portal.dto';
import { PortalService } from './portal.service';

const bearer = (authorization: string | undefined) =>
  authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;

/** The client portal's public, rate-limited api: no Retainly session involved. */
@ApiTags('client portal')
@Controller('api/portal/:versionId')
@UseGuards(ThrottlerGuard)
// One client opens the page, signs in and marks a few modules a minute; an office behind one
// address may hold several clients, so the portal allows more than the sign-in pages (30/min).
@Throttle({ ip: { limit: 120, ttl: 60_000 } })
// The per-e-mail limit guards our own sign-in pages; here it would let anyone lock a client out
// by posting their address, and a client's silent re-sign-ins would trip it.
@SkipThrottle({ email: true })
export class PortalController {
  constructor(private readonly portal: PortalService) {}

  @Get()
  view(@Param('versionId') versionId: string): Promise<PortalView> {
    return this.portal.view(versionId);
  }

  @Post('sessions')
  signIn(
    @Param('versionId') versionId: string,
    @Body() input: PortalSignInDto,
  ): Promise<PortalSession> {
    return this.portal.signIn(versionId, input);
  }

  @Post('completions')
  @HttpCode(200)
  complete(
    @Param('versionId') versionId: string,
    @Headers('authorization') authorization: string | undefined,
    @Body() video: CompletionDto,
  ) {
    return this.portal.complete(versionId, bearer(authorization), video);
  }
}
