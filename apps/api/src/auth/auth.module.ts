import { Module } from '@nestjs/common';
import { MeController } from '../me/me.controller';
import { AccountsService } from './accounts.service';
import { AuthController } from './auth.controller';
import { LoginService } from './login.service';
import { RateLimitModule } from './rate-limit.module';
import { SessionGuard } from './session.guard';
import { SessionsService } from './sessions.service';

@Module({
  imports: [RateLimitModule],
  controllers: [AuthController, MeController],
  providers: [AccountsService, LoginService, SessionsService, SessionGuard],
  exports: [SessionsService, SessionGuard],
})
export class AuthModule {}
