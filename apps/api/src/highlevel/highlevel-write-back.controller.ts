import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HighLevelWriteBackView } from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { HighLevelWriteBack, HighLevelWriteBackChangeDto } from './highlevel-write-back';

/** Settings → HighLevel → "Write progress to" (docs/highlevel.md, Write-back). */
@ApiTags('highlevel')
@Controller('api/highlevel/write-back')
@RequiresAccess('full')
export class HighLevelWriteBackController {
  constructor(private readonly writeBack: HighLevelWriteBack) {}

  @Get()
  view(@CurrentSession() { user }: ActiveSession): Promise<HighLevelWriteBackView> {
    return this.writeBack.view(user.id);
  }

  @Put()
  change(
    @CurrentSession() { user }: ActiveSession,
    @Body() change: HighLevelWriteBackChangeDto,
  ): Promise<HighLevelWriteBackView> {
    return this.writeBack.change(user.id, change);
  }
}
