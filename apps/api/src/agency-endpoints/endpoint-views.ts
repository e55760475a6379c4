import type { AgencyEndpoint, AgencyWebhookAttempt, AgencyWebhookMessage } from '@retainly/domain';
import type { EndpointRow } from './agency-endpoints.repository';
import type { AttemptRow, MessageRow } from './agency-webhook-messages.repository';

function iso(value: Date): string;
function iso(value: Date | null): string | null;
function iso(value: Date | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The JSON the web app reads for an endpoint (API contract: COMMON.md). */
export function endpointView(row: EndpointRow): AgencyEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.event_types,
    secretHint: `whsec_…${row.secret_tail}`,
    previousSecretUntil: iso(row.previous_secret_until),
    createdAt: iso(row.created_at),
    failingSince: iso(row.failing_since),
    disabledAt: iso(row.disabled_at),
    disabledReason: row.disabled_reason,
    // last_at is the last message's finished_at or created_at: set whenever last_status is.
    lastDelivery: row.last_status
      ? { status: row.last_status, at: iso(row.last_at as Date) }
      : null,
  };
}

export function messageView(row: MessageRow): AgencyWebhookMessage {
  return {
    id: row.id,
    eventType: row.event_type,
    status: row.status,
    createdAt: iso(row.created_at),
    finishedAt: iso(row.finished_at),
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    client: row.client_id
      ? { id: row.client_id, name: row.client_name, email: row.client_email }
      : null,
  };
}

export function attemptView(row: AttemptRow): AgencyWebhookAttempt {
  return {
    attempt: row.attempt,
    outcome: row.outcome,
    statusCode: row.status_code,
    durationMs: row.duration_ms,
    error: row.error,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}
