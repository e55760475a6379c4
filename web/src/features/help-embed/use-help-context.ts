import { useEffect, useRef, useState } from 'react';
import {
  isCrmRoute,
  type CrmRoute,
  type HelpHostMessage,
  type HelpPanelMessage,
} from '@retainly/domain';

/** Where the client is in the CRM: its page and sub-account (null: unknown). */
export interface CrmContext {
  route: CrmRoute | null;
  subAccountId: string | null;
}

const SUB_ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The CRM page and sub-account in the address (?route=&sa=): the launcher's first word. */
export function contextFromAddress(search = window.location.search): CrmContext {
  const params = new URLSearchParams(search);
  const route = params.get('route');
  const subAccountId = params.get('sa');
  return {
    route: isCrmRoute(route) ? route : null,
    subAccountId: subAccountId && SUB_ACCOUNT_ID.test(subAccountId) ? subAccountId : null,
  };
}

/** A host message of the right shape; anything else (another script's message) is ignored. */
export function isHelpHostMessage(data: unknown): data is HelpHostMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type === 'help:opened') return true;
  return (
    message.type === 'help:context' &&
    (message.route === null || isCrmRoute(message.route)) &&
    (message.subAccountId === null ||
      (typeof message.subAccountId === 'string' && SUB_ACCOUNT_ID.test(message.subAccountId)))
  );
}

/**
 * Where the client is in the CRM: the address's ?route=&sa= first, then each `help:context` the
 * launcher posts as the CRM changes page without a reload; `onReopen` hears `help:opened`. Only the framing page (our parent)
 * is listened to, and only messages of the protocol's shape.
 */
export function useCrmContext(onReopen?: () => void): CrmContext {
  const [context, setContext] = useState(() => contextFromAddress());
  const reopen = useRef(onReopen);
  useEffect(() => {
    reopen.current = onReopen;
  });
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Unframed, window.parent is the page itself (a direct visit, and the tests).
      if (event.source !== window.parent || !isHelpHostMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'help:context') {
        setContext({ route: message.route, subAccountId: message.subAccountId });
      } else reopen.current?.();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return context;
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
