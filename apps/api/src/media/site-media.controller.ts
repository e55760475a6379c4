import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SiteMedia } from '@retainly/domain';
import { TargetMediaService } from './target-media.service';

/** The public site's hosted videos: the landing intro and the Platform Walkthrough. */
@ApiTags('public site')
@Controller('api/site-media')
export class SiteMediaController {
  constructor(private readonly targets: TargetMediaService) {}

  /** Briefly cacheable: a replaced video shows within seconds, presigned URLs stay fresh. */
  @Get()
  @Header('cache-control', 'public, max-age=5')
  siteMedia(): Promise<SiteMedia> {
    return this.targets.siteMedia();
  }
}
