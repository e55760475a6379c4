import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { replayMessage } from './api/replay-message';
import type { EndpointEventTypeInfo } from '@retainly/domain';
import { webhookMessageQuery } from './api/webhook-message';
import { StatusPill } from './status-pill';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_TONES,
  eventLabel,
  formatDateTime,
} from './webhook-labels';

const MISSING = '—';

/** One delivery: the JSON body sent, every attempt with its answer, and Replay. */
export function MessageDetailDialog({
  messageId,
  eventTypes,
  onReplayed,
  onClose,
}: {
  messageId: string;
  eventTypes: readonly EndpointEventTypeInfo[];
  onReplayed: () => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const detail = useQuery(webhookMessageQuery(messageId));
  const replay = useMutation({
    mutationFn: () => replayMessage(messageId),
    onSuccess: async () => {
      toast.success('Sent again. The log updates as it is delivered.');
      onReplayed();
      await queryClient.invalidateQueries({ queryKey: queryKeys.outcomes.endpoints });
      await queryClient.invalidateQueries({ queryKey: webhookMessageQuery(messageId).queryKey });
    },
    onError: (error) => toast.error(errorMessage(error, 'The delivery could not be sent again')),
  });
  const message = detail.data?.message;
  const title = message
    ? `${eventLabel(message.eventType, eventTypes)} · ${formatDateTime(message.createdAt)}`
    : 'Delivery';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} size="xl">
      {detail.isError && !detail.data && (
        <p role="alert" className="text-red-700">
          {errorMessage(detail.error, 'This delivery could not be loaded.')}
        </p>
      )}
      {!detail.data && !detail.isError && <p role="status">Loading the delivery...</p>}
      {detail.data && message && (
        <>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <StatusPill tone={DELIVERY_STATUS_TONES[message.status]}>
              {DELIVERY_STATUS_LABELS[message.status]}
            </StatusPill>
            {message.client && (
              <span className="text-slate-700">
                {message.client.name ?? 'No name'}
                {message.client.email && ` · ${message.client.email}`}
              </span>
            )}
            <Button
              variant="outline"
              className="ml-auto"
              aria-disabled={replay.isPending || message.status === 'pending' || undefined}
              onClick={() => !replay.isPending && message.status !== 'pending' && replay.mutate()}
            >
              {replay.isPending ? 'Sending...' : 'Replay'}
            </Button>
          </div>
          <section aria-labelledby="message-body-title" className="flex min-w-0 flex-col gap-2">
            <h3 id="message-body-title" className="font-semibold text-slate-900">
              Body sent
            </h3>
            <pre
              tabIndex={0}
              role="region"
              aria-labelledby="message-body-title"
              className="max-h-72 overflow-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <code>{JSON.stringify(detail.data.body, null, 2)}</code>
            </pre>
          </section>
          <section aria-labelledby="message-attempts-title" className="flex min-w-0 flex-col gap-2">
            <h3 id="message-attempts-title" className="font-semibold text-slate-900">
              Attempts
            </h3>
            {detail.data.attempts.length === 0 ? (
              <p className="text-sm text-slate-600">Not tried yet: it is waiting its turn.</p>
            ) : (
              <div
                tabIndex={0}
                role="region"
                aria-labelledby="message-attempts-title"
                className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <table
                  className="min-w-full text-left text-sm"
                  aria-labelledby="message-attempts-title"
                >
                  <thead className="bg-slate-50 text-slate-700">
                    <tr>
                      {['#', 'Outcome', 'Answer', 'Took', 'Error', 'Started'].map((column) => (
                        <th key={column} scope="col" className="px-3 py-2 font-semibold">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {detail.data.attempts.map((attempt) => (
                      <tr key={attempt.attempt}>
                        <th scope="row" className="px-3 py-2">
                          {attempt.attempt}
                        </th>
                        <td className="px-3 py-2">{attempt.outcome.replace('_', ' ')}</td>
                        <td className="px-3 py-2 tabular-nums">{attempt.statusCode ?? MISSING}</td>
                        <td className="px-3 py-2 tabular-nums whitespace-nowrap">
                          {attempt.durationMs === null ? MISSING : `${attempt.durationMs} ms`}
                        </td>
                        <td className="max-w-xs px-3 py-2 break-words">
                          {attempt.error ?? MISSING}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          {formatDateTime(attempt.startedAt)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </Dialog>
  );
}
