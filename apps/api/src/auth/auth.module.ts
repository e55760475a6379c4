import { Module } from '@nestjs/common';
import { MeController } from '../me/me.controller';
import { QuestionnaireController } from '../onboarding/questionnaire.controller';
import { AccessGuard } from './access.guard';
import { AccountsService } from './accounts.service';
import { AuthController } from './auth.controller';
import { EmailLinkController } from './email-link.controller';
import { EmailLinkService } from './email-link.service';
import { LoginService } from './login.service';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { RateLimitModule } from './rate-limit.module';
import { SessionGuard } from './session.guard';
import { SessionsService } from './sessions.service';

@Module({
  imports: [RateLimitModule],
  controllers: [
    AuthController,
    PasswordResetController,
    EmailLinkController,
    MeController,
    QuestionnaireController,
  ],
  providers: [
    AccountsService,
    LoginService,
    PasswordResetService,
    EmailLinkService,
    SessionsService,
    SessionGuard,
    AccessGuard,
  ],
  exports: [SessionsService, SessionGuard, AccessGuard],
})
export class AuthModule {}
