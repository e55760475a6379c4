import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { OnboardingToolController } from './onboarding-tool.controller';
import { OnboardingToolService } from './onboarding-tool.service';

@Module({
  imports: [AuthModule],
  controllers: [OnboardingToolController],
  providers: [OnboardingToolService],
})
export class OnboardingToolModule {}
