import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  HighLevelWebhooksService,
  type HighLevelWebhookAnswer,
} from './highlevel-webhooks.service';

/** POST /api/webhooks/highlevel: signed by HighLevel (Ed25519), so no session or CSRF header. */
@ApiTags('highlevel')
@Controller('api/webhooks/highlevel')
export class HighLevelWebhooksController {
  constructor(private readonly webhooks: HighLevelWebhooksService) {}

  @Post()
  @HttpCode(200)
  receive(@Req() request: FastifyRequest): Promise<HighLevelWebhookAnswer> {
    return this.webhooks.receive(request.rawBody, request.headers['x-ghl-signature']);
  }
}
