import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AgencyEndpoint, EndpointEventTypeInfo } from '@retainly/domain';
import { DeliveryLog } from './delivery-log';
import { EndpointStatus } from './endpoint-status';
import { eventLabel, formatDateTime } from './webhook-labels';

export type EndpointAction = 'edit' | 'delete' | 'rotate' | 'test' | 'enable';

/**
 * One endpoint: its address, events and state, its actions, and its delivery log (open by
 * default once a test was sent from here).
 */
export function EndpointCard({
  endpoint,
  eventTypes,
  expectingSince,
  busy,
  onAction,
  onReplayed,
}: {
  endpoint: AgencyEndpoint;
  eventTypes: readonly EndpointEventTypeInfo[];
  /** When a test or replay was last asked for here (the log polls for its outcome). */
  expectingSince: number | null;
  /** An action on this endpoint is running. */
  busy: boolean;
  onAction: (action: EndpointAction) => void;
  onReplayed: () => void;
}) {
  const id = useId();
  const [showLog, setShowLog] = useState(false);
  // A test or replay just asked for opens the log, where its outcome will show.
  const [seenExpecting, setSeenExpecting] = useState(expectingSince);
  if (expectingSince !== seenExpecting) {
    setSeenExpecting(expectingSince);
    if (expectingSince !== null) setShowLog(true);
  }
  const name = endpoint.description || endpoint.url;
  const disabled = endpoint.disabledAt !== null;
  const act = (action: EndpointAction) => () => !busy && onAction(action);

  return (
    <li
      aria-labelledby={`${id}-name`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={`${id}-name`} className="font-semibold break-words text-slate-900">
            {name}
          </h3>
          {endpoint.description && (
            <p className="font-mono text-xs break-all text-slate-600">{endpoint.url}</p>
          )}
        </div>
        <EndpointStatus endpoint={endpoint} />
      </div>
      {disabled && (
        <div
          role="note"
          className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>
            Disabled {formatDateTime(endpoint.disabledAt!)}
            {endpoint.disabledReason ? `: ${endpoint.disabledReason}` : '.'} Nothing is sent to it
            until you re-enable it.
          </p>
          <Button
            variant="outline"
            className="shrink-0 bg-white whitespace-nowrap"
            aria-label={`Re-enable ${name}`}
            aria-disabled={busy || undefined}
            onClick={act('enable')}
          >
            Re-enable
          </Button>
        </div>
      )}
      <ul aria-label="Events" className="flex flex-wrap gap-1.5">
        {endpoint.eventTypes.map((type) => (
          <li key={type} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
            {eventLabel(type, eventTypes)}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        Secret <span className="font-mono">{endpoint.secretHint}</span>
        {endpoint.lastDelivery &&
          ` · last delivery ${formatDateTime(endpoint.lastDelivery.at)} (${endpoint.lastDelivery.status})`}
      </p>
      {endpoint.previousSecretUntil && (
        <p className="text-sm text-slate-600">
          Deliveries are signed with the previous secret too until{' '}
          {formatDateTime(endpoint.previousSecretUntil)}, so your receiver keeps verifying while you
          switch it to the new one.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          aria-label={`Send test event to ${name}`}
          aria-disabled={busy || disabled || undefined}
          onClick={() => !disabled && act('test')()}
        >
          Send test event
        </Button>
        <Button variant="outline" aria-label={`Edit ${name}`} onClick={act('edit')}>
          Edit
        </Button>
        <Button variant="outline" aria-label={`Rotate secret of ${name}`} onClick={act('rotate')}>
          Rotate secret
        </Button>
        <Button variant="outline" aria-label={`Delete ${name}`} onClick={act('delete')}>
          Delete
        </Button>
        <Button
          variant="ghost"
          aria-expanded={showLog}
          aria-controls={`${id}-log`}
          onClick={() => setShowLog(!showLog)}
        >
          {showLog ? 'Hide delivery log' : 'Delivery log'}
        </Button>
      </div>
      <div id={`${id}-log`} hidden={!showLog}>
        {showLog && (
          <DeliveryLog
            endpointId={endpoint.id}
            label={name}
            eventTypes={eventTypes}
            expectingSince={expectingSince}
            onReplayed={onReplayed}
          />
        )}
      </div>
    </li>
  );
}
