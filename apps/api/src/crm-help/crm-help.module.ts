import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { RateLimitModule } from '../auth/rate-limit.module';
import { HelpLauncherController } from './help-launcher.controller';
import { HelpSettingsController } from './help-settings.controller';
import { HelpSettingsRepository } from './help-settings.repository';
import { HelpSettingsService } from './help-settings.service';

/** The help launcher in the agency's CRM: its settings, its public config, its framing rule. */
@Module({
  imports: [AuthModule, RateLimitModule],
  controllers: [HelpSettingsController, HelpLauncherController],
  providers: [HelpSettingsService, HelpSettingsRepository],
  exports: [HelpSettingsRepository],
})
export class CrmHelpModule {}
