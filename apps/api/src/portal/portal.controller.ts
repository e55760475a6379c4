import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import {
  isCodeSent,
  isPortalLanguage,
  type HeartbeatResponse,
  type PortalProgress,
  type PortalResume,
  type PortalSignInAnswer,
  type PortalView,
} from '@retainly/domain';
import { HeartbeatsService } from './heartbeats.service';
import { CompletionDto, HeartbeatDto, PortalSignInDto, ResumeDto } from './portal.dto';
import { PortalService } from './portal.service';
import { bearerToken } from './bearer-token';
import { PortalRateLimit } from './portal-rate-limit';
import { deviceTokenOf, setDeviceCookie } from './portal-device-cookie';

/** The client portal's public, rate-limited api: no Retainly session involved. */
@ApiTags('client portal')
@Controller('api/portal/:versionId')
@PortalRateLimit()
export class PortalController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly portal: PortalService,
    private readonly heartbeats: HeartbeatsService,
  ) {}

  /** `?lang=` asks for catalogue text in a portal language; anything else means the default. */
  @Get()
  view(@Param('versionId') versionId: string, @Query('lang') lang?: string): Promise<PortalView> {
    return this.portal.view(versionId, isPortalLanguage(lang) ? lang : undefined);
  }

  /**
   * A session (201), or on a verified version without this device's session for the address,
   * 202 "check your e-mail" (the same for every address).
   */
  @Post('sessions')
  async signIn(
    @Param('versionId') versionId: string,
    @Body() input: PortalSignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PortalSignInAnswer> {
    const answer = await this.portal.signIn(versionId, input, deviceTokenOf(request));
    if (isCodeSent(answer)) reply.status(HttpStatus.ACCEPTED);
    return answer;
  }

  /** The one-click resume link of a reminder e-mail: signs in and says where to pick up. */
  @Post('resume')
  @HttpCode(200)
  async resume(
    @Param('versionId') versionId: string,
    @Body() input: ResumeDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PortalResume> {
    const { resume, deviceToken } = await this.portal.resume(versionId, input.token);
    if (deviceToken) setDeviceCookie(reply, versionId, deviceToken, this.config);
    return resume;
  }

  @Post('completions')
  @HttpCode(200)
  complete(
    @Param('versionId') versionId: string,
    @Headers('authorization') authorization: string | undefined,
    @Body() video: CompletionDto,
  ) {
    return this.portal.complete(versionId, bearerToken(authorization), video);
  }

  /** Resume on any device: the client's progress and positions on every module. */
  @Get('progress')
  progress(
    @Param('versionId') versionId: string,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<PortalProgress> {
    return this.portal.progress(versionId, bearerToken(authorization));
  }

  /**
   * What the player played since its last beat (every 10 s of playback, and on pause, seek and
   * end). Viewers beat six times a minute, so an office full of them needs a higher ceiling.
   */
  @Post('heartbeats')
  @HttpCode(200)
  @Throttle({ ip: { limit: 1_200, ttl: 60_000 } })
  async heartbeat(
    @Param('versionId') versionId: string,
    @Headers('authorization') authorization: string | undefined,
    @Body() beat: HeartbeatDto,
  ): Promise<HeartbeatResponse> {
    return this.heartbeats.beat(versionId, bearerToken(authorization), beat);
  }
}
