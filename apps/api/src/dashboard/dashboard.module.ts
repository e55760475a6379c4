import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ClientTimelineRepository } from './client-timeline.repository';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { SubAccountGroups, SubAccountGroupsController } from './sub-account-groups';

@Module({
  imports: [AuthModule],
  controllers: [DashboardController, SubAccountGroupsController],
  providers: [DashboardService, ClientTimelineRepository, SubAccountGroups],
})
export class DashboardModule {}
