import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AgencyModule, AgencyModuleLibrary } from '@retainly/domain';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { RequiresAdvancedPlan } from '../onboarding-tool/plan-rules';
import {
  CreateAgencyModuleDto,
  UpdateAgencyModuleDto,
  VersionModulePlacementDto,
} from './agency-modules.dto';
import { captionsLanguage } from '../media/media-captions.service';
import { AgencyModulesService } from './agency-modules.service';
import { ModulePlacementService } from './module-placement.service';

/** Advanced Mode: the agency's own modules and their places in its versions (ADVANCED plan). */
@ApiTags('onboarding tool')
@Controller('api/onboarding')
@RequiresAdvancedPlan()
export class AgencyModulesController {
  constructor(
    private readonly modules: AgencyModulesService,
    private readonly placement: ModulePlacementService,
  ) {}

  @Get('modules')
  library(@CurrentSession() { user }: ActiveSession): Promise<AgencyModuleLibrary> {
    return this.modules.library(user.id);
  }

  /** Polled by the editor while an upload is processed. */
  @Get('modules/:moduleId')
  get(
    @CurrentSession() { user }: ActiveSession,
    @Param('moduleId') moduleId: string,
  ): Promise<AgencyModule> {
    return this.modules.get(user.id, moduleId);
  }

  @Post('modules')
  create(
    @CurrentSession() { user }: ActiveSession,
    @Body() body: CreateAgencyModuleDto,
  ): Promise<AgencyModule> {
    return this.modules.create(user.id, body);
  }

  @Patch('modules/:moduleId')
  update(
    @CurrentSession() { user }: ActiveSession,
    @Param('moduleId') moduleId: string,
    @Body() body: UpdateAgencyModuleDto,
  ): Promise<AgencyModule> {
    return this.modules.update(user.id, moduleId, body);
  }

  @Delete('modules/:moduleId')
  @HttpCode(204)
  delete(
    @CurrentSession() { user }: ActiveSession,
    @Param('moduleId') moduleId: string,
  ): Promise<void> {
    return this.modules.delete(user.id, moduleId);
  }

  /** The raw WebVTT file as the body (Content-Type: text/vtt), as operators send theirs. */
  @Put('modules/:moduleId/captions')
  @ApiConsumes('text/vtt')
  @ApiQuery({ name: 'language', required: false })
  setCaptions(
    @CurrentSession() { user }: ActiveSession,
    @Param('moduleId') moduleId: string,
    @Query('language') language: string | undefined,
    @Body() body: unknown,
  ): Promise<AgencyModule> {
    return this.modules.setCaptions(user.id, moduleId, body, captionsLanguage(language));
  }

  @Delete('modules/:moduleId/captions')
  @ApiQuery({ name: 'language', required: false })
  removeCaptions(
    @CurrentSession() { user }: ActiveSession,
    @Param('moduleId') moduleId: string,
    @Query('language') language: string | undefined,
  ): Promise<AgencyModule> {
    return this.modules.removeCaptions(user.id, moduleId, captionsLanguage(language));
  }

  @Put('versions/:versionId/modules/:moduleId')
  @HttpCode(204)
  place(
    @CurrentSession() { user }: ActiveSession,
    @Param('versionId') versionId: string,
    @Param('moduleId') moduleId: string,
    @Body() body: VersionModulePlacementDto,
  ): Promise<void> {
    return this.placement.place(user.id, versionId, moduleId, body);
  }

  @Delete('versions/:versionId/modules/:moduleId')
  @HttpCode(204)
  removeFromVersion(
    @CurrentSession() { user }: ActiveSession,
    @Param('versionId') versionId: string,
    @Param('moduleId') moduleId: string,
  ): Promise<void> {
    return this.placement.remove(user.id, versionId, moduleId);
  }
}
