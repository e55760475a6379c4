import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { RateLimitModule } from '../auth/rate-limit.module';
import { AgencyEndpointsController } from './agency-endpoints.controller';
import { AgencyEndpointsRepository } from './agency-endpoints.repository';
import { AgencyEndpointsService } from './agency-endpoints.service';
import { AgencyWebhookMessagesRepository } from './agency-webhook-messages.repository';
import { EndpointUrlCheck } from './endpoint-url-check';

/** Client events into the agency's CRM (issue #18): endpoints, delivery log, test, replay. */
@Module({
  imports: [AuthModule, RateLimitModule],
  controllers: [AgencyEndpointsController],
  providers: [
    AgencyEndpointsService,
    AgencyEndpointsRepository,
    AgencyWebhookMessagesRepository,
    EndpointUrlCheck,
  ],
})
export class AgencyEndpointsModule {}
