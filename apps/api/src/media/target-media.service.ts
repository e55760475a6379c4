import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  SITE_VIDEO_KEYS,
  SITE_VIDEO_SLOTS,
  type AdminMediaItem,
  type AdminSiteMedia,
  type SiteMedia,
  type SiteVideoSlot,
} from '@retainly/domain';
import { MEDIA_STORAGE, type MediaStorage } from '@retainly/media';
import { adminMediaItem } from './admin-media-item';
import { MediaItemsRepository, type MediaItemRow } from './media-items.repository';
import { mediaPlayback } from './media-playback';

/** What a target plays now and the upload on its way to replace it. */
export interface TargetMedia {
  media: AdminMediaItem | null;
  pendingMedia: AdminMediaItem | null;
}

/** One value per site video slot, under the slot's api key. */
async function bySlot<T>(value: (slot: SiteVideoSlot) => Promise<T>) {
  const values = await Promise.all(SITE_VIDEO_SLOTS.map(value));
  return Object.fromEntries(
    SITE_VIDEO_SLOTS.map((slot, index) => [SITE_VIDEO_KEYS[slot], values[index]!]),
  ) as Record<(typeof SITE_VIDEO_KEYS)[SiteVideoSlot], T>;
}

/** The media of catalogue modules and site slots, as the console and the site show them. */
@Injectable()
export class TargetMediaService {
  constructor(
    private readonly media: MediaItemsRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  /** Per `<categoryId>/<moduleId>`: its media and pending media (two queries for any number). */
  async forModules(
    modules: readonly { categoryId: string; moduleId: string; mediaId: string | null }[],
    manager?: EntityManager,
  ): Promise<Map<string, TargetMedia>> {
    const refs = modules.map((module) => `${module.categoryId}/${module.moduleId}`);
    const attachedIds = modules.flatMap((module) => (module.mediaId ? [module.mediaId] : []));
    const [attached, pending] = await Promise.all([
      this.media.findMany(attachedIds, manager),
      this.media.pending(['catalogue_module'], modules.length === 1 ? refs : null, manager),
    ]);
    const byId = new Map(attached.map((row) => [row.id, row]));
    const pendingByRef = new Map(pending.map((row) => [row.target_ref, row]));
    const views = await Promise.all(
      modules.map((module, index) =>
        this.targetMedia(
          module.mediaId ? byId.get(module.mediaId) : undefined,
          pendingByRef.get(refs[index]!),
        ),
      ),
    );
    return new Map(refs.map((ref, index) => [ref, views[index]!]));
  }

  async adminSiteMedia(): Promise<AdminSiteMedia> {
    const [slots, pending] = await Promise.all([
      this.media.siteSlots(),
      this.media.pending(SITE_VIDEO_SLOTS),
    ]);
    return bySlot((slot) =>
      this.targetMedia(
        slots.find((row) => row.slot === slot),
        pending.find((row) => row.target_type === slot),
      ),
    );
  }

  /** The public site's videos: only what is ready. */
  async siteMedia(): Promise<SiteMedia> {
    const slots = await this.media.siteSlots();
    return bySlot(async (slot) => {
      const row = slots.find((candidate) => candidate.slot === slot);
      return row?.status === 'ready' ? mediaPlayback(this.storage, row) : null;
    });
  }

  private async targetMedia(attached?: MediaItemRow, pending?: MediaItemRow): Promise<TargetMedia> {
    const [media, pendingMedia] = await Promise.all([
      attached ? adminMediaItem(this.storage, attached) : null,
      pending ? adminMediaItem(this.storage, pending) : null,
    ]);
    return { media, pendingMedia };
  }
}
