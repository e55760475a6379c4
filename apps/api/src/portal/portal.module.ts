import { Module } from '@nestjs/common';
import { RateLimitModule } from '../auth/rate-limit.module';
import { PortalController } from './portal.controller';
import { PortalService } from './portal.service';

@Module({
  imports: [RateLimitModule],
  controllers: [PortalController],
  providers: [PortalService],
})
export class PortalModule {}
