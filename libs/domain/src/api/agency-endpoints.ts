/**
 * The agency's webhook endpoints on the Automations tab (apps/api/src/agency-endpoints, issue
 * #18's contracts, camelCase as sent): request bodies its DTOs implement and the answers its
 * views build.
 */

export type EndpointDeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'gone';

/**
 * After a rotation, deliveries carry a signature with the old secret too for this long, so a
 * receiver still holding it keeps verifying while the agency updates it (Svix allows 24 h).
 */
export const SECRET_ROTATION_OVERLAP_HOURS = 24;

/** One of ENDPOINT_EVENT_INFO: what the tab offers to subscribe to. */
export interface EndpointEventTypeInfo {
  type: string;
  label: string;
  description: string;
}

export interface AgencyEndpoint {
  id: string;
  url: string;
  description: string | null;
  eventTypes: string[];
  /** 'whsec_…' and the secret's last 4 characters. */
  secretHint: string;
  /** Set after a rotation: until then deliveries are signed with the previous secret too. */
  previousSecretUntil: string | null;
  createdAt: string;
  failingSince: string | null;
  disabledAt: string | null;
  disabledReason: string | null;
  lastDelivery: { status: EndpointDeliveryStatus; at: string } | null;
}

/** POST /api/outcomes/endpoints. */
export interface CreateEndpointRequest {
  url: string;
  /** Blank or null: none. */
  description?: string | null;
  eventTypes: string[];
}

/** PATCH /api/outcomes/endpoints/:id: a field left out stays as it is. */
export interface UpdateEndpointRequest extends Partial<CreateEndpointRequest> {
  /** false turns deliveries off; true turns them back on. */
  enabled?: boolean;
}

/** GET /api/outcomes/endpoints. */
export interface EndpointListResponse {
  endpoints: AgencyEndpoint[];
  eventTypes: EndpointEventTypeInfo[];
}

/** POST /api/outcomes/endpoints (201): the signing secret is shown only now. */
export interface CreateEndpointResponse {
  endpoint: AgencyEndpoint;
  secret: string;
}

/** PATCH /api/outcomes/endpoints/:id. */
export interface UpdateEndpointResponse {
  endpoint: AgencyEndpoint;
}

/** POST /api/outcomes/endpoints/:id/secret: a new secret, effective for the next delivery. */
export type RotateEndpointSecretResponse = CreateEndpointResponse;

/** POST .../endpoints/:id/test and /api/outcomes/messages/:id/replay. */
export interface EndpointSendQueued {
  queued: true;
}

/** GET /api/outcomes/endpoints/:id/messages?page=. */
export interface EndpointMessagesQuery {
  /** From 1 (the default). */
  page?: number;
}

export interface AgencyWebhookMessage {
  id: string;
  eventType: string;
  status: EndpointDeliveryStatus;
  createdAt: string;
  finishedAt: string | null;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  client: { id: string; name: string | null; email: string | null } | null;
}

export interface EndpointMessagesPage {
  messages: AgencyWebhookMessage[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AgencyWebhookAttempt {
  attempt: number;
  outcome: string;
  statusCode: number | null;
  durationMs: number | null;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

/** GET /api/outcomes/messages/:id. */
export interface AgencyWebhookMessageDetail {
  message: AgencyWebhookMessage;
  body: unknown;
  attempts: AgencyWebhookAttempt[];
}
