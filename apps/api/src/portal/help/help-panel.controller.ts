import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  isCrmRoute,
  isPortalLanguage,
  type HelpEventRecorded,
  type HelpModules,
  type HelpSearchResults,
} from '@retainly/domain';
import { HelpEventDto } from './help-panel.dto';
import { HelpPanelService } from './help-panel.service';
import { bearerToken } from '../bearer-token';
import { PortalRateLimit } from '../portal-rate-limit';

/**
 * The portal's help panel inside the agency's CRM: public and rate-limited like the portal's
 * own api (no session of ours). Search takes `lang`: the client's language is searched beside
 * the English, and hits are shown in it.
 */
@ApiTags('client portal')
@Controller('api/portal/:versionId')
@PortalRateLimit()
export class HelpPanelController {
  constructor(private readonly help: HelpPanelService) {}

  /** The modules for a CRM page (`?route=`), most useful first; an unknown page has none. */
  @Get('help')
  forRoute(
    @Param('versionId') versionId: string,
    @Query('route') route?: string,
  ): Promise<HelpModules> {
    return this.help.forRoute(versionId, isCrmRoute(route) ? route : null);
  }

  /** Up to 20 modules matching `q` in their title, description or transcript. */
  @Get('search')
  search(
    @Param('versionId') versionId: string,
    @Query('q') q?: string,
    @Query('lang') lang?: string,
  ): Promise<HelpSearchResults> {
    return this.help.search(
      versionId,
      typeof q === 'string' ? q : '',
      isPortalLanguage(lang) ? lang : undefined,
    );
  }

  /** What a signed-in client did in the panel: opened, searched or played (401 signed out). */
  @Post('help-events')
  @HttpCode(200)
  record(
    @Param('versionId') versionId: string,
    @Headers('authorization') authorization: string | undefined,
    @Body() input: HelpEventDto,
  ): Promise<HelpEventRecorded> {
    return this.help.record(versionId, bearerToken(authorization), input);
  }
}
