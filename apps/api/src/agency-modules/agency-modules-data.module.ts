import { Module } from '@nestjs/common';
import { AgencyModulesRepository } from './agency-modules.repository';
import { VersionCustomModulesRepository } from './version-custom-modules.repository';

/**
 * The agency modules' tables, for every module that reads them: the modules api, uploads (an
 * upload targets a live module of its agency) and the visibility toggle.
 */
@Module({
  providers: [AgencyModulesRepository, VersionCustomModulesRepository],
  exports: [AgencyModulesRepository, VersionCustomModulesRepository],
})
export class AgencyModulesDataModule {}
