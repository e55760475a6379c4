import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OnboardingState, VersionVideo } from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import {
  CreateVersionDto,
  LoginWithDto,
  OnboardingMoveDto,
  VersionIdentityDto,
  VersionLanguageDto,
  VideoVisibilityDto,
} from './onboarding-tool.dto';
import { OnboardingToolService } from './onboarding-tool.service';
import { VideoVisibilityService } from './video-visibility.service';

/** The onboarding tool (a paid tool: trial users see it behind the plan overlay). */
@ApiTags('onboarding tool')
@Controller('api/onboarding')
@RequiresAccess('full')
export class OnboardingToolController {
  constructor(
    private readonly tool: OnboardingToolService,
    private readonly visibility: VideoVisibilityService,
  ) {}

  @Get()
  state(@CurrentSession() { user }: ActiveSession): Promise<OnboardingState> {
    return this.tool.state(user.id);
  }

  @Post('progress')
  @HttpCode(200)
  move(
    @CurrentSession() { user }: ActiveSession,
    @Body() move: OnboardingMoveDto,
  ): Promise<OnboardingState> {
    return this.tool.move(user, move);
  }

  @Post('versions')
  createVersion(
    @CurrentSession() { user }: ActiveSession,
    @Body() { tier }: CreateVersionDto,
  ): Promise<OnboardingState> {
    return this.tool.createVersion(user, tier);
  }

  @Get('versions/:versionId/videos')
  videos(
    @CurrentSession() { user }: ActiveSession,
    @Param('versionId') versionId: string,
  ): Promise<VersionVideo[]> {
    return this.visibility.videos(user.id, versionId);
  }

  @Put('versions/:versionId/videos/:categoryId/:moduleId')
  @HttpCode(204)
  setVisibility(
    @CurrentSession() { user }: ActiveSession,
    @Param() video: { versionId: string; categoryId: string; moduleId: string },
    @Body() { visible }: VideoVisibilityDto,
  ): Promise<void> {
    return this.visibility.setVisibility(user, video.versionId, video, visible);
  }

  @Put('versions/:versionId/language')
  saveVersionLanguage(
    @CurrentSession() { user }: ActiveSession,
    @Param('versionId') versionId: string,
    @Body() { language }: VersionLanguageDto,
  ): Promise<OnboardingState> {
    return this.tool.setVersionLanguage(user, versionId, language);
  }

  @Put('versions/:versionId/identity')
  saveVersionIdentity(
    @CurrentSession() { user }: ActiveSession,
    @Param('versionId') versionId: string,
    @Body() { identityMode }: VersionIdentityDto,
  ): Promise<OnboardingState> {
    return this.tool.setVersionIdentity(user, versionId, identityMode);
  }

  @Put('login-with')
  saveLoginWith(
    @CurrentSession() { user }: ActiveSession,
    @Body() { loginWith }: LoginWithDto,
  ): Promise<OnboardingState> {
    return this.tool.setLoginWith(user, loginWith);
  }
}
