import { ExternalPlayers } from './external-players';
import { Module } from '@nestjs/common';
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

@Module({
  imports: [RateLimitModule],
  controllers: [PortalController, PortalLanguageController, HelpPanelController],
  providers: [
    PortalService,
    PortalAccess,
    PortalCompletions,
    HeartbeatsService,
    HeartbeatBatcher,
    ModuleProgressRepository,
    PortalResumeLinksRepository,
    PortalClientsRepository,
    HelpPanelService,
    HelpModulesRepository,
    ExternalPlayers,
  ],
})
export class PortalModule {}
