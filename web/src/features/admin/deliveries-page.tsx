import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWebhookEvents, type WebhookEventRow } from './api/get-webhook-events';
import { useReplay } from './api/replay-webhook-events';
import { EventAttempts } from './event-attempts';
import { Pager } from './pager';
import { toastOutcome } from './toast-outcome';
import { plural } from '@/lib/plural';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** datetime-local wants local 'YYYY-MM-DDTHH:mm'. */
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Every marketing webhook event with its attempts; replay one, or every failed one in a range. */
export function DeliveriesPage() {
  const [failedOnly, setFailedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [from, setFrom] = useState(() => localInput(new Date(Date.now() - 24 * HOUR_MS)));
  const [to, setTo] = useState(() => localInput(new Date()));
  const { data, isError } = useWebhookEvents(failedOnly, page);
  // Until the api says otherwise, assume deliveries run (the usual case).
  const configured = data?.webhookConfigured ?? true;
  const replay = useReplay();
  const replayed = toastOutcome(
    ({ replayed: count }: { replayed: number }) => `${plural(count, 'event')} sent again`,
    'Replay failed',
  );

  return (
    <section aria-labelledby="deliveries-title" className="flex min-w-0 flex-col gap-4">
      <h1 id="deliveries-title" className="text-2xl font-bold">
        Webhook deliveries
      </h1>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={failedOnly}
          onChange={(event) => {
            setFailedOnly(event.target.checked);
            setPage(1);
          }}
          className="h-4 w-4 accent-green-700"
        />
        Only events whose delivery gave up
      </label>
      {!configured && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          The marketing webhook is not configured: set <code>MARKETING_WEBHOOK_URL</code> to deliver
          events. Events recorded meanwhile are not sent.
        </p>
      )}
      {/* Replays need somewhere to send to (the api answers 409 without). */}
      {configured && (
        <form
          aria-label="Replay failed events"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (replay.isPending) return;
            // The fields hold whole minutes: 'to' means the end of its minute.
            const end = new Date(new Date(to).getTime() + MINUTE_MS - 1);
            replay.mutate({ from: new Date(from).toISOString(), to: end.toISOString() }, replayed);
          }}
        >
          {(
            [
              ['replay-from', 'Gave up from', from, setFrom],
              ['replay-to', 'to', to, setTo],
            ] as const
          ).map(([id, label, value, set]) => (
            <div key={id} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium text-slate-800">
                {label}
              </label>
              <input
                id={id}
                type="datetime-local"
                required
                value={value}
                onChange={(event) => set(event.target.value)}
                className="rounded-lg border border-slate-300 px-3 py-2 text-base"
              />
            </div>
          ))}
          <Button type="submit" variant="outline">
            Replay failed events
          </Button>
        </form>
      )}
      {isError && <p role="alert">The deliveries could not be loaded.</p>}
      <p role="status" className="text-sm text-slate-600">
        {data ? plural(data.total, 'event') : 'Loading events...'}
      </p>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {data?.rows.map((event) => {
          const label = `${event.type} of ${new Date(event.occurred_at).toLocaleString()}`;
          return (
            <li
              key={event.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold">
                  {event.type}{' '}
                  <span className="font-normal text-slate-600">
                    {new Date(event.occurred_at).toLocaleString()}
                  </span>
                </p>
                <p className="break-all text-slate-700">{deliveryState(event, configured)}</p>
              </div>
              {event.final_outcome && configured && (
                <Button
                  variant="outline"
                  aria-label={`Replay ${label}`}
                  aria-disabled={replay.isPending || undefined}
                  onClick={() => !replay.isPending && replay.mutate({ id: event.id }, replayed)}
                >
                  Replay
                </Button>
              )}
              <EventAttempts eventId={event.id} label={label} />
            </li>
          );
        })}
      </ul>
      <Pager page={page} total={data?.total ?? 0} onPage={setPage} />
    </section>
  );
}

/** 'gave_up after 2 attempts, last answer 503: HTTP 503'; 'not configured' when nothing is sent. */
function deliveryState(event: WebhookEventRow, configured: boolean): string {
  if (!event.final_outcome && event.attempts === 0 && !configured) return 'not configured';
  const attempts = `${event.attempts} attempt${event.attempts === 1 ? '' : 's'}`;
  return (
    `${event.final_outcome ?? 'pending'} after ${attempts}` +
    (event.last_status ? `, last answer ${event.last_status}` : '') +
    (event.last_error ? `: ${event.last_error}` : '')
  );
}
