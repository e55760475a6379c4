import {
  Body,
  Controller,
  Get,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Put,
  Inject,
} from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { AdminMediaItem, AdminSiteMedia } from '@retainly/domain';
import { MEDIA_STORAGE, type MediaStorage } from '@retainly/media';
import { RequiresOperator } from '../auth/operator.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { adminMediaItem } from './admin-media-item';
import { MediaCaptionsService } from './media-captions.service';
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

  /** The raw WebVTT file as the body (Content-Type: text/vtt). */
  @Put('media/:id/captions')
  @ApiConsumes('text/vtt')
  setCaptions(
    @CurrentSession() { user }: ActiveSession,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: unknown,
  ): Promise<AdminMediaItem> {
    return this.captions.set(user, id, body);
  }

  @Get('site-media')
  siteMedia(): Promise<AdminSiteMedia> {
    return this.targets.adminSiteMedia();
  }
}
