import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CANCEL_REDIRECT_MS } from '@retainly/domain';
import { useSetSession } from '@/features/session/api/use-session';

/**
 * Shown over the whole app once the account is canceled (the server has already ended the
 * session); after CANCEL_REDIRECT_MS everything cached about the user is dropped and the
 * visitor lands on /.
 */
export function ClosingScreen() {
  const queryClient = useQueryClient();
  const setSession = useSetSession();
  const navigate = useNavigate();
  const screen = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // After the closing dialog hands focus back, so keyboard focus sits on this screen.
    const focus = setTimeout(() => screen.current?.focus(), 0);
    const leave = setTimeout(() => {
      queryClient.clear();
      setSession(null);
      navigate('/', { replace: true });
    }, CANCEL_REDIRECT_MS);
    return () => {
      clearTimeout(focus);
      clearTimeout(leave);
    };
  }, [queryClient, setSession, navigate]);

  return (
    <div
      ref={screen}
      tabIndex={-1}
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-white px-6 text-center focus:outline-none"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-green-200 border-t-brand"
      />
      <p role="status" className="text-xl font-semibold text-slate-900">
        Closing your account...
      </p>
      <p className="text-slate-600">Thank you for using Retainly.</p>
    </div>
  );
}
