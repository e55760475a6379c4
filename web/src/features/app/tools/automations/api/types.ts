/** The api's shapes for the Automations tab (issue #18's contracts), camelCase as sent. */

import type { OutcomeSettings } from '@retainly/domain';

export { STALL_DAY_CHOICES, type OutcomeSettings, type StallDays } from '@retainly/domain';

export type OutcomeSettingsChanges = Partial<
  Pick<
    OutcomeSettings,
    'stallDays' | 'nudgesEnabled' | 'nudgeSubject' | 'nudgeMessage' | 'digestEnabled'
  >
>;

export interface NudgePreview {
  subject: string;
  html: string;
  text: string;
}

export interface EventTypeInfo {
  type: string;
  label: string;
  description: string;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'gone';

export interface Endpoint {
  id: string;
  url: string;
  description: string | null;
  eventTypes: string[];
  /** 'whsec_…' and the secret's last 4 characters. */
  secretHint: string;
  createdAt: string;
  failingSince: string | null;
  disabledAt: string | null;
  disabledReason: string | null;
  lastDelivery: { status: DeliveryStatus; at: string } | null;
}

export interface EndpointInput {
  url: string;
  description?: string;
  eventTypes: string[];
}

export interface WebhookMessage {
  id: string;
  eventType: string;
  status: DeliveryStatus;
  createdAt: string;
  finishedAt: string | null;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  client: { id: string; name: string | null; email: string | null } | null;
}

export interface MessagesPage {
  messages: WebhookMessage[];
  total: number;
  page: number;
  pageSize: number;
}

export interface WebhookAttempt {
  attempt: number;
  outcome: string;
  statusCode: number | null;
  durationMs: number | null;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface WebhookMessageDetail {
  message: WebhookMessage;
  body: unknown;
  attempts: WebhookAttempt[];
}
