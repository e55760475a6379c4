import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { ErrorCode, type MediaQuotaUse } from '@retainly/domain';
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

  /** What the agency's storage holds now, and what holds it. */
  async useOf(agencyId: string): Promise<MediaQuotaUse> {
    const holders = await this.media.quotaHolders(agencyId);
    const unfinished = holders.unfinishedUploads.reduce((sum, up) => sum + up.receivedBytes, 0);
    return {
      usedBytes: holders.videos.bytes + unfinished,
      allowanceBytes: this.allowanceOf({ type: 'agency', id: agencyId }),
      ...holders,
    };
  }

  /**
   * Refuses (413) `bytes` more that would take the owner past its allowance: a new upload's
   * whole size, or what upload `except` will hold once its PATCH is in (its own bytes so far are
   * then left out of the count). Runs in the transaction that records it, after locking the
   * owner, so uploads asking at once are counted one after the other.
   */
  async reserve(
    manager: EntityManager,
    owner: MediaOwner,
    bytes: number,
    except: string | null = null,
  ): Promise<void> {
    if (owner.type === 'platform') return;
    await manager.query(`SELECT 1 FROM retainly_users WHERE id = $1 FOR NO KEY UPDATE`, [owner.id]);
    const used = await this.media.bytesOwnedBy(manager, owner.id, except);
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
