import { useState } from 'react';
import * as z from 'zod/mini';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { useWebhookEvents, type WebhookEventRow } from './api/get-webhook-events';
import { useReplay } from './api/replay-webhook-events';
import { EventAttempts } from './event-attempts';
import { ListCount, ListSection, RowList } from './list-section';
import { Pager } from './pager';
import { toastOutcome } from './toast-outcome';
import { plural } from '@/lib/plural';
import { HOUR_MS, MINUTE_MS } from '@retainly/domain';

/** datetime-local wants local 'YYYY-MM-DDTHH:mm'. */
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
/** The browser checks both are there (required). */
const rangeSchema = z.object({ from: z.string(), to: z.string() });
const lastDay = () => ({
  from: localInput(new Date(Date.now() - 24 * HOUR_MS)),
  to: localInput(new Date()),
});

/** Every marketing webhook event with its attempts; replay one, or every failed one in a range. */
export function DeliveriesPage() {
  const [failedOnly, setFailedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const range = useZodForm(rangeSchema, lastDay()); // read on the first render only
  const events = useWebhookEvents(failedOnly, page);
  const { data } = events;
  // Until the api says otherwise, assume deliveries run (the usual case).
  const configured = data?.webhookConfigured ?? true;
  const replay = useReplay();
  const replayed = toastOutcome(
    ({ replayed: count }: { replayed: number }) => `${plural(count, 'event')} sent again`,
    'Replay failed',
  );
  const replayRange = range.handleSubmit(({ from, to }) => {
    if (replay.isPending) return;
    // The fields hold whole minutes: 'to' means the end of its minute.
    const end = new Date(new Date(to).getTime() + MINUTE_MS - 1);
    replay.mutate({ from: new Date(from).toISOString(), to: end.toISOString() }, replayed);
  });

  return (
    <ListSection title="Webhook deliveries">
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
          onSubmit={(event) => void replayRange(event)}
        >
          {(
            [
              ['replay-from', 'Gave up from', 'from'],
              ['replay-to', 'to', 'to'],
            ] as const
          ).map(([id, label, field]) => (
            <div key={id} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium text-slate-800">
                {label}
              </label>
              <input
                id={id}
                type="datetime-local"
                required
                {...range.register(field)}
                className="rounded-lg border border-slate-300 px-3 py-2 text-base"
              />
            </div>
          ))}
          <Button type="submit" variant="outline">
            Replay failed events
          </Button>
        </form>
      )}
      <ListCount query={events} noun="event" error="The deliveries could not be loaded." />
      <RowList>
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
      </RowList>
      <Pager page={page} total={data?.total ?? 0} onPage={setPage} />
    </ListSection>
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
