import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { RateLimitModule } from '../auth/rate-limit.module';
import { PublicSiteModule } from '../public-site/public-site.module';
import { TrialOffersController } from './trial-offers.controller';
import { TrialOffersService } from './trial-offers.service';

/** The trial banner's offer, the popup and the discount wheel. */
@Module({
  imports: [AuthModule, RateLimitModule, PublicSiteModule],
  controllers: [TrialOffersController],
  providers: [TrialOffersService],
})
export class TrialOffersModule {}
