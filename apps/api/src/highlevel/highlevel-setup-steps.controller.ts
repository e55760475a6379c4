import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SetupStepsView } from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import {
  HighLevelSetupSteps,
  ModuleStepChangeDto,
  SetupStepSettingsDto,
} from './highlevel-setup-steps';

/** Settings → HighLevel → Setup steps (docs/setup-steps.md). */
@ApiTags('highlevel')
@Controller('api/highlevel/setup-steps')
@RequiresAccess('full')
export class HighLevelSetupStepsController {
  constructor(private readonly setupSteps: HighLevelSetupSteps) {}

  @Get()
  view(@CurrentSession() { user }: ActiveSession): Promise<SetupStepsView> {
    return this.setupSteps.view(user.id);
  }

  /** Whether completion needs the steps, and how many contacts "contacts imported" needs. */
  @Put('settings')
  changeSettings(
    @CurrentSession() { user }: ActiveSession,
    @Body() change: SetupStepSettingsDto,
  ): Promise<SetupStepsView> {
    return this.setupSteps.changeSettings(user.id, change);
  }

  /** Which step one module of one version carries (null: none). */
  @Put('modules')
  changeModule(
    @CurrentSession() { user }: ActiveSession,
    @Body() change: ModuleStepChangeDto,
  ): Promise<SetupStepsView> {
    return this.setupSteps.changeModule(user.id, change);
  }
}
