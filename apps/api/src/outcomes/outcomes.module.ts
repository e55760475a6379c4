import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { RateLimitModule } from '../auth/rate-limit.module';
import { AgencyOutcomeSettingsRepository } from './agency-outcome-settings.repository';
import { ClientNudgesRepository } from './client-nudges.repository';
import { DigestSampleService } from './digest-sample.service';
import { NudgeUnsubscribeController } from './nudge-unsubscribe.controller';
import { OutcomeSettingsController } from './outcome-settings.controller';
import { OutcomeSettingsService } from './outcome-settings.service';

@Module({
  imports: [AuthModule, RateLimitModule],
  controllers: [OutcomeSettingsController, NudgeUnsubscribeController],
  providers: [
    OutcomeSettingsService,
    AgencyOutcomeSettingsRepository,
    ClientNudgesRepository,
    DigestSampleService,
  ],
})
export class OutcomesModule {}
