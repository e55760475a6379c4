import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MediaModule } from '../media/media.module';
import { UsersModule } from '../users/users.module';
import { AdminAccountsController } from './admin-accounts.controller';
import { AdminAccountsService } from './admin-accounts.service';
import { AdminLeadsController } from './admin-leads.controller';
import { AdminLeadsService } from './admin-leads.service';
import { AdminTranslationsController } from './admin-translations.controller';
import { AdminTranslationsService } from './admin-translations.service';
import { AdminQueuesController } from './admin-queues.controller';
import { AdminVideosController } from './admin-videos.controller';
import { AdminVideosService } from './admin-videos.service';
import { AdminWebhooksController } from './admin-webhooks.controller';
import { AdminWebhooksService } from './admin-webhooks.service';
import { TranslationDraftsService } from './translation-drafts.service';

/** The operator console's api (/api/admin/*): every route requires the operator role. */
@Module({
  imports: [AuthModule, MediaModule, UsersModule],
  controllers: [
    AdminAccountsController,
    AdminLeadsController,
    AdminWebhooksController,
    AdminQueuesController,
    AdminVideosController,
    AdminTranslationsController,
  ],
  providers: [
    AdminAccountsService,
    AdminLeadsService,
    AdminWebhooksService,
    AdminVideosService,
    AdminTranslationsService,
    TranslationDraftsService,
  ],
})
export class AdminModule {}
