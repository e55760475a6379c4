import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWebhookAttempts } from './api/get-webhook-event';
import { TableRegion } from './table-region';

const COLUMNS = ['attempt', 'outcome', 'status', 'duration', 'error', 'started'];

/** An event's delivery attempts (status, duration, error), loaded when first shown. */
export function EventAttempts({ eventId, label }: { eventId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const { data, isError } = useWebhookAttempts(eventId, open);
  return (
    <div className="w-full">
      <Button
        variant="ghost"
        className="px-2 py-1"
        aria-expanded={open}
        aria-controls={regionId}
        aria-label={`Attempts of ${label}`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide attempts' : 'Show attempts'}
      </Button>
      <div id={regionId} hidden={!open} className="mt-2">
        {open && isError && <p role="alert">The attempts could not be loaded.</p>}
        {open && !data && !isError && <p role="status">Loading attempts...</p>}
        {open && data && (
          <TableRegion label={`Attempts of ${label}`} columns={COLUMNS}>
            {data.attempts.map((attempt) => (
              <tr key={`${attempt.attempt}-${attempt.started_at}`}>
                <th scope="row" className="px-3 py-2">
                  {attempt.attempt}
                </th>
                <td className="px-3 py-2">{attempt.outcome}</td>
                <td className="px-3 py-2">{attempt.status_code ?? '—'}</td>
                <td className="px-3 py-2">
                  {attempt.duration_ms === null ? '—' : `${attempt.duration_ms} ms`}
                </td>
                <td className="max-w-xs break-words px-3 py-2">{attempt.error ?? '—'}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  {new Date(attempt.started_at).toLocaleString()}
                </td>
              </tr>
            ))}
          </TableRegion>
        )}
      </div>
    </div>
  );
}
