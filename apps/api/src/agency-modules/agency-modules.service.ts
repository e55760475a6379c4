import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CRM_ROUTES,
  type AgencyModule,
  type AgencyModuleLibrary,
  type CrmRoute,
  type PortalLanguage,
} from '@retainly/domain';
import { MediaCaptionsService } from '../media/media-captions.service';
import { MediaQuota } from '../media/media-quota';
import { agencyModuleView } from './agency-module-view';
import { AgencyModuleDeletion } from './agency-module-deletion';
import type { CreateAgencyModuleDto, UpdateAgencyModuleDto } from './agency-modules.dto';
import { AgencyModulesRepository, type AgencyModuleFields } from './agency-modules.repository';
import { VersionCustomModulesRepository } from './version-custom-modules.repository';

export const moduleNotFound = () => new NotFoundException('That module was not found.');
export const versionNotFound = () => new NotFoundException('That version was not found.');

/** The category a body names, if it names one (exactly one of the two, as the DTO checked). */
function categoryOf(dto: UpdateAgencyModuleDto): AgencyModuleFields['category'] {
  if (dto.categoryId != null) return { categoryId: dto.categoryId, ownCategory: null };
  if (dto.ownCategory != null) return { categoryId: null, ownCategory: dto.ownCategory };
  return undefined;
}

/** The pages once each, in the CRM's own order, so a module reads the same however it was sent. */
const helpRoutesOf = (routes: CrmRoute[] | undefined) =>
  routes && CRM_ROUTES.filter((route) => routes.includes(route));

/**
 * An ADVANCED agency's own modules (issue #17): its library with the media quota, and each
 * module's life from creation to deletion. Everything is scoped to the agency: another's module
 * answers as a missing one.
 */
@Injectable()
export class AgencyModulesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly modules: AgencyModulesRepository,
    private readonly placements: VersionCustomModulesRepository,
    private readonly deletion: AgencyModuleDeletion,
    private readonly quota: MediaQuota,
    private readonly captions: MediaCaptionsService,
  ) {}

  async library(userId: string): Promise<AgencyModuleLibrary> {
    const [rows, quota, ownCategories] = await Promise.all([
      this.modules.views(userId),
      this.quota.useOf(userId),
      this.modules.ownCategories(userId),
    ]);
    return {
      modules: rows.map(agencyModuleView),
      quota,
      ownCategories,
    };
  }

  async get(userId: string, moduleId: string): Promise<AgencyModule> {
    const [row] = await this.modules.views(userId, moduleId);
    if (!row) throw moduleNotFound();
    return agencyModuleView(row);
  }

  /** A new module, at the end of each of `versionIds` (the agency's own, else 404). */
  async create(userId: string, dto: CreateAgencyModuleDto): Promise<AgencyModule> {
    const versionIds = [...new Set(dto.versionIds ?? [])].sort();
    const id = await this.db.transaction(async (manager) => {
      for (const versionId of versionIds) {
        if (!(await this.placements.lockVersion(manager, userId, versionId))) {
          throw versionNotFound();
        }
      }
      const moduleId = await this.modules.insert(manager, userId, {
        title: dto.title,
        description: dto.description ?? '',
        category: categoryOf(dto)!,
        videoUrl: dto.videoUrl ?? null,
        lengthSeconds: dto.lengthSeconds ?? null,
        helpRoutes: helpRoutesOf(dto.helpRoutes) ?? [],
      });
      for (const versionId of versionIds) {
        await this.placements.append(manager, versionId, moduleId);
      }
      return moduleId;
    });
    return this.get(userId, id);
  }

  async update(
    userId: string,
    moduleId: string,
    dto: UpdateAgencyModuleDto,
  ): Promise<AgencyModule> {
    await this.db.transaction(async (manager) => {
      if (!(await this.modules.lock(manager, userId, moduleId))) throw moduleNotFound();
      await this.modules.update(manager, moduleId, {
        title: dto.title,
        description: dto.description,
        category: categoryOf(dto),
        videoUrl: dto.videoUrl,
        lengthSeconds: dto.lengthSeconds,
        helpRoutes: helpRoutesOf(dto.helpRoutes),
      });
    });
    return this.get(userId, moduleId);
  }

  /** Out of every version and deleted; its media and their files go, freeing the quota. */
  async delete(userId: string, moduleId: string): Promise<void> {
    const keys = await this.db.transaction(async (manager) => {
      if (!(await this.modules.lock(manager, userId, moduleId))) throw moduleNotFound();
      return this.deletion.delete(manager, userId, moduleId);
    });
    await this.deletion.removeFiles(keys);
  }

  /** Captions for the video the module plays (or the upload being processed for it). */
  async setCaptions(
    userId: string,
    moduleId: string,
    body: unknown,
    language: PortalLanguage = 'en',
  ): Promise<AgencyModule> {
    await this.captions.setForAgency(await this.captionedMedia(userId, moduleId), body, language);
    return this.get(userId, moduleId);
  }

  /** Removes one language's captions of the module's video. */
  async removeCaptions(
    userId: string,
    moduleId: string,
    language: PortalLanguage,
  ): Promise<AgencyModule> {
    await this.captions.removeForAgency(await this.captionedMedia(userId, moduleId), language);
    return this.get(userId, moduleId);
  }

  /** The item captions are for: the video the module plays, or the upload being processed. */
  private async captionedMedia(userId: string, moduleId: string): Promise<string> {
    const [row] = await this.modules.views(userId, moduleId);
    if (!row) throw moduleNotFound();
    const mediaId = row.media_id ?? (row.upload_status === 'processing' ? row.upload_id : null);
    if (!mediaId) {
      throw new ConflictException('Captions can be added once the video is uploaded.');
    }
    return mediaId;
  }
}
