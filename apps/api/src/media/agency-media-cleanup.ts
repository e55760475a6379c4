import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { deleteKeys, MEDIA_STORAGE, uploadStoreKeys, type MediaStorage } from '@retainly/media';
import { MediaItemsRepository } from './media-items.repository';

/**
 * Deleting an agency module's media: its rows in the module's deletion transaction (the quota
 * is free at once), its files after the commit, each only when no other item uses it.
 */
@Injectable()
export class AgencyMediaCleanup {
  private readonly logger = new Logger(AgencyMediaCleanup.name);

  constructor(
    private readonly media: MediaItemsRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Deletes the module's media rows; returns the keys to hand to `removeFiles` after commit. */
  async deleteRows(manager: EntityManager, agencyId: string, moduleId: string): Promise<string[]> {
    const { ids, keys } = await this.media.deleteAgencyTarget(manager, agencyId, moduleId);
    return [...new Set([...keys, ...ids.flatMap((id) => uploadStoreKeys(this.config, id))])];
  }

  /**
   * Removes the files no item uses any more. The rows are gone already, so a file that cannot
   * be removed now is only wasted space, never a broken video: it is logged, not thrown.
   */
  async removeFiles(keys: readonly string[]): Promise<void> {
    const unused = await this.media.unusedKeys(keys);
    for (const { key, error } of await deleteKeys(this.storage, unused)) {
      this.logger.error({ err: error, key }, 'media file not removed');
    }
  }
}
