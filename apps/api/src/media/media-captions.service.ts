import { createHash, randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { UserEntity } from '@retainly/database';
import { parseWebVtt, type AdminMediaItem } from '@retainly/domain';
import { contentKey, MEDIA_STORAGE, type MediaStorage } from '@retainly/media';
import { recordAudit } from '../admin/audit-log';
import { adminMediaItem } from './admin-media-item';
import { MediaItemsRepository, type MediaItemRow } from './media-items.repository';

const notCaptionable = () =>
  new ConflictException('Captions can be added once the video is processing or ready.');

/** A video's WebVTT captions: validated, stored by content, their words kept as its transcript. */
@Injectable()
export class MediaCaptionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly media: MediaItemsRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  /** An operator's captions for any item, in the audit log beside their other edits. */
  async set(
    operator: Pick<UserEntity, 'id' | 'email'>,
    id: string,
    body: unknown,
  ): Promise<AdminMediaItem> {
    const updated = await this.store(id, body, async (manager, row, before, cues) => {
      await recordAudit(manager, operator, {
        action: 'set_captions',
        targetType: row.target_type === 'catalogue_module' ? 'video' : 'site_media',
        targetId: row.target_ref || row.target_type,
        before: { captionsKey: before.captions_key },
        after: { mediaId: id, captionsKey: row.captions_key, cues },
      });
    });
    return adminMediaItem(this.storage, updated);
  }

  /** An agency's captions for its own module's item (the caller checked it is theirs). */
  setForAgency(id: string, body: unknown): Promise<MediaItemRow> {
    return this.store(id, body, async () => undefined);
  }

  private async store(
    id: string,
    body: unknown,
    audit: (
      manager: EntityManager,
      row: MediaItemRow,
      before: MediaItemRow,
      cues: number,
    ) => Promise<void>,
  ): Promise<MediaItemRow> {
    if (typeof body !== 'string') {
      throw new BadRequestException('Send the captions as a WebVTT file (Content-Type: text/vtt).');
    }
    const parsed = parseWebVtt(body);
    if (!parsed.ok) throw new BadRequestException(`Line ${parsed.line}: ${parsed.reason}`);
    const item = await this.media.find(id);
    if (!item) throw new NotFoundException('This video was not found.');
    if (item.status !== 'processing' && item.status !== 'ready') throw notCaptionable();

    const bytes = Buffer.from(body, 'utf8');
    const key = contentKey('captions', createHash('sha256').update(bytes).digest('hex'), 'vtt');
    const file = join(tmpdir(), `retainly-captions-${randomBytes(8).toString('hex')}.vtt`);
    try {
      await writeFile(file, bytes);
      await this.storage.put(key, file, 'text/vtt; charset=utf-8');
    } finally {
      await rm(file, { force: true });
    }
    return this.db.transaction(async (manager) => {
      const row = await this.media.setCaptions(manager, id, key, parsed.transcript);
      if (!row) throw notCaptionable();
      await audit(manager, row, item, parsed.cues.length);
      return row;
    });
  }
}
