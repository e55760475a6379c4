import { useCallback, useEffect, useRef } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ToolName } from '@retainly/domain';
import { useSession } from '@/features/session/api/use-session';
import { errorMessage } from '@/lib/api-client';
import type { LatestWinsSaver } from '@/lib/latest-wins-saver';
import { queryKeys } from '@/lib/query-keys';
import { fetchToolData } from './api/get-tool-data';
import { setSaveErrorHandler, toolDataSaver } from './tool-data-savers';

export { flushToolData, forgetToolData } from './tool-data-savers';

async function loadToolData<T>(saver: LatestWinsSaver<unknown>, tool: ToolName): Promise<T | null> {
  await saver.idle(); // else a save still running could land after this load
  return fetchToolData<T>(tool);
}

/** useToolData's default onSaveError; tools with their own handler fall back to it. */
export function showSaveError(error: unknown) {
  // One toast, updated, however many saves fail in a row (e.g. while offline).
  toast.error(errorMessage(error, 'Your latest changes could not be saved.'), {
    id: 'tool-data-save',
  });
}

export interface ToolDataOptions<T> {
  /** Called once per mount with the saved data, unless save() or clear() came first. */
  onRestored?: (data: T) => void;
  /**
   * A failed save or clear (showSaveError by default). Failed saves are not retried. Not called
   * for a 401: the session is gone and the shell handles that.
   */
  onSaveError?: (error: unknown) => void;
}

/**
 * A tool's inputs, kept on the server per user (spec §3 tool data) and restored on return.
 * save() autosaves (spec §9): 1 s after the last call, at most one request in flight, the latest
 * wins; a save still waiting when the tool unmounts (or the tab is hidden) is sent at once.
 */
export function useToolData<T>(tool: ToolName, options: ToolDataOptions<T> = {}) {
  const client = useQueryClient();
  // The tools render only inside the signed-in shell, so there is always a user.
  const userId = useSession().session?.userId;
  const latestOptions = useRef(options);
  useEffect(() => {
    latestOptions.current = options;
  });

  // Loaded afresh on every mount (gcTime 0): what another tab saved since is not missed.
  const query = useQuery({
    queryKey: queryKeys.toolData(userId, tool),
    queryFn: userId ? () => loadToolData<T>(toolDataSaver(client, userId, tool), tool) : skipToken,
    gcTime: 0,
  });

  // Once per mount, and never over changes the user made while the load was running.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || query.data === undefined) return;
    settled.current = true;
    if (query.data !== null) latestOptions.current.onRestored?.(query.data);
  }, [query.data]);

  useEffect(() => {
    if (!userId) return;
    const saver = toolDataSaver(client, userId, tool);
    setSaveErrorHandler(userId, tool, (error) =>
      (latestOptions.current.onSaveError ?? showSaveError)(error),
    );
    const flush = () => saver.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Fire-and-forget: leaving the tool must not lose the last change. (Signing out has
      // already flushed and dropped the saver, so this sends nothing then.)
      flush();
    };
  }, [client, userId, tool]);

  const save = useCallback(
    (data: T) => {
      settled.current = true;
      if (userId) toolDataSaver(client, userId, tool).save(data);
    },
    [client, userId, tool],
  );

  const clear = useCallback(() => {
    settled.current = true;
    if (userId) toolDataSaver(client, userId, tool).saveNow(null);
  }, [client, userId, tool]);

  return {
    /**
     * What was saved when the tool opened: undefined while loading, null when nothing was
     * saved (or the load failed: the tool still works, from its defaults).
     */
    saved: query.isError ? null : query.data,
    /** Debounced 1 s after the last call; at most one request in flight; the latest wins. */
    save,
    /** Deletes the saved data (after any save already running; a waiting save is dropped). */
    clear,
  };
}
