import type { EndpointRow } from './agency-endpoints.repository';
import type { AttemptRow, MessageRow } from './agency-webhook-messages.repository';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The JSON the web app reads for an endpoint (API contract: COMMON.md). */
export function endpointView(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.event_types,
    secretHint: `whsec_…${row.secret_tail}`,
    createdAt: iso(row.created_at),
    failingSince: iso(row.failing_since),
    disabledAt: iso(row.disabled_at),
    disabledReason: row.disabled_reason,
    lastDelivery: row.last_status ? { status: row.last_status, at: iso(row.last_at) } : null,
  };
}

export function messageView(row: MessageRow) {
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

export function attemptView(row: AttemptRow) {
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
