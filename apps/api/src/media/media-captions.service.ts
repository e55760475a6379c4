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
import {
  PORTAL_LANGUAGES,
  isPortalLanguage,
  parseWebVtt,
  type AdminMediaItem,
  type PortalLanguage,
} from '@retainly/domain';
import { contentKey, MEDIA_STORAGE, type MediaStorage } from '@retainly/media';
import { recordAudit } from '../admin/audit-log';
import { adminMediaItem } from './admin-media-item';
import { MediaItemsRepository, type MediaItemRow } from './media-items.repository';

const notCaptionable = () =>
  new ConflictException('Captions can be added once the video is processing or ready.');

/** `?language=` of a captions route: a portal language, English when left out. */
export function captionsLanguage(value: unknown): PortalLanguage {
  if (value === undefined || value === '') return 'en';
  if (!isPortalLanguage(value)) {
    throw new BadRequestException(`language must be one of ${PORTAL_LANGUAGES.join(', ')}`);
  }
  return value;
}

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
    language: PortalLanguage = 'en',
  ): Promise<AdminMediaItem> {
    const updated = await this.store(id, body, language, async (manager, row, before, cues) => {
      await recordAudit(manager, operator, {
        action: 'set_captions',
        targetType: row.target_type === 'catalogue_module' ? 'video' : 'site_media',
        targetId: row.target_ref || row.target_type,
        before: { language, captionsKey: keyOf(before, language) },
        after: { mediaId: id, language, captionsKey: keyOf(row, language), cues },
      });
    });
    return adminMediaItem(this.storage, updated);
  }

  /** An agency's captions for its own module's item (the caller checked it is theirs). */
  setForAgency(id: string, body: unknown, language: PortalLanguage = 'en'): Promise<MediaItemRow> {
    return this.store(id, body, language, async () => undefined);
  }

  /** An operator removes one language's captions (audited). */
  async remove(
    operator: Pick<UserEntity, 'id' | 'email'>,
    id: string,
    language: PortalLanguage,
  ): Promise<AdminMediaItem> {
    const row = await this.db.transaction(async (manager) => {
      const before = await this.media.find(id, manager);
      if (!before) throw new NotFoundException('This video was not found.');
      const after = (await this.media.removeCaptions(manager, id, language))!;
      await recordAudit(manager, operator, {
        action: 'remove_captions',
        targetType: after.target_type === 'catalogue_module' ? 'video' : 'site_media',
        targetId: after.target_ref || after.target_type,
        before: { language, captionsKey: keyOf(before, language) },
        after: { mediaId: id, language, captionsKey: null },
      });
      return after;
    });
    return adminMediaItem(this.storage, row);
  }

  /** An agency removes one language's captions of its own item (the caller checked it). */
  removeForAgency(id: string, language: PortalLanguage): Promise<MediaItemRow | null> {
    return this.db.transaction((manager) => this.media.removeCaptions(manager, id, language));
  }

  private async store(
    id: string,
    body: unknown,
    language: PortalLanguage,
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
      const row = await this.media.setCaptions(manager, id, language, key, parsed.transcript);
      if (!row) throw notCaptionable();
      await audit(manager, row, item, parsed.cues.length);
      return row;
    });
  }
}

const keyOf = (row: MediaItemRow, language: PortalLanguage) =>
  row.captions.find((captions) => captions.language === language)?.key ?? null;
