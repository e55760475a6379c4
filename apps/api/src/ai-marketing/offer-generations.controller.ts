import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OfferGeneration } from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { OfferRequestDto } from './offer-request.dto';
import { OfferGenerationsService } from './offer-generations.service';

/** AI Marketing's offer writer (a paid tool): 202 with a queued generation to poll. */
@ApiTags('ai marketing')
@Controller('api/ai/offers')
@RequiresAccess('full')
export class OfferGenerationsController {
  constructor(private readonly generations: OfferGenerationsService) {}

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  request(
    @CurrentSession() { user }: ActiveSession,
    @Body() inputs: OfferRequestDto,
  ): Promise<OfferGeneration> {
    return this.generations.request(user.id, inputs);
  }
}
