import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { UnknownUserError, queueEmail } from '@retainly/database';
import { issueToken } from '../auth/one-time-tokens';
import { UsersRepository } from '../users/users.repository';
import { subscriptionWelcomeEmail } from './billing-emails';
import { parseBillingEvent, type BillingEvent } from './billing-events';

type Outcome =
  | 'access_granted'
  | 'account_created'
  | 'access_removed'
  | 'unknown_user'
  | 'superseded'
  | 'ignored';

export interface BillingWebhookAnswer {
  received: true;
  /** This webhook-id was processed before; nothing was done again. */
  duplicate?: true;
  outcome?: Outcome;
}

/**
 * The signed billing webhook (Standard Webhooks): a payment platform or CRM workflow grants
 * access on `subscription.activated` and removes it on `subscription.canceled`. Each webhook-id
 * takes effect once: its receipt is written in the same transaction as the change.
 */
@Injectable()
export class BillingWebhookService {
  private readonly logger = new Logger(BillingWebhookService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersRepository,
  ) {}

  async receive(
    rawBody: string | undefined,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<BillingWebhookAnswer> {
    const secret = this.config.BILLING_WEBHOOK_SECRET;
    if (!secret) throw new NotFoundException();
    const payload = this.verified(secret, rawBody ?? '', headers);
    const webhookId = String(headers['webhook-id']);
    const event = parseBillingEvent(payload);
    if ('problem' in event) throw new BadRequestException(event.problem);

    const answer = await this.db.transaction(async (manager) => {
      const [receipt] = await manager.query(
        `INSERT INTO billing_webhook_receipts (webhook_id, type, outcome) VALUES ($1, $2, 'pending')
         ON CONFLICT (webhook_id) DO NOTHING RETURNING webhook_id`,
        [webhookId, event.type === 'unknown' ? event.name : event.type],
      );
      if (!receipt) return { received: true, duplicate: true } as const;
      const outcome = await this.apply(manager, event);
      await manager.query(
        `UPDATE billing_webhook_receipts SET outcome = $2 WHERE webhook_id = $1`,
        [webhookId, outcome],
      );
      return { received: true, outcome } as const;
    });
    this.logger.log(
      { webhookId, type: 'type' in event ? event.type : null, ...answer },
      'billing webhook',
    );
    return answer;
  }

  /** The payload, once the signature and a timestamp within 5 minutes check out; else 401. */
  private verified(
    secret: string,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): unknown {
    const single = (name: string) => [headers[name]].flat()[0] ?? '';
    try {
      return new Webhook(secret).verify(rawBody, {
        'webhook-id': single('webhook-id'),
        'webhook-timestamp': single('webhook-timestamp'),
        'webhook-signature': single('webhook-signature'),
      });
    } catch (error) {
      if (error instanceof WebhookVerificationError || error instanceof SyntaxError) {
        throw new UnauthorizedException('Invalid webhook signature or timestamp');
      }
      throw error;
    }
  }

  private async apply(manager: EntityManager, event: BillingEvent): Promise<Outcome> {
    if (event.type === 'unknown') {
      this.logger.warn({ type: event.name }, 'billing webhook of an unknown type acknowledged');
      return 'ignored';
    }
    if (!(await this.advanceClock(manager, event.email, event.occurredAt))) return 'superseded';
    return event.type === 'subscription.activated'
      ? this.activate(manager, event.email, event.plan)
      : this.cancel(manager, event.email);
  }

  /**
   * Moves the e-mail's billing clock to `occurredAt` unless a newer event has already been
   * applied (a late retry of an older one must not undo it); false then. Per e-mail, not per
   * account: a cancellation before the account exists still counts. The row stays locked until
   * this event commits, so two events for one e-mail apply one at a time. Equal times both
   * apply, in arrival order.
   */
  private async advanceClock(manager: EntityManager, email: string, occurredAt: Date) {
    const advanced: unknown[] = await manager.query(
      `INSERT INTO billing_email_clock (email, event_at) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET event_at = EXCLUDED.event_at
        WHERE billing_email_clock.event_at <= EXCLUDED.event_at
       RETURNING email`,
      [email, occurredAt],
    );
    return advanced.length > 0;
  }

  private async cancel(manager: EntityManager, email: string): Promise<Outcome> {
    try {
      await this.users.setAccess(manager, email, 'NO');
      return 'access_removed';
    } catch (error) {
      if (error instanceof UnknownUserError) return 'unknown_user';
      throw error;
    }
  }

  /** YES and the plan, creating the account if needed (it then chooses a password by e-mail). */
  private async activate(manager: EntityManager, email: string, plan: 'BASIC' | 'ADVANCED') {
    const created = await this.users.createSubscriber(manager, email, plan);
    const { userId } = await this.users.setAccess(manager, email, 'YES', plan);
    const hasPassword = await this.users.hasSignIn(manager, userId);
    const token = hasPassword ? null : await issueToken(manager, userId, 'reset_password');
    await queueEmail(manager, subscriptionWelcomeEmail(this.config.APP_URL, email, plan, token));
    return created ? 'account_created' : 'access_granted';
  }
}
