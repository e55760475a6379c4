import {
  Body,
  Controller,
  Get,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Put,
  Inject,
  Delete,
  Query,
} from '@nestjs/common';
import { ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AdminMediaItem, AdminSiteMedia } from '@retainly/domain';
import { MEDIA_STORAGE, type MediaStorage } from '@retainly/media';
import { RequiresOperator } from '../auth/operator.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { adminMediaItem } from './admin-media-item';
import { captionsLanguage, MediaCaptionsService } from './media-captions.service';
import { MediaItemsRepository } from './media-items.repository';
import { TargetMediaService } from './target-media.service';

/** The console's media: an item's status (polled until ready or failed), captions, site slots. */
@ApiTags('operators')
@Controller('api/admin')
@RequiresOperator()
export class AdminMediaController {
  constructor(
    private readonly media: MediaItemsRepository,
    private readonly captions: MediaCaptionsService,
    private readonly targets: TargetMediaService,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  @Get('media/:id')
  async item(@Param('id', ParseUUIDPipe) id: string): Promise<AdminMediaItem> {
    const row = await this.media.find(id);
    if (!row) throw new NotFoundException('This video was not found.');
    return adminMediaItem(this.storage, row);
  }

  /** The raw WebVTT file as the body (Content-Type: text/vtt); `?language=` (default en). */
  @Put('media/:id/captions')
  @ApiConsumes('text/vtt')
  @ApiQuery({ name: 'language', required: false })
  setCaptions(
    @CurrentSession() { user }: ActiveSession,
    @Param('id', ParseUUIDPipe) id: string,
    @Query('language') language: string | undefined,
    @Body() body: unknown,
  ): Promise<AdminMediaItem> {
    return this.captions.set(user, id, body, captionsLanguage(language));
  }

  @Delete('media/:id/captions')
  @ApiQuery({ name: 'language', required: false })
  removeCaptions(
    @CurrentSession() { user }: ActiveSession,
    @Param('id', ParseUUIDPipe) id: string,
    @Query('language') language: string | undefined,
  ): Promise<AdminMediaItem> {
    return this.captions.remove(user, id, captionsLanguage(language));
  }

  @Get('site-media')
  siteMedia(): Promise<AdminSiteMedia> {
    return this.targets.adminSiteMedia();
  }
}
