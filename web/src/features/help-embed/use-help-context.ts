import { useEffect, useRef, useState } from 'react';
import {
  isCrmRoute,
  type CrmRoute,
  type HelpHostMessage,
  type HelpPanelMessage,
} from '@retainly/domain';

/** The CRM page in the address (?route=), the launcher's first word before any message. */
export function routeFromAddress(search = window.location.search): CrmRoute | null {
  const route = new URLSearchParams(search).get('route');
  return isCrmRoute(route) ? route : null;
}

/** A host message of the right shape; anything else (another script's message) is ignored. */
export function isHelpHostMessage(data: unknown): data is HelpHostMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type === 'help:opened') return true;
  return (
    message.type === 'help:context' &&
    (message.route === null || isCrmRoute(message.route)) &&
    (message.subAccountId === null || typeof message.subAccountId === 'string')
  );
}

/**
 * The CRM page the client is on: the address's ?route= first, then each `help:context` the
 * launcher posts as the CRM changes page without a reload; `onReopen` hears `help:opened`. Only the framing page (our parent)
 * is listened to, and only messages of the protocol's shape.
 */
export function useCrmRoute(onReopen?: () => void): CrmRoute | null {
  const [route, setRoute] = useState(() => routeFromAddress());
  const reopen = useRef(onReopen);
  useEffect(() => {
    reopen.current = onReopen;
  });
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Unframed, window.parent is the page itself (a direct visit, and the tests).
      if (event.source !== window.parent || !isHelpHostMessage(event.data)) return;
      if (event.data.type === 'help:context') setRoute(event.data.route);
      else reopen.current?.();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return route;
}

/**
 * Asks the launcher to close the panel. '*' as the target: the CRM's origin is the agency's
 * and not known here, and the message carries nothing but its type.
 */
export function requestClose() {
  // Unframed, this posts to the page itself, where nothing acts on it.
  const message: HelpPanelMessage = { type: 'help:close' };
  window.parent.postMessage(message, '*');
}
