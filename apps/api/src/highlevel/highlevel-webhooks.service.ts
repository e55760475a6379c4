import { createHash } from 'node:crypto';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { appendEvents } from '@retainly/database';
import { HIGHLEVEL_KIT, isSignedByHighLevel, type HighLevelKit } from '@retainly/highlevel';

import {
  STEP_WEBHOOK_TYPES,
  applyStepWebhook,
  type StepWebhookOutcome,
} from './highlevel-step-webhooks';
import {
  parseHighLevelWebhook,
  withinWindow,
  type HighLevelWebhook,
} from './highlevel-webhook-body';

export type HighLevelWebhookOutcome =
  | 'installed'
  | 'uninstalled'
  | 'disconnected'
  | 'location-added'
  | 'user-added'
  | 'unknown-company'
  | StepWebhookOutcome
  | 'ignored';

export interface HighLevelWebhookAnswer {
  received: true;
  /** This webhookId was processed before; nothing was done again. */
  duplicate?: true;
  outcome?: HighLevelWebhookOutcome;
}

/**
 * HighLevel's webhooks: verified against HIGHLEVEL_WEBHOOK_PUBLIC_KEY over the raw body, then
 * taken once per webhookId (its receipt is written in the same transaction as the change).
 * INSTALL and LocationCreate add a sub-account and ask the worker to sync; UNINSTALL of a
 * sub-account drops its token, of the agency drops every token and marks it disconnected.
 * Appointments, opportunities, outbound messages and contacts decide setup steps.
 */
@Injectable()
export class HighLevelWebhooksService {
  private readonly logger = new Logger(HighLevelWebhooksService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(HIGHLEVEL_KIT) private readonly kit: HighLevelKit | null,
  ) {}

  async receive(
    rawBody: string | undefined,
    signature: string | string[] | undefined,
  ): Promise<HighLevelWebhookAnswer> {
    if (!this.kit) throw new NotFoundException();
    const body = rawBody ?? '';
    const signed =
      typeof signature === 'string' &&
      isSignedByHighLevel(Buffer.from(body), signature, this.kit.webhookKey);
    if (!signed) throw new UnauthorizedException('The webhook signature does not verify.');
    const webhook = parseHighLevelWebhook(body);
    if (!webhook) throw new BadRequestException('The body is not a HighLevel webhook.');
    if (!withinWindow(webhook.timestamp)) {
      throw new BadRequestException('The webhook is more than 5 minutes old.');
    }
    // Without a webhookId, the signed bytes themselves tell a repeat apart.
    const webhookId =
      webhook.webhookId ?? `sha256:${createHash('sha256').update(body).digest('hex')}`;

    const answer = await this.db.transaction(async (manager) => {
      const [receipt] = await manager.query(
        `INSERT INTO highlevel_webhook_receipts (webhook_id, type, company_id, location_id)
         VALUES ($1, $2, $3, $4) ON CONFLICT (webhook_id) DO NOTHING RETURNING webhook_id`,
        [webhookId, webhook.type, webhook.companyId ?? null, webhook.locationId ?? null],
      );
      if (!receipt) return { received: true, duplicate: true } as const;
      return { received: true, outcome: await this.apply(manager, webhook) } as const;
    });
    this.logger.log({ webhookId, type: webhook.type, ...answer }, 'HighLevel webhook');
    return answer;
  }

  private async agencyOf(manager: EntityManager, companyId: string | undefined) {
    if (!companyId) return undefined;
    const [row] = (await manager.query(
      `SELECT user_id FROM highlevel_connections
        WHERE company_id = $1 AND status <> 'disconnected'`,
      [companyId],
    )) as { user_id: string }[];
    return row?.user_id;
  }

  private async apply(
    manager: EntityManager,
    webhook: HighLevelWebhook,
  ): Promise<HighLevelWebhookOutcome> {
    switch (webhook.type) {
      case 'INSTALL':
        return this.installed(manager, webhook, webhook.locationId, 'installed');
      case 'LocationCreate':
        // Heard by the agency's app; the sync asks HighLevel whether it is installed there.
        return this.syncRequested(manager, webhook.companyId, webhook.id, 'location-added');
      case 'UserCreate':
        // A sub-account's new user (an agency user has no locationId): invited by the sync.
        // Its body names the sub-account and not the company (docs §2.1).
        return webhook.locationId ? this.userAdded(manager, webhook.locationId) : 'ignored';
      case 'UNINSTALL':
        return this.uninstalled(manager, webhook);
      default:
        return STEP_WEBHOOK_TYPES.has(webhook.type)
          ? applyStepWebhook(manager, webhook, new Date())
          : 'ignored';
    }
  }

  /** Asks the worker to sync the agency, or only `locationId` of it. */
  private async requestSync(
    manager: EntityManager,
    userId: string,
    locationId: string | undefined,
    reason: 'installed' | 'location-added' | 'user-added',
  ): Promise<void> {
    await appendEvents(manager, [
      {
        type: 'HighLevelSyncRequested',
        data: { user_id: userId, reason, ...(locationId ? { location_id: locationId } : {}) },
      },
    ]);
  }

  private async syncRequested(
    manager: EntityManager,
    companyId: string | undefined,
    locationId: string | undefined,
    outcome: 'location-added',
  ): Promise<HighLevelWebhookOutcome> {
    const userId = await this.agencyOf(manager, companyId);
    if (!userId) return 'unknown-company';
    await this.requestSync(manager, userId, locationId, outcome);
    return outcome;
  }

  private async userAdded(manager: EntityManager, locationId: string) {
    const [row] = (await manager.query(
      `SELECT l.user_id FROM highlevel_locations l
         JOIN highlevel_connections c ON c.user_id = l.user_id AND c.status <> 'disconnected'
        WHERE l.location_id = $1 AND l.installed`,
      [locationId],
    )) as { user_id: string }[];
    if (!row) return 'unknown-company';
    await this.requestSync(manager, row.user_id, locationId, 'user-added');
    return 'user-added';
  }

  /** HighLevel installed the app: on one sub-account (recorded at once), or agency-wide. */
  private async installed(
    manager: EntityManager,
    webhook: HighLevelWebhook,
    locationId: string | undefined,
    outcome: 'installed',
  ): Promise<HighLevelWebhookOutcome> {
    const userId = await this.agencyOf(manager, webhook.companyId);
    if (!userId) return 'unknown-company';
    if (locationId) {
      await manager.query(
        `INSERT INTO highlevel_locations (location_id, user_id, company_id, name, email)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (location_id) DO UPDATE SET installed = true, removed_at = NULL,
           name = coalesce(EXCLUDED.name, highlevel_locations.name),
           email = coalesce(EXCLUDED.email, highlevel_locations.email), updated_at = now()
         WHERE highlevel_locations.user_id = EXCLUDED.user_id`,
        [locationId, userId, webhook.companyId, webhook.name ?? null, webhook.email ?? null],
      );
    }
    await this.requestSync(manager, userId, locationId, outcome);
    return outcome;
  }

  private async uninstalled(manager: EntityManager, webhook: HighLevelWebhook) {
    const userId = await this.agencyOf(manager, webhook.companyId);
    if (!userId) return 'unknown-company';
    const tokensGone = `access_token = NULL, refresh_token = NULL, token_key_id = NULL,
      expires_at = NULL, updated_at = now()`;
    if (webhook.locationId) {
      await manager.query(
        `UPDATE highlevel_locations SET installed = false, removed_at = now(), ${tokensGone}
          WHERE location_id = $1 AND user_id = $2`,
        [webhook.locationId, userId],
      );
      return 'uninstalled';
    }
    await manager.query(
      `UPDATE highlevel_connections SET status = 'disconnected', disconnected_at = now(),
         broken_reason = NULL, ${tokensGone}
        WHERE user_id = $1`,
      [userId],
    );
    await manager.query(
      `UPDATE highlevel_locations SET installed = false, removed_at = coalesce(removed_at, now()),
         ${tokensGone}
        WHERE user_id = $1`,
      [userId],
    );
    return 'disconnected';
  }
}
