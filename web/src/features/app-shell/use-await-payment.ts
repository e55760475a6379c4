import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/query-keys';

const POLL_MS = 3_000;
const GIVE_UP_MS = 60_000;

/**
 * Checkout sends the buyer to /app?confirmed=true, and the payment platform's webhook may land
 * a few seconds later. While `waiting`, the session is read again every few seconds for a
 * minute, so the account unlocks (and the welcome shows) without a reload.
 */
export function useAwaitPayment(waiting: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started > GIVE_UP_MS) window.clearInterval(timer);
      else void client.invalidateQueries({ queryKey: queryKeys.session });
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, client]);
}
