import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { BillingWebhookController } from './billing-webhook.controller';
import { BillingWebhookService } from './billing-webhook.service';

@Module({
  imports: [UsersModule],
  controllers: [BillingWebhookController],
  providers: [BillingWebhookService],
})
export class BillingModule {}
