import { ExternalPlayers } from './external-players';
import { Module } from '@nestjs/common';
import { LoginAttempts } from '../auth/login-attempts';
import { RateLimitModule } from '../auth/rate-limit.module';
import { HeartbeatBatcher } from './heartbeat-batcher';
import { HeartbeatsService } from './heartbeats.service';
import { HelpModulesRepository } from './help/help-modules.repository';
import { HelpPanelController } from './help/help-panel.controller';
import { HelpPanelService } from './help/help-panel.service';
import { ModuleProgressRepository } from './module-progress.repository';
import { PortalAccess } from './portal-access';
import { PortalCompletions } from './portal-completions';
import { PortalLanguageController } from './portal-language.controller';
import { PortalController } from './portal.controller';
import { PortalService } from './portal.service';
import { PortalResumeLinksRepository } from './portal-resume-links.repository';
import { PortalClientsRepository } from './portal-clients.repository';
import { PortalCodeLimits } from './portal-code-limits';
import { PortalDeviceSessionsRepository } from './portal-device-sessions.repository';
import { PortalIdentityController } from './portal-identity.controller';
import { PortalHighLevelSignIn } from './portal-highlevel-sign-in';
import { PortalIdentityService } from './portal-identity.service';
import { PortalSessionIssuer } from './portal-session-issuer';
import { PortalSignInCodesRepository } from './portal-sign-in-codes.repository';

@Module({
  imports: [RateLimitModule],
  controllers: [
    PortalController,
    PortalIdentityController,
    PortalLanguageController,
    HelpPanelController,
  ],
  providers: [
    PortalService,
    PortalAccess,
    PortalCompletions,
    HeartbeatsService,
    HeartbeatBatcher,
    ModuleProgressRepository,
    PortalResumeLinksRepository,
    PortalClientsRepository,
    PortalSessionIssuer,
    PortalIdentityService,
    PortalHighLevelSignIn,
    PortalSignInCodesRepository,
    PortalDeviceSessionsRepository,
    PortalCodeLimits,
    LoginAttempts,
    HelpPanelService,
    HelpModulesRepository,
    ExternalPlayers,
  ],
})
export class PortalModule {}
