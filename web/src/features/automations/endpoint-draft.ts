import { ApiError, errorMessage } from '@/lib/api-client';
import type { AgencyEndpoint, CreateEndpointRequest } from '@retainly/domain';

export const DESCRIPTION_MAX = 120;
export const URL_MAX = 2000;
const FULL_ADDRESS = 'Enter a full web address, like https://example.com/hook.';

export interface EndpointDraft {
  url: string;
  description: string;
  eventTypes: string[];
}

export type EndpointDraftErrors = Partial<Record<'url' | 'description' | 'eventTypes', string>>;

export const emptyEndpointDraft = (eventTypes: readonly string[]): EndpointDraft => ({
  url: '',
  description: '',
  // Every event by default: most agencies want them all in their CRM.
  eventTypes: [...eventTypes],
});

export const endpointDraftOf = (endpoint: AgencyEndpoint): EndpointDraft => ({
  url: endpoint.url,
  description: endpoint.description ?? '',
  eventTypes: [...endpoint.eventTypes],
});

/** What the browser can tell; the api checks the rest (https, private networks, DNS). */
export function endpointDraftErrors(draft: EndpointDraft): EndpointDraftErrors {
  const errors: EndpointDraftErrors = {};
  const url = draft.url.trim();
  if (!url || url.length > URL_MAX || !/^https?:$/.test(safeProtocol(url)))
    errors.url = FULL_ADDRESS;
  if (draft.description.trim().length > DESCRIPTION_MAX) {
    errors.description = `Keep the description to ${DESCRIPTION_MAX} characters or fewer.`;
  }
  if (draft.eventTypes.length === 0) errors.eventTypes = 'Choose at least one event.';
  return errors;
}

function safeProtocol(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return '';
  }
}

export const inputOf = (draft: EndpointDraft): CreateEndpointRequest => ({
  url: draft.url.trim(),
  description: draft.description.trim(),
  eventTypes: draft.eventTypes,
});

/**
 * Where the api's refusal shows: a 400 about the events under them, any other 400 (the
 * address refused: not https, private network, unknown host) on the URL field, else above
 * the buttons.
 */
export function refusalOf(error: unknown): {
  field: keyof EndpointDraftErrors | null;
  message: string;
} {
  const message = errorMessage(error, 'The endpoint could not be saved. Please try again.');
  if (!(error instanceof ApiError) || error.status !== 400) return { field: null, message };
  if (/event/i.test(message)) return { field: 'eventTypes', message };
  if (/description/i.test(message)) return { field: 'description', message };
  return { field: 'url', message };
}
