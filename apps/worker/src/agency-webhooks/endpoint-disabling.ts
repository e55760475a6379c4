import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { queueEmail } from '@retainly/database';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@retainly/domain';

/** '5 days', '3 hours', '2 minutes': how long the streak had to run, in words. */
export function durationInWords(ms: number): string {
  const units: [number, string][] = [
    [DAY_MS, 'day'],
    [HOUR_MS, 'hour'],
    [MINUTE_MS, 'minute'],
    [1_000, 'second'],
  ];
  const [size, name] = units.find(([size]) => ms >= size) ?? [1_000, 'second'];
  const count = Math.max(1, Math.round(ms / size));
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

/** The endpoint's own answer 410 Gone: it asked to be sent nothing more. */
export const GONE_REASON = 'The endpoint answered 410 Gone: it asked us to stop sending.';

/**
 * Svix's rule: an endpoint whose deliveries have all failed for AGENCY_ENDPOINT_DISABLE_AFTER_MS
 * is turned off when another message gives up; one that answers 410 Gone is turned off at once
 * (the Standard Webhooks meaning of 410). The agency is told by e-mail in the same transaction
 * (the e-mail exists exactly when the endpoint was turned off).
 */
@Injectable()
export class EndpointDisabling {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** Turns the endpoint off if its failure streak is long enough; true when it did. */
  disableIfFailingTooLong(endpointId: string): Promise<boolean> {
    const window = durationInWords(this.config.AGENCY_ENDPOINT_DISABLE_AFTER_MS);
    return this.disable(endpointId, {
      reason: `Every delivery failed for more than ${window}.`,
      because: `every delivery to it failed for more than ${window}`,
      streakAtLeastMs: this.config.AGENCY_ENDPOINT_DISABLE_AFTER_MS,
    });
  }

  /** Turns the endpoint off after it answered 410 Gone; true when it did (it was on). */
  disableGone(endpointId: string): Promise<boolean> {
    return this.disable(endpointId, {
      reason: GONE_REASON,
      because: 'it answered 410 Gone, which asks senders to stop',
      streakAtLeastMs: null,
    });
  }

  private disable(
    endpointId: string,
    why: { reason: string; because: string; streakAtLeastMs: number | null },
  ): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const rows: { url: string; description: string | null; email: string }[] =
        await manager.query(
          `WITH disabled AS (
             UPDATE agency_endpoints SET disabled_at = now(), disabled_reason = $2, updated_at = now()
              WHERE id = $1 AND disabled_at IS NULL
                AND ($3::float8 IS NULL OR (failing_since IS NOT NULL
                     AND failing_since <= now() - make_interval(secs => $3::float8 / 1000)))
             RETURNING url, description, user_id)
           SELECT d.url, d.description, u.email
             FROM disabled d JOIN retainly_users u ON u.id = d.user_id`,
          [endpointId, why.reason, why.streakAtLeastMs],
        );
      const disabled = rows[0];
      if (!disabled) return false;
      await queueEmail(manager, {
        to: disabled.email,
        subject: 'We turned off one of your webhook endpoints',
        text: disabledEmailText(disabled, why.because, this.config.APP_URL),
      });
      return true;
    });
  }
}

function disabledEmailText(
  endpoint: { url: string; description: string | null },
  because: string,
  appUrl: string,
): string {
  const name = endpoint.description ? `${endpoint.description} (${endpoint.url})` : endpoint.url;
  return [
    'Hello,',
    '',
    `We stopped sending client events to your webhook endpoint ${name}, because ${because}.`,
    '',
    'To turn it back on:',
    `1. Open your webhook endpoints: ${appUrl.replace(/\/+$/, '')}/app/activity-dashboard?view=automations (Activity Dashboard, Automations).`,
    '2. Check that the address still works (in HighLevel, that the workflow with the inbound webhook is published).',
    '3. Press "Re-enable" on the endpoint, then "Send test event" to check it.',
    '',
    'Events that failed meanwhile stay in the endpoint\'s delivery log, where you can send each one again with "Replay".',
  ].join('\n');
}
