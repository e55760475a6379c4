import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { RateLimitModule } from '../auth/rate-limit.module';
import { LeadFormsService } from './lead-forms.service';
import { PublicSiteController } from './public-site.controller';
import { loadSiteLinks, missingSiteConfigWarning } from './site-config.file';
import { SITE_LINKS, SiteConfigService } from './site-config.service';

function siteLinks(config: AppConfig) {
  const warning = missingSiteConfigWarning(config);
  // Loud on purpose: a production site whose buttons cannot take payment is a costly surprise.
  if (warning) new Logger('SiteConfig').warn(warning);
  return loadSiteLinks(config);
}

@Module({
  imports: [RateLimitModule],
  controllers: [PublicSiteController],
  providers: [
    { provide: SITE_LINKS, inject: [APP_CONFIG], useFactory: siteLinks },
    SiteConfigService,
    LeadFormsService,
  ],
  exports: [SiteConfigService],
})
export class PublicSiteModule {}
