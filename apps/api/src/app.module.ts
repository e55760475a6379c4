import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule, type AppConfig } from '@retainly/config';
import { DatabaseModule } from '@retainly/database';
import { MediaStorageModule } from '@retainly/media';
import { QueuesModule } from '@retainly/queues';
import { AccountModule } from './account/account.module';
import { AdminModule } from './admin/admin.module';
import { AgencyEndpointsModule } from './agency-endpoints/agency-endpoints.module';
import { AgencyModulesModule } from './agency-modules/agency-modules.module';
import { AiMarketingModule } from './ai-marketing/ai-marketing.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { CrmHelpModule } from './crm-help/crm-help.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DevMailboxController } from './dev/dev-mailbox.controller';
import { HealthController } from './health/health.controller';
import { HighLevelModule } from './highlevel/highlevel.module';
import { MeModule } from './me/me.module';
import { MediaModule } from './media/media.module';
import { QuestionnaireModule } from './questionnaire/questionnaire.module';
import { OnboardingToolModule } from './onboarding-tool/onboarding-tool.module';
import { OutcomesModule } from './outcomes/outcomes.module';
import { PortalModule } from './portal/portal.module';
import { PublicSiteModule } from './public-site/public-site.module';
import { ToolDataModule } from './tool-data/tool-data.module';
import { TrialOffersModule } from './trial-offers/trial-offers.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot({
          applicationName: 'retainly-api',
          poolSize: config.API_DB_POOL_SIZE,
        }),
        QueuesModule.forRoot(),
        MediaStorageModule,
        AuthModule,
        MeModule,
        QuestionnaireModule,
        AccountModule,
        TrialOffersModule,
        OnboardingToolModule,
        AgencyModulesModule,
        PortalModule,
        DashboardModule,
        OutcomesModule,
        AgencyEndpointsModule,
        PublicSiteModule,
        ToolDataModule,
        AiMarketingModule,
        BillingModule,
        AdminModule,
        MediaModule,
        CrmHelpModule,
        HighLevelModule,
      ],
      controllers:
        config.NODE_ENV === 'production'
          ? [HealthController]
          : [HealthController, DevMailboxController],
    };
  }
}
