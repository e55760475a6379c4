import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { RateLimitModule } from '../auth/rate-limit.module';
import { LeadFormsService } from './lead-forms.service';
import { PublicSiteController } from './public-site.controller';
import { loadSiteLinks } from './site-config.file';
import { SITE_LINKS, SiteConfigService } from './site-config.service';

@Module({
  imports: [RateLimitModule],
  controllers: [PublicSiteController],
  providers: [
    { provide: SITE_LINKS, inject: [APP_CONFIG], useFactory: (c: AppConfig) => loadSiteLinks(c) },
    SiteConfigService,
    LeadFormsService,
  ],
  exports: [SiteConfigService],
})
export class PublicSiteModule {}
