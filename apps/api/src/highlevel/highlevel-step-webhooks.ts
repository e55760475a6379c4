import type { EntityManager } from 'typeorm';
import { isWriteBackLocationSql, markSetupStepDone } from '@retainly/database';
import type { SetupStepKey } from '@retainly/domain';
import type { HighLevelWebhook } from './highlevel-webhook-body';

export type StepWebhookOutcome = 'step-done' | 'step-seen' | 'unknown-location';

/** The webhook types that tell us about a setup step (docs/setup-steps.md). */
export const STEP_WEBHOOK_TYPES = new Set([
  'AppointmentCreate',
  'OpportunityCreate',
  'OutboundMessage',
  'ContactCreate',
  'ContactDelete',
]);

/**
 * The steps a webhook proves done on its own, with no request to HighLevel: an appointment
 * is booked on a calendar, an opportunity sits in a pipeline, an outbound message was sent
 * (and an outbound e-mail shows that sending e-mail works).
 */
function stepsProvedBy(webhook: HighLevelWebhook): SetupStepKey[] {
  switch (webhook.type) {
    case 'AppointmentCreate':
      return ['calendar-created'];
    case 'OpportunityCreate':
      return ['pipeline-created'];
    case 'OutboundMessage':
      // The docs' own SMS example says "inbound"; only an explicit inbound is left out.
      if (webhook.direction === 'inbound') return [];
      return webhook.messageType?.toLowerCase() === 'email'
        ? ['first-message-sent', 'email-sending-set-up']
        : ['first-message-sent'];
    default:
      return [];
  }
}

/**
 * Applies a step webhook of an installed sub-account of a connected agency, inside the
 * webhook's transaction: the steps it proves are recorded done (with their events), and a
 * contact created or deleted moves the count that decides "contacts imported".
 */
export async function applyStepWebhook(
  manager: EntityManager,
  webhook: HighLevelWebhook,
  at: Date,
): Promise<StepWebhookOutcome> {
  const [location]: { contacts_threshold: number; writes_back: boolean }[] = await manager.query(
    `SELECT c.contacts_threshold,
            ${isWriteBackLocationSql('l.location_id')} AS writes_back
       FROM highlevel_locations l
       JOIN highlevel_connections c ON c.user_id = l.user_id AND c.status = 'connected'
      WHERE l.location_id = $1 AND l.installed`,
    [webhook.locationId ?? ''],
  );
  if (!location || !webhook.locationId) return 'unknown-location';
  const steps = stepsProvedBy(webhook);
  // An agency's write-back location (now or before) holds a contact per client, written by
  // us: its contact webhooks are no sign that anyone imported contacts there.
  const counts = !location.writes_back;
  if (counts && (webhook.type === 'ContactCreate' || webhook.type === 'ContactDelete')) {
    const [{ contacts }]: { contacts: number }[] = await manager.query(
      `WITH counted AS (
         UPDATE highlevel_locations SET contacts_known = greatest(0, contacts_known + $2)
          WHERE location_id = $1 RETURNING contacts_known)
       SELECT contacts_known AS contacts FROM counted`,
      [webhook.locationId, webhook.type === 'ContactCreate' ? 1 : -1],
    );
    if (contacts >= location.contacts_threshold) steps.push('contacts-imported');
  }
  let done = false;
  for (const step of steps) {
    if (await markSetupStepDone(manager, webhook.locationId, step, 'webhook', at)) done = true;
  }
  return done ? 'step-done' : 'step-seen';
}
