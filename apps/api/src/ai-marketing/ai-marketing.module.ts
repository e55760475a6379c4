import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { OfferGenerationsController } from './offer-generations.controller';
import { OfferGenerationsService } from './offer-generations.service';
import { OfferStatusController } from './offer-status.controller';

@Module({
  imports: [AuthModule],
  controllers: [OfferGenerationsController, OfferStatusController],
  providers: [OfferGenerationsService],
})
export class AiMarketingModule {}
