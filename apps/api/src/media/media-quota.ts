import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { ErrorCode } from '@retainly/domain';
import { MediaItemsRepository } from './media-items.repository';
import type { MediaOwner } from './media-owner';

const GB = 1024 ** 3;

/** '5', '0.5', '12.25': an allowance as an agency would write it. */
const gigabytes = (bytes: number) => String(Math.round((bytes / GB) * 100) / 100);

/**
 * How much media each owner may keep: the platform without limit, an agency its allowance
 * (AGENCY_MEDIA_QUOTA_GB, 5 GB by default).
 */
@Injectable()
export class MediaQuota {
  constructor(
    private readonly media: MediaItemsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  allowanceOf(owner: MediaOwner): number {
    return owner.type === 'platform'
      ? Infinity
      : Math.floor(this.config.AGENCY_MEDIA_QUOTA_GB * GB);
  }

  /** Bytes the agency's media take now. */
  usedBy(agencyId: string): Promise<number> {
    return this.media.bytesOwnedBy(undefined, agencyId);
  }

  /**
   * Refuses (413) an upload of `bytes` that would take the owner past its allowance. Runs in the
   * transaction that inserts the item, after locking the owner, so two uploads started at once
   * are counted one after the other.
   */
  async reserve(manager: EntityManager, owner: MediaOwner, bytes: number): Promise<void> {
    if (owner.type === 'platform') return;
    await manager.query(`SELECT 1 FROM retainly_users WHERE id = $1 FOR NO KEY UPDATE`, [owner.id]);
    const used = await this.media.bytesOwnedBy(manager, owner.id);
    const allowance = this.allowanceOf(owner);
    if (used + bytes <= allowance) return;
    throw new HttpException(
      {
        statusCode: 413,
        code: ErrorCode.MediaQuota,
        message: `This upload would take your videos past your ${gigabytes(allowance)} GB allowance (${(used / GB).toFixed(1)} GB used). Delete a video or choose a smaller file.`,
      },
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }
}
