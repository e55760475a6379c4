import { Body, Controller, Headers, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PortalLanguageRequest } from '@retainly/domain';
import { PortalAccess } from './portal-access';
import { PortalClientsRepository } from './portal-clients.repository';
import { PortalLanguageDto } from './portal.dto';
import { bearerToken } from './bearer-token';
import { PortalRateLimit } from './portal-rate-limit';

/**
 * The signed-in client's language (issue #19): chosen in the portal's header and kept on the
 * server, so their next device and their reminder e-mails speak it. Rate-limited as the rest
 * of the portal.
 */
@ApiTags('client portal')
@Controller('api/portal/:versionId/language')
@PortalRateLimit()
export class PortalLanguageController {
  constructor(
    private readonly access: PortalAccess,
    private readonly clients: PortalClientsRepository,
  ) {}

  /** 401 without a valid token of this version's client, 404 for a portal that is not live. */
  @Put()
  async save(
    @Param('versionId') versionId: string,
    @Headers('authorization') authorization: string | undefined,
    @Body() { language }: PortalLanguageDto,
  ): Promise<PortalLanguageRequest> {
    const client = await this.access.client(versionId, bearerToken(authorization));
    await this.clients.setLanguage(client.id, language);
    return { language };
  }
}
