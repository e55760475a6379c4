import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AdminMediaItem, AdminSiteMedia, SiteMedia } from '@retainly/domain';
import { MEDIA_STORAGE, type MediaStorage } from '@retainly/media';
import { adminMediaItem } from './admin-media-item';
import { MediaItemsRepository, type MediaItemRow } from './media-items.repository';
import { mediaPlayback } from './media-playback';

/** What a target plays now and the upload on its way to replace it. */
export interface TargetMedia {
  media: AdminMediaItem | null;
  pendingMedia: AdminMediaItem | null;
}

const SLOTS = { landingIntro: 'landing_intro', walkthrough: 'walkthrough' } as const;

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
      this.media.pending(Object.values(SLOTS)),
    ]);
    const view = (slot: string) =>
      this.targetMedia(
        slots.find((row) => row.slot === slot),
        pending.find((row) => row.target_type === slot),
      );
    const [landingIntro, walkthrough] = await Promise.all([
      view(SLOTS.landingIntro),
      view(SLOTS.walkthrough),
    ]);
    return { landingIntro, walkthrough };
  }

  /** The public site's two videos: only what is ready. */
  async siteMedia(): Promise<SiteMedia> {
    const slots = await this.media.siteSlots();
    const playback = async (slot: string) => {
      const row = slots.find((candidate) => candidate.slot === slot);
      return row?.status === 'ready' ? mediaPlayback(this.storage, row) : null;
    };
    const [landingIntro, walkthrough] = await Promise.all([
      playback(SLOTS.landingIntro),
      playback(SLOTS.walkthrough),
    ]);
    return { landingIntro, walkthrough };
  }

  private async targetMedia(attached?: MediaItemRow, pending?: MediaItemRow): Promise<TargetMedia> {
    const [media, pendingMedia] = await Promise.all([
      attached ? adminMediaItem(this.storage, attached) : null,
      pending ? adminMediaItem(this.storage, pending) : null,
    ]);
    return { media, pendingMedia };
  }
}
