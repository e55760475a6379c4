import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ClientTimelineRepository } from './client-timeline.repository';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [AuthModule],
  controllers: [DashboardController],
  providers: [DashboardService, ClientTimelineRepository],
})
export class DashboardModule {}
