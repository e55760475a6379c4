import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';
import { SignUpService } from './sign-up.service';
import { AuthController } from './auth.controller';
import { GoogleController } from './google/google.controller';
import { GoogleCallbackGuard, GoogleStartGuard } from './google/google.guards';
import { GoogleSignInService } from './google/google-sign-in.service';
import { GoogleStrategy } from './google/google.strategy';
import { EmailLinkController } from './email-link.controller';
import { EmailLinkService } from './email-link.service';
import { LoginAttempts } from './login-attempts';
import { LoginService } from './login.service';
import { OperatorGuard } from './operator.guard';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { RateLimitModule } from './rate-limit.module';
import { SessionCache } from './session-cache';
import { SessionChangeListener } from './session-change-listener';
import { SessionGuard } from './session.guard';
import { SessionsService } from './sessions.service';
import { TrialStart } from './trial-start';

@Module({
  imports: [RateLimitModule, UsersModule],
  controllers: [AuthController, GoogleController, PasswordResetController, EmailLinkController],
  providers: [
    SignUpService,
    LoginService,
    LoginAttempts,
    PasswordResetService,
    EmailLinkService,
    SessionsService,
    TrialStart,
    {
      provide: SessionCache,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SessionCache(config.SESSION_CACHE_TTL_MS),
    },
    SessionChangeListener,
    SessionGuard,
    AccessGuard,
    OperatorGuard,
    GoogleStrategy,
    GoogleSignInService,
    GoogleStartGuard,
    GoogleCallbackGuard,
  ],
  exports: [SessionsService, SessionCache, SessionGuard, AccessGuard, OperatorGuard],
})
export class AuthModule {}
