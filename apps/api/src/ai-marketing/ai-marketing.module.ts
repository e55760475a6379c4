import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { OfferGenerationsController } from './offer-generations.controller';
import { OfferGenerationsService } from './offer-generations.service';

@Module({
  imports: [AuthModule],
  controllers: [OfferGenerationsController],
  providers: [OfferGenerationsService],
})
export class AiMarketingModule {}
