import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxEntry } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dev/mailbox: e-mails the product sent (development only; production answers 404). */
export const fetchDevMailbox = () => api<MailboxEntry[]>('/dev/mailbox');

/** Polled every 2 s, so a mail just sent shows up. */
export const devMailboxQuery = () =>
  queryOptions({
    queryKey: queryKeys.devMailbox,
    queryFn: fetchDevMailbox,
    refetchInterval: 2_000,
  });

export const useDevMailbox = () => useQuery(devMailboxQuery());
