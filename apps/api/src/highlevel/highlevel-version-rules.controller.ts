import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { VersionRulesView } from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { VersionRulesChangeDto } from './highlevel-version-rules.dto';
import { HighLevelVersionRules } from './highlevel-version-rules';

/** Settings → HighLevel → Versions: the version a new sub-account gets. */
@ApiTags('highlevel')
@Controller('api/highlevel/version-rules')
@RequiresAccess('full')
export class HighLevelVersionRulesController {
  constructor(private readonly rules: HighLevelVersionRules) {}

  @Get()
  view(@CurrentSession() { user }: ActiveSession): Promise<VersionRulesView> {
    return this.rules.view(user.id);
  }

  /** The default version and every plan rule, replaced together. */
  @Put()
  change(
    @CurrentSession() { user }: ActiveSession,
    @Body() change: VersionRulesChangeDto,
  ): Promise<VersionRulesView> {
    return this.rules.change(user.id, change);
  }
}
