import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { BillingWebhookService, type BillingWebhookAnswer } from './billing-webhook.service';

/** POST /api/webhooks/billing: signed by the sender, so no session and no CSRF header. */
@ApiTags('billing')
@Controller('api/webhooks/billing')
export class BillingWebhookController {
  constructor(private readonly billing: BillingWebhookService) {}

  @Post()
  @HttpCode(200)
  receive(@Req() request: FastifyRequest): Promise<BillingWebhookAnswer> {
    return this.billing.receive(request.rawBody, request.headers);
  }
}
