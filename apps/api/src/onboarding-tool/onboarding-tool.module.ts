import { Module } from '@nestjs/common';
import { AgencyModulesDataModule } from '../agency-modules/agency-modules-data.module';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { OnboardingToolController } from './onboarding-tool.controller';
import { OnboardingToolService } from './onboarding-tool.service';
import { VideoVisibilityService } from './video-visibility.service';

@Module({
  imports: [AuthModule, AgencyModulesDataModule, UsersModule],
  controllers: [OnboardingToolController],
  providers: [OnboardingToolService, VideoVisibilityService],
})
export class OnboardingToolModule {}
