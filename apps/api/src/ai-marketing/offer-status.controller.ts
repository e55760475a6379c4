import { isUUID } from 'class-validator';
import { Controller, Get, NotFoundException, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AI_OFFER_MESSAGES, type OfferGeneration } from '@retainly/domain';
import { requireAccess } from '../auth/access.guard';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { signInRequired } from '../auth/session.guard';
import { SessionsService } from '../auth/sessions.service';
import {
  GENERATION_COLUMN_NAMES,
  generationView,
  type GenerationRow,
} from './offer-generation-view';

/**
 * The poll of one offer (the client asks every second while it is written). Checked as
 * @RequiresAccess('full') would, in the same order (401, 403, then 404 for a row that is not
 * the user's), but the session and the row are read in one statement.
 */
@ApiTags('ai marketing')
@Controller('api/ai/offers')
export class OfferStatusController {
  constructor(private readonly sessions: SessionsService) {}

  @Get(':id')
  async status(@Req() request: FastifyRequest, @Param('id') id: string): Promise<OfferGeneration> {
    const found = await this.sessions.resolveWithOwned<GenerationRow>(
      request.cookies[SESSION_COOKIE],
      { table: 'ai_generations', columns: GENERATION_COLUMN_NAMES, id: isUUID(id) ? id : null },
    );
    if (!found) throw signInRequired();
    requireAccess(found.session.user, 'full');
    if (!found.owned) throw new NotFoundException(AI_OFFER_MESSAGES.notFound);
    return generationView(found.owned);
  }
}
