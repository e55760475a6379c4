import { useCallback, useEffect, useRef } from 'react';
import { helpQueryOf, type HelpEventInput, type VideoRef } from '@retainly/domain';
import { sendHelpEvent } from './api/send-help-event';
import type { CrmContext } from './use-help-context';

/** Quiet time after typing before a search counts as one (the server throttles too). */
const SEARCH_SETTLE_MS = 1500;

/**
 * Usage reports for the agency's dashboard and endpoints. Only a signed-in client's use is
 * recorded: 'opened' waits for the sign-in, then goes once per page. Failures are dropped:
 * usage must never get in the client's way.
 */
export function useHelpUsage(versionId: string, token: string | null, crm: CrmContext) {
  const tokenRef = useRef(token);
  const crmRef = useRef(crm);
  const opened = useRef(false);
  const searchTimer = useRef<number | undefined>(undefined);
  const pendingSearch = useRef<string | null>(null);
  useEffect(() => {
    tokenRef.current = token;
    crmRef.current = crm;
  });

  // One at a time, in order: a search arrives before the play it led to.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const send = useCallback(
    (event: HelpEventInput) => {
      const current = tokenRef.current;
      if (!current) return;
      const { route, subAccountId } = crmRef.current;
      const body = { ...event, route, subAccountId };
      queue.current = queue.current
        .then(() => sendHelpEvent(versionId, current, body))
        .catch(() => undefined);
    },
    [versionId],
  );

  useEffect(() => {
    if (!token || opened.current) return;
    opened.current = true;
    send({ kind: 'opened' });
  }, [token, send]);

  useEffect(() => () => window.clearTimeout(searchTimer.current), []);

  /** The search typed last goes now, if it has not yet (so it comes before what it led to). */
  const flushSearch = useCallback(() => {
    window.clearTimeout(searchTimer.current);
    const query = pendingSearch.current;
    pendingSearch.current = null;
    if (query) send({ kind: 'searched', query });
  }, [send]);

  const searched = useCallback(
    (typed: string) => {
      window.clearTimeout(searchTimer.current);
      const query = helpQueryOf(typed);
      pendingSearch.current = query.length >= 2 ? query : null;
      if (pendingSearch.current)
        searchTimer.current = window.setTimeout(flushSearch, SEARCH_SETTLE_MS);
    },
    [flushSearch],
  );

  const played = useCallback(
    (video: VideoRef) => {
      flushSearch();
      send({ kind: 'played', categoryId: video.categoryId, moduleId: video.moduleId });
    },
    [send, flushSearch],
  );

  /** The launcher opened the panel again: a use like the first (sent only when signed in). */
  const reopened = useCallback(() => send({ kind: 'opened' }), [send]);

  return { searched, played, reopened };
}
