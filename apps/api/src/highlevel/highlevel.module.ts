import { Module } from '@nestjs/common';
import { HighLevelKitModule } from '@retainly/highlevel';
import { AuthModule } from '../auth/auth.module';
import { RateLimitModule } from '../auth/rate-limit.module';
import { HighLevelConnectController } from './highlevel-connect.controller';
import { HighLevelConnectService } from './highlevel-connect.service';
import { HighLevelFraming } from './highlevel-framing';
import { HighLevelSetupSteps } from './highlevel-setup-steps';
import { HighLevelSetupStepsController } from './highlevel-setup-steps.controller';
import { HighLevelSubAccounts } from './highlevel-sub-accounts';
import { HighLevelVersionRules } from './highlevel-version-rules';
import { HighLevelVersionRulesController } from './highlevel-version-rules.controller';
import { HighLevelWebhooksController } from './highlevel-webhooks.controller';
import { HighLevelWebhooksService } from './highlevel-webhooks.service';
import { HighLevelWriteBack } from './highlevel-write-back';
import { HighLevelWriteBackController } from './highlevel-write-back.controller';

/** Retainly as a HighLevel Marketplace app (docs/highlevel.md). */
@Module({
  imports: [AuthModule, RateLimitModule, HighLevelKitModule],
  controllers: [
    HighLevelConnectController,
    HighLevelWebhooksController,
    HighLevelSetupStepsController,
    HighLevelWriteBackController,
    HighLevelVersionRulesController,
  ],
  providers: [
    HighLevelConnectService,
    HighLevelWebhooksService,
    HighLevelFraming,
    HighLevelSubAccounts,
    HighLevelSetupSteps,
    HighLevelWriteBack,
    HighLevelVersionRules,
  ],
  exports: [HighLevelFraming],
})
export class HighLevelModule {}
