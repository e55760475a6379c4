import { useCallback, useRef } from 'react';
import { isCodeSent, type PortalView } from '@retainly/domain';
import { ApiError } from '@/lib/api-client';
import { loadIdentity } from './portal-storage';
import type { useClientSignIn } from './use-client-sign-in';

export const SIGN_IN_AGAIN = 'Please sign in again.';

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Runs a call with the client's token, renewing it once on a 401; a second 401 ends the
 * session with 'Please sign in again.' (the form keeps their name or e-mail).
 */
export function useAuthorizedCall(
  { versionId, loginWith }: PortalView,
  { tokenNow, request, accept, expire }: ReturnType<typeof useClientSignIn>,
) {
  /**
   * The token to retry with after `failed` answered 401. Signing in on another tab or device
   * replaces this one's token, so the saved identity signs in again once, silently; calls that
   * failed together share that one renewal (a second would void the first's token), and a call
   * that failed with an already-replaced token just uses the new one.
   */
  const renewal = useRef<Promise<string | null> | null>(null);
  const renewedToken = useCallback(
    (failed: string): Promise<string | null> => {
      const current = tokenNow();
      if (current && current !== failed) return Promise.resolve(current);
      const saved = loadIdentity(versionId, loginWith);
      if (!saved) return Promise.resolve(null);
      renewal.current ??= request(saved.value)
        .then((answer) => {
          // No device session any more: the client signs in again with a code.
          if (isCodeSent(answer)) return null;
          accept(saved.value, answer);
          return answer.token;
        })
        .catch(() => null)
        .finally(() => (renewal.current = null));
      return renewal.current;
    },
    [tokenNow, versionId, loginWith, request, accept],
  );

  return useCallback(
    async <T>(call: (token: string) => Promise<T>): Promise<T> => {
      const token = tokenNow();
      if (!token) throw new ApiError(401, SIGN_IN_AGAIN, { message: SIGN_IN_AGAIN });
      try {
        return await call(token);
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
        const renewed = await renewedToken(token);
        try {
          if (!renewed) throw error;
          return await call(renewed);
        } catch (retryError) {
          if (isUnauthorized(retryError)) expire();
          throw retryError;
        }
      }
    },
    [tokenNow, renewedToken, expire],
  );
}
