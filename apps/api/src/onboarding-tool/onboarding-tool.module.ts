import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { OnboardingToolController } from './onboarding-tool.controller';
import { OnboardingToolService } from './onboarding-tool.service';
import { VideoVisibilityService } from './video-visibility.service';

@Module({
  imports: [AuthModule],
  controllers: [OnboardingToolController],
  providers: [OnboardingToolService, VideoVisibilityService],
})
export class OnboardingToolModule {}
