import {
  BadRequestException,
  ConflictException,
  GoneException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { appendEvents } from '@retainly/database';
import type { MediaTarget } from '@retainly/domain';
import { recordAudit } from '../admin/audit-log';
import { AgencyModulesRepository } from '../agency-modules/agency-modules.repository';
import { MediaItemsRepository, type MediaItemRow } from './media-items.repository';
import { mayTarget, notForAgencies, ownedBy, type Uploader } from './media-owner';
import { MediaQuota } from './media-quota';
import { readUploadMetadata, type RawMetadata } from './upload-metadata';

const notFound = () => new NotFoundException('This upload was not found.');

/**
 * The media side of a tus upload: a media row from the moment it is created (status
 * 'uploading'), and, once its last byte is stored, 'queued' plus the event that starts its
 * processing, in one transaction. The bytes themselves are the tus store's business.
 */
@Injectable()
export class UploadsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly media: MediaItemsRepository,
    private readonly quota: MediaQuota,
    private readonly agencyModules: AgencyModulesRepository,
  ) {}

  /** A new upload of `bytes` (its Upload-Length): metadata and quota checked, row inserted. */
  async create(uploader: Uploader, id: string, bytes: number | undefined, metadata: RawMetadata) {
    const read = readUploadMetadata(metadata);
    if (!read.ok) throw new BadRequestException(read.problem);
    if (bytes === undefined) {
      throw new BadRequestException('Send Upload-Length: the size must be known when it starts.');
    }
    const { filename, targetType, targetRef } = read.value;
    const target: MediaTarget = { type: targetType, ref: targetRef };
    await this.checkTarget(uploader, target);
    await this.db.transaction(async (manager) => {
      await this.quota.reserve(manager, uploader.owner, bytes);
      await this.media.insertUploading(manager, {
        id,
        owner: uploader.owner,
        target,
        sourceName: filename,
        sourceBytes: bytes,
        createdBy: uploader.user.id,
      });
    });
  }

  /**
   * Operators upload to catalogue modules and site slots, an agency to a live module of its own
   * only (another agency's module answers as a missing one).
   */
  private async checkTarget({ owner }: Uploader, target: MediaTarget): Promise<void> {
    if (!mayTarget(owner, target.type)) {
      if (owner.type === 'agency') throw notForAgencies();
      throw new BadRequestException('Agency modules take uploads from their agency only.');
    }
    if (owner.type === 'agency') {
      if (!(await this.agencyModules.isLive(owner.id, target.ref))) {
        throw new NotFoundException('That module was not found.');
      }
    } else if (!(await this.media.targetExists(target))) {
      throw new BadRequestException(`There is no catalogue module "${target.ref}".`);
    }
  }

  /** The uploader's unfinished or finished upload `id` (404 for anyone else's). */
  async ofUploader(uploader: Uploader, id: string): Promise<MediaItemRow> {
    const item = await this.media.find(id);
    if (!item || !ownedBy(item, uploader.owner)) throw notFound();
    return item;
  }

  /**
   * A PATCH is starting at `offset` with `length` bytes (undefined: not announced, so up to the
   * whole rest): the upload will hold up to that much, which must fit the agency's allowance
   * (413 otherwise, before a byte is read). The PATCH's end records what really arrived.
   */
  async receiving(uploader: Uploader, id: string, offset: number, length: number | undefined) {
    await this.db.transaction(async (manager) => {
      const item = await this.media.find(id, manager);
      if (!item || !ownedBy(item, uploader.owner)) throw notFound();
      // A finished upload: tus answers the PATCH itself (its offset no longer matches).
      if (item.status !== 'uploading') return;
      const upTo = Math.min(item.source_bytes, Math.max(0, offset) + (length ?? item.source_bytes));
      await this.quota.reserve(manager, uploader.owner, upTo, id);
      await this.media.receive(manager, id, upTo);
    });
  }

  /** A PATCH ended: the upload holds what the tus store has (a cut PATCH, only what came). */
  received(id: string, bytes: number): Promise<void> {
    return this.media.received(id, bytes);
  }

  /**
   * All bytes are stored at `sourceKey`: queued, with VideoUploaded, in one transaction. Running
   * it again for a finished upload changes nothing (a HEAD after a failed finish retries it).
   */
  async finish(uploader: Uploader, id: string, sourceKey: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const item = await this.media.markQueued(manager, id, sourceKey);
      if (!item) {
        if (await this.media.find(id, manager)) return;
        throw new GoneException('This upload was cancelled.');
      }
      await appendEvents(manager, [{ type: 'VideoUploaded', data: { media_id: id } }]);
      if (uploader.owner.type === 'platform') await this.audit(manager, uploader, item);
    });
  }

  /** The uploader cancelled: the row goes; a finished upload is the pipeline's and stays. */
  async cancel(uploader: Uploader, id: string): Promise<void> {
    await this.ofUploader(uploader, id);
    if (!(await this.media.deleteUploading(id))) {
      throw new ConflictException('This upload has finished; it can no longer be cancelled.');
    }
  }

  /** Operators' uploads to a module or a site slot are in the audit log, beside their edits. */
  private async audit(manager: EntityManager, uploader: Uploader, item: MediaItemRow) {
    const target = { type: item.target_type, ref: item.target_ref };
    await recordAudit(manager, uploader.user, {
      action: 'upload_video',
      targetType: target.type === 'catalogue_module' ? 'video' : 'site_media',
      targetId: target.ref || target.type,
      before: { mediaId: await this.media.attachedTo(manager, target) },
      after: { mediaId: item.id, sourceName: item.source_name, sourceBytes: item.source_bytes },
    });
  }
}
