import type { QueryClient } from '@tanstack/react-query';
import { TOOL_DATA_AUTOSAVE_MS, type ToolName } from '@retainly/domain';
import type { SessionContext } from '@/features/session/session-context';
import { ApiError } from '@/lib/api-client';
import { LatestWinsSaver } from '@/lib/latest-wins-saver';
import { queryKeys } from '@/lib/query-keys';
import { putToolData } from './api/put-tool-data';

/**
 * One saver per user and tool for the whole page, not per mount: a save flushed as the tool
 * unmounts is still running when the user comes back, and the next load waits for it. Per user,
 * because a request carries whichever session cookie the tab has when it starts.
 */
const savers = new Map<string, LatestWinsSaver<unknown>>();
const errorHandlers = new Map<string, (error: unknown) => void>();

const keyOf = (userId: string, tool: ToolName) => `${userId}/${tool}`;

function reportSaveError(key: string, error: unknown) {
  // The session is gone (signed out, expired): the shell takes the user to /, so no toast.
  if (error instanceof ApiError && error.status === 401) return;
  errorHandlers.get(key)?.(error);
}

/** The saver of `userId`'s data for `tool`, created on first use. */
export function toolDataSaver(
  client: QueryClient,
  userId: string,
  tool: ToolName,
): LatestWinsSaver<unknown> {
  const key = keyOf(userId, tool);
  let saver = savers.get(key);
  if (!saver) {
    // A save queued for a user who is no longer the one signed in would go with the next
    // user's cookie (or none): it is dropped instead.
    const stillSignedIn = () =>
      client.getQueryData<SessionContext | null>(queryKeys.session)?.userId === userId;
    saver = new LatestWinsSaver<unknown>(
      async (data) => {
        if (stillSignedIn()) await putToolData(tool, data);
      },
      TOOL_DATA_AUTOSAVE_MS,
      (error) => reportSaveError(key, error),
    );
    savers.set(key, saver);
  }
  return saver;
}

/** Who hears of a failed save of `userId`'s `tool` data (the tool shown last). */
export function setSaveErrorHandler(
  userId: string,
  tool: ToolName,
  handler: (error: unknown) => void,
) {
  errorHandlers.set(keyOf(userId, tool), handler);
}

/**
 * Sends every waiting save now and resolves once none is running: called before signing out,
 * while the session cookie still works.
 */
export async function flushToolData(): Promise<void> {
  await Promise.all([...savers.values()].map((saver) => saver.settle()));
}

/** Drops every saver and whatever it still had to send: the user has signed out. */
export function forgetToolData(): void {
  for (const saver of savers.values()) saver.dispose();
  savers.clear();
  errorHandlers.clear();
}
