import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageControls } from '@/components/ui/page-controls';
import { useIsMobile } from '@/lib/use-media-query';
import { endpointMessagesQuery } from './api/endpoint-messages';
import type { EndpointEventTypeInfo, AgencyWebhookMessage } from '@retainly/domain';
import { MessageDetailDialog } from './message-detail-dialog';
import { StatusPill } from './status-pill';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_TONES,
  eventLabel,
  formatDateTime,
} from './webhook-labels';

const COLUMNS = ['Event', 'Client', 'Status', 'Attempts', 'Last answer', 'Time', ''];
const MISSING = '—';

const clientText = (message: AgencyWebhookMessage) =>
  message.client ? (message.client.name ?? message.client.email ?? 'No name') : MISSING;

/**
 * One endpoint's deliveries, newest first, a page at a time; it reloads itself while any is
 * pending or a test was just sent. Each row opens the body sent and every attempt.
 */
export function DeliveryLog({
  endpointId,
  label,
  eventTypes,
  expectingSince,
  onReplayed,
}: {
  endpointId: string;
  /** The endpoint, as the table's name says it. */
  label: string;
  eventTypes: readonly EndpointEventTypeInfo[];
  expectingSince: number | null;
  onReplayed: () => void;
}) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const isMobile = useIsMobile();
  const log = useQuery(endpointMessagesQuery(endpointId, page, expectingSince));
  const data = log.data;

  if (log.isError && !data) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The delivery log could not be loaded.
      </p>
    );
  }
  if (!data) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading deliveries...
      </p>
    );
  }
  if (data.total === 0) {
    return (
      <p
        role="status"
        className="rounded-lg bg-slate-50 px-3 py-4 text-center text-sm text-slate-600"
      >
        Nothing sent yet. Send a test event to see a delivery here.
      </p>
    );
  }

  const rows = data.messages.map((message) => ({
    message,
    event: eventLabel(message.eventType, eventTypes),
    status: (
      <StatusPill tone={DELIVERY_STATUS_TONES[message.status]}>
        {DELIVERY_STATUS_LABELS[message.status]}
      </StatusPill>
    ),
    details: (
      <button
        type="button"
        onClick={() => setOpen(message.id)}
        aria-label={`Details of ${eventLabel(message.eventType, eventTypes)} at ${formatDateTime(message.createdAt)}`}
        className="rounded px-2 py-1 text-sm font-semibold text-green-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
      >
        Details
      </button>
    ),
  }));

  return (
    <div className="flex flex-col gap-3">
      {isMobile ? (
        <ul aria-label={`Deliveries to ${label}`} className="flex flex-col gap-2">
          {rows.map(({ message, event, status, details }) => (
            <li
              key={message.id}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">{event}</span>
                {status}
              </div>
              <p className="text-slate-700">{clientText(message)}</p>
              <p className="text-slate-600">
                {formatDateTime(message.createdAt)} · {message.attempts} attempt
                {message.attempts === 1 ? '' : 's'}
                {message.lastStatusCode !== null && ` · ${message.lastStatusCode}`}
              </p>
              <div>{details}</div>
            </li>
          ))}
        </ul>
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label={`Deliveries to ${label}`}
          className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <table aria-label={`Deliveries to ${label}`} className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {column || <span className="sr-only">Details</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map(({ message, event, status, details }) => (
                <tr key={message.id}>
                  <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                    {event}
                  </th>
                  <td className="max-w-48 truncate px-3 py-2">{clientText(message)}</td>
                  <td className="px-3 py-2">{status}</td>
                  <td className="px-3 py-2 tabular-nums">{message.attempts}</td>
                  <td className="px-3 py-2 tabular-nums">{message.lastStatusCode ?? MISSING}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatDateTime(message.createdAt)}
                  </td>
                  <td className="px-3 py-2">{details}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.total > data.pageSize && (
        <nav aria-label={`Pages of deliveries to ${label}`} className="flex justify-center">
          <PageControls
            page={data.page}
            total={data.total}
            pageSize={data.pageSize}
            onPage={setPage}
          />
        </nav>
      )}
      {open && (
        <MessageDetailDialog
          messageId={open}
          eventTypes={eventTypes}
          onReplayed={onReplayed}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
