import {
  HIGHLEVEL_USER_DATA_REQUEST,
  HIGHLEVEL_USER_DATA_RESPONSE,
  VIA_HIGHLEVEL,
  VIA_HIGHLEVEL_PARAM,
} from '@retainly/domain';

/** How long the CRM gets to answer before the portal shows its usual sign-in. */
export const USER_CONTEXT_WAIT_MS = 4_000;

/** True on a Training menu link opened inside HighLevel's frame. */
export function openedInHighLevel(): boolean {
  const via = new URLSearchParams(window.location.search).get(VIA_HIGHLEVEL_PARAM);
  return via === VIA_HIGHLEVEL && window.parent !== window;
}

/**
 * Asks the CRM around this frame who is signed in, as HighLevel's Custom Pages do: post
 * REQUEST_USER_DATA to the parent, take the REQUEST_USER_DATA_RESPONSE's encrypted payload.
 * Only the parent's answer counts; what it holds is checked by the api, which alone can
 * decrypt it. Null when no answer comes in time.
 */
export function requestHighLevelUserContext(waitMs = USER_CONTEXT_WAIT_MS): Promise<string | null> {
  return new Promise((resolve) => {
    const done = (payload: string | null) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(payload);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const data = event.data as { message?: unknown; payload?: unknown } | null;
      if (data?.message === HIGHLEVEL_USER_DATA_RESPONSE && typeof data.payload === 'string') {
        done(data.payload);
      }
    };
    const timer = setTimeout(() => done(null), waitMs);
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ message: HIGHLEVEL_USER_DATA_REQUEST }, '*');
  });
}
