import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequiresOperator } from '../auth/operator.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { NewVideoDto, VideoChangesDto, VideoMoveDto } from './admin-videos.dto';
import { AdminVideosService } from './admin-videos.service';

/** The console's Video library page. */
@ApiTags('operators')
@Controller('api/admin/videos')
@RequiresOperator()
export class AdminVideosController {
  constructor(private readonly videos: AdminVideosService) {}

  @Get()
  library() {
    return this.videos.library();
  }

  @Post()
  add(@CurrentSession() { user }: ActiveSession, @Body() video: NewVideoDto) {
    return this.videos.add(user, video);
  }

  @Patch(':categoryId/:moduleId')
  change(
    @CurrentSession() { user }: ActiveSession,
    @Param('categoryId') categoryId: string,
    @Param('moduleId') moduleId: string,
    @Body() changes: VideoChangesDto,
  ) {
    return this.videos.change(user, categoryId, moduleId, changes);
  }

  @Post(':categoryId/:moduleId/move')
  @HttpCode(200)
  move(
    @CurrentSession() { user }: ActiveSession,
    @Param('categoryId') categoryId: string,
    @Param('moduleId') moduleId: string,
    @Body() { direction }: VideoMoveDto,
  ) {
    return this.videos.move(user, categoryId, moduleId, direction);
  }
}
