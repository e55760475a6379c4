import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MediaModule } from '../media/media.module';
import { AgencyModuleDeletion } from './agency-module-deletion';
import { AgencyModulesDataModule } from './agency-modules-data.module';
import { AgencyModulesController } from './agency-modules.controller';
import { AgencyModulesService } from './agency-modules.service';
import { ModulePlacementService } from './module-placement.service';

/** The agency's own videos (issue #17, ADVANCED plan): library, placements, captions. */
@Module({
  imports: [AuthModule, MediaModule, AgencyModulesDataModule],
  controllers: [AgencyModulesController],
  providers: [AgencyModulesService, ModulePlacementService, AgencyModuleDeletion],
})
export class AgencyModulesModule {}
