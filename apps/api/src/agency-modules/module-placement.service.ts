import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { customModuleKey, placeCustomModule } from '@retainly/domain';
import type { VersionModulePlacementDto } from './agency-modules.dto';
import { AgencyModuleDeletion } from './agency-module-deletion';
import { AgencyModulesRepository } from './agency-modules.repository';
import { moduleNotFound, versionNotFound } from './agency-modules.service';
import { VersionCustomModulesRepository } from './version-custom-modules.repository';

const CUSTOM_KEY = customModuleKey('');

/** Where an agency's modules appear in its versions: added, moved, shown or hidden, removed. */
@Injectable()
export class ModulePlacementService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly modules: AgencyModulesRepository,
    private readonly placements: VersionCustomModulesRepository,
    private readonly deletion: AgencyModuleDeletion,
  ) {}

  /**
   * Adds the module to the version or moves it, right after `after`, with one write in all but
   * rare cases (see placeCustomModule); the version is locked so two moves never share a gap.
   */
  async place(
    userId: string,
    versionId: string,
    moduleId: string,
    { after, isVisible }: VersionModulePlacementDto,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      if (!(await this.placements.lockVersion(manager, userId, versionId))) {
        throw versionNotFound();
      }
      if (!(await this.modules.lock(manager, userId, moduleId))) throw moduleNotFound();
      const order = await this.placements.orderOf(manager, versionId);
      const placed = placeCustomModule(order, customModuleKey(moduleId), after);
      if (!placed) throw new BadRequestException('The module to follow is not in this version.');
      const positions = new Map(
        [...placed].map(([key, position]) => [key.slice(CUSTOM_KEY.length), position]),
      );
      await this.placements.place(manager, versionId, moduleId, positions, isVisible);
    });
  }

  /** Out of the version; a module no version shows any more is deleted (its quota freed). */
  async remove(userId: string, versionId: string, moduleId: string): Promise<void> {
    const keys = await this.db.transaction(async (manager) => {
      if (!(await this.placements.lockVersion(manager, userId, versionId))) {
        throw versionNotFound();
      }
      if (!(await this.modules.lock(manager, userId, moduleId))) throw moduleNotFound();
      if (!(await this.placements.remove(manager, versionId, moduleId))) {
        throw new NotFoundException('That module is not in this version.');
      }
      if (await this.placements.isUsed(manager, moduleId)) return [];
      return this.deletion.delete(manager, userId, moduleId);
    });
    await this.deletion.removeFiles(keys);
  }
}
