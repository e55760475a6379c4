import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HelpSettings } from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { HelpSettingsDto } from './help-settings.dto';
import { HelpSettingsService } from './help-settings.service';

/** The onboarding tool's help launcher settings (a paid tool, like the rest of it). */
@ApiTags('onboarding tool')
@Controller('api/onboarding/help')
@RequiresAccess('full')
export class HelpSettingsController {
  constructor(private readonly help: HelpSettingsService) {}

  @Get()
  get(@CurrentSession() { user }: ActiveSession): Promise<HelpSettings> {
    return this.help.get(user.id);
  }

  @Put()
  update(
    @CurrentSession() { user }: ActiveSession,
    @Body() input: HelpSettingsDto,
  ): Promise<HelpSettings> {
    return this.help.update(user.id, input);
  }
}
