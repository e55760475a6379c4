import { Body, Controller, Delete, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import type { PortalSession } from '@retainly/domain';
import { LoginLocked } from '../auth/login-attempts';
import { clearDeviceCookie, deviceTokenOf, setDeviceCookie } from './portal-device-cookie';
import { PortalAccess } from './portal-access';
import { PortalIdentityService, type VerifiedSignIn } from './portal-identity.service';
import { PortalHighLevelSignIn } from './portal-highlevel-sign-in';
import { PortalCodeDto, PortalHighLevelSignInDto, PortalSignInLinkDto } from './portal.dto';
import { PortalRateLimit } from './portal-rate-limit';

/**
 * A verified version's second step (issue #32): the e-mailed code or link, each answered with
 * the portal token and a device session cookie, so this device signs in without a code next
 * time. Codes are guessed at most 30 times a minute per IP besides their own limits.
 */
@ApiTags('client portal')
@Controller('api/portal/:versionId/sessions')
@PortalRateLimit()
export class PortalIdentityController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly access: PortalAccess,
    private readonly identity: PortalIdentityService,
    private readonly highLevel: PortalHighLevelSignIn,
  ) {}

  /**
   * Inside HighLevel: the user context the CRM handed the page (REQUEST_USER_DATA_RESPONSE or
   * exposeSessionDetails). 401 when it does not decrypt, 403 for a user of another sub-account.
   */
  @Post('highlevel')
  @HttpCode(200)
  @Throttle({ ip: { limit: 30, ttl: 60_000 } })
  async signInFromHighLevel(
    @Param('versionId') versionId: string,
    @Body() { payload }: PortalHighLevelSignInDto,
  ): Promise<PortalSession> {
    const owner = await this.access.owner(versionId);
    return this.highLevel.signIn(versionId, owner.agency_id, payload);
  }

  /** 400 for a wrong, used, expired or dead code; 429 (Retry-After) while the address is locked. */
  @Post('code')
  @HttpCode(200)
  @Throttle({ ip: { limit: 30, ttl: 60_000 } })
  async code(
    @Param('versionId') versionId: string,
    @Body() { email, code }: PortalCodeDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PortalSession> {
    await this.access.owner(versionId);
    try {
      return this.signedIn(
        reply,
        versionId,
        await this.identity.signInWithCode(versionId, email, code),
      );
    } catch (error) {
      if (error instanceof LoginLocked) reply.header('retry-after', error.retryAfterSeconds);
      throw error;
    }
  }

  /** The e-mail's one-click link; 410 once used or expired. */
  @Post('link')
  @HttpCode(200)
  @Throttle({ ip: { limit: 30, ttl: 60_000 } })
  async link(
    @Param('versionId') versionId: string,
    @Body() { token }: PortalSignInLinkDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PortalSession> {
    await this.access.owner(versionId);
    return this.signedIn(reply, versionId, await this.identity.signInWithLink(versionId, token));
  }

  /** Signing out on this device: its device session ends, so the next sign-in needs a code. */
  @Delete('device')
  @HttpCode(204)
  async signOutDevice(
    @Param('versionId') versionId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.identity.signOutDevice(deviceTokenOf(request));
    clearDeviceCookie(reply, versionId);
  }

  private signedIn(reply: FastifyReply, versionId: string, signedIn: VerifiedSignIn) {
    setDeviceCookie(reply, versionId, signedIn.deviceToken, this.config);
    return signedIn.session;
  }
}
