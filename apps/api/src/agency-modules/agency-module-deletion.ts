import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AgencyMediaCleanup } from '../media/agency-media-cleanup';
import { AgencyModulesRepository } from './agency-modules.repository';
import { VersionCustomModulesRepository } from './version-custom-modules.repository';

/**
 * Deleting a module: out of every version, its media rows gone (the quota is free at once),
 * the module kept as deleted so clients' completions and progress still name it. Files go
 * after the commit (`removeFiles`), each only when nothing else uses it.
 */
@Injectable()
export class AgencyModuleDeletion {
  constructor(
    private readonly modules: AgencyModulesRepository,
    private readonly placements: VersionCustomModulesRepository,
    private readonly media: AgencyMediaCleanup,
  ) {}

  /** In the caller's transaction, with the module locked; returns the keys for `removeFiles`. */
  async delete(manager: EntityManager, userId: string, moduleId: string): Promise<string[]> {
    await this.placements.removeEverywhere(manager, moduleId);
    const keys = await this.media.deleteRows(manager, userId, moduleId);
    await this.modules.softDelete(manager, moduleId);
    return keys;
  }

  removeFiles(keys: readonly string[]): Promise<void> {
    return this.media.removeFiles(keys);
  }
}
