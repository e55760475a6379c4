import { useCallback, useRef } from 'react';
import { toast } from 'sonner';
import {
  videoKey,
  withProgress,
  type BeatPayload,
  type ModuleProgress,
  type PortalLanguage,
  type VideoRef,
} from '@retainly/domain';
import { ApiError } from '@/lib/api-client';
import { fetchProgress } from './api/get-progress';
import { markComplete } from './api/mark-complete';
import { saveClientLanguage } from './api/save-client-language';
import { sendHeartbeat } from './api/send-heartbeat';
import { selfReported } from './session-progress';
import { indexSetupSteps } from './setup-step-line';
import { isUnauthorized, type useAuthorizedCall } from './use-authorized-call';
import type { useClientSignIn } from './use-client-sign-in';

/** Seconds to the millisecond: timeupdate's precision, and a shorter beat. */
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * What a signed-in client sends: heartbeats, 'Mark as complete', a refresh of progress made
 * elsewhere and their language; each reply's progress is folded into the session's state.
 */
export function useProgressCalls(
  versionId: string,
  { state, setState, tokenNow, message }: ReturnType<typeof useClientSignIn>,
  authorized: ReturnType<typeof useAuthorizedCall>,
) {
  const saving = useRef(new Set<string>());

  /** Folds the server's reports in, each kept only where it is newer than what is shown. */
  const record = useCallback(
    (reports: readonly ModuleProgress[]) => {
      setState((current) =>
        current.status === 'signed-in'
          ? { ...current, progress: withProgress(current.progress, reports) }
          : current,
      );
    },
    [setState],
  );

  /**
   * One heartbeat of `video`: true once the server took it (its reply updates the card), false
   * when the module is not measured (409), and rejected when it may work later.
   */
  const sendBeat = useCallback(
    async (video: VideoRef, beat: BeatPayload, keepalive: boolean): Promise<boolean> => {
      const request = {
        categoryId: video.categoryId,
        moduleId: video.moduleId,
        ranges: beat.ranges.map(([start, end]): [number, number] => [ms(start), ms(end)]),
        position: ms(beat.position),
        ...(beat.duration === undefined ? {} : { duration: ms(beat.duration) }),
      };
      try {
        const { progress } = await authorized((token) =>
          sendHeartbeat(versionId, token, request, keepalive),
        );
        record([progress]);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return false;
        throw error;
      }
    },
    [authorized, record, versionId],
  );

  /** Brings progress made on another device or tab meanwhile (the page was in the background). */
  const refresh = useCallback(() => {
    if (!tokenNow()) return;
    authorized((token) => fetchProgress(versionId, token)).then(
      ({ modules, setupSteps }) => {
        record(modules);
        // Steps are done in HighLevel, never on this page: the server's list is the truth.
        setState((current) =>
          current.status === 'signed-in'
            ? { ...current, setupSteps: indexSetupSteps(setupSteps) }
            : current,
        );
      },
      () => undefined, // a background refresh: the next one, or a heartbeat, will do
    );
  }, [authorized, record, setState, versionId, tokenNow]);

  /**
   * 'Mark as complete' on a module whose watching cannot be measured: shown at once as
   * self-reported, undone if the server refuses. Repeats are ignored.
   */
  async function complete(video: VideoRef) {
    if (state.status !== 'signed-in') return;
    const key = videoKey(video);
    if (saving.current.has(key)) return;
    const before = state.progress.get(key);
    saving.current.add(key);
    const mark = selfReported(video, before);
    record([mark]);
    try {
      await authorized((token) => markComplete(versionId, token, video));
      record([mark]); // a renewal in between brought the server's list without this one
    } catch (error) {
      setState((current) => {
        if (current.status !== 'signed-in' || current.progress.get(key) !== mark) return current;
        const progress = new Map(current.progress);
        if (before) progress.set(key, before);
        else progress.delete(key);
        return { ...current, progress };
      });
      if (!isUnauthorized(error)) {
        toast.error(message(error, 'messages.saveFailed'));
      }
    } finally {
      saving.current.delete(key);
    }
  }

  /** Keeps a language chosen while signed in on the server too (best effort). */
  const saveLanguage = useCallback(
    (language: PortalLanguage) => {
      if (!tokenNow()) return;
      authorized((token) => saveClientLanguage(versionId, token, language)).catch(
        () => undefined, // this device remembers it anyway; the next sign-in sends it again
      );
    },
    [authorized, versionId, tokenNow],
  );

  return { sendBeat, refresh, complete, saveLanguage };
}
