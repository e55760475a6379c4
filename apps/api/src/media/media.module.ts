import { Module } from '@nestjs/common';
import { AgencyModulesDataModule } from '../agency-modules/agency-modules-data.module';
import { AuthModule } from '../auth/auth.module';
import { AdminMediaController } from './admin-media.controller';
import { AgencyMediaCleanup } from './agency-media-cleanup';
import { MediaCaptionsService } from './media-captions.service';
import { MediaItemsRepository } from './media-items.repository';
import { MediaQuota } from './media-quota';
import { SiteMediaController } from './site-media.controller';
import { TargetMediaService } from './target-media.service';
import { UploadsService } from './uploads.service';

/**
 * Hosted videos (issue #16): tus uploads (mounted on Fastify by mountUploads), the console's
 * media endpoints, and the public site's videos. Storage comes from the global MediaStorageModule.
 */
@Module({
  imports: [AuthModule, AgencyModulesDataModule],
  controllers: [AdminMediaController, SiteMediaController],
  providers: [
    MediaItemsRepository,
    MediaQuota,
    UploadsService,
    MediaCaptionsService,
    TargetMediaService,
    AgencyMediaCleanup,
  ],
  exports: [
    MediaItemsRepository,
    TargetMediaService,
    UploadsService,
    MediaQuota,
    MediaCaptionsService,
    AgencyMediaCleanup,
  ],
})
export class MediaModule {}
