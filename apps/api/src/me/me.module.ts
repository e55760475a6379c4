import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MeController } from './me.controller';
import { SessionProbeController } from './session-probe.controller';

/** Who is signed in: /api/me (401 without a session) and /api/session (null without one). */
@Module({
  imports: [AuthModule],
  controllers: [MeController, SessionProbeController],
})
export class MeModule {}
