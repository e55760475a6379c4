import type {
  EndpointDeliveryStatus,
  AgencyEndpoint,
  EndpointEventTypeInfo,
} from '@retainly/domain';

/** A date and time in the agency's own locale and zone: '24 Nov 2026, 14:05'. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An event type's label from the api's list ('test' events are ours alone). */
export function eventLabel(type: string, eventTypes: readonly EndpointEventTypeInfo[]): string {
  if (type === 'test') return 'Test event';
  return eventTypes.find((event) => event.type === type)?.label ?? type;
}

export const DELIVERY_STATUS_LABELS: Record<EndpointDeliveryStatus, string> = {
  pending: 'Sending',
  succeeded: 'Delivered',
  failed: 'Failed',
  gone: 'Stopped (410 Gone)',
};

export const DELIVERY_STATUS_TONES: Record<EndpointDeliveryStatus, string> = {
  pending: 'bg-slate-100 text-slate-700',
  succeeded: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  gone: 'bg-amber-100 text-amber-900',
};

export type EndpointState =
  | { kind: 'active' }
  | { kind: 'failing'; since: string }
  | { kind: 'disabled'; at: string; reason: string | null };

export function endpointState(endpoint: AgencyEndpoint): EndpointState {
  if (endpoint.disabledAt) {
    return { kind: 'disabled', at: endpoint.disabledAt, reason: endpoint.disabledReason };
  }
  if (endpoint.failingSince) return { kind: 'failing', since: endpoint.failingSince };
  return { kind: 'active' };
}
