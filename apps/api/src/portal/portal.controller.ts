import { Body, Controller, Get, Headers, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { PortalSession, PortalView } from '@retainly/domain';
import { CompletionDto, PortalSignInDto } from './portal.dto';
import { PortalService } from './portal.service';

const bearer = (authorization: string | undefined) =>
  authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;

/** The client portal's public, rate-limited api: no Retainly session involved. */
@ApiTags('client portal')
@Controller('api/portal/:versionId')
@UseGuards(ThrottlerGuard)
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
