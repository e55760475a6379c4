import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { endpointsQuery } from './api/endpoints';
import type { AgencyEndpoint, EndpointEventTypeInfo } from '@retainly/domain';
import { ConfirmDialog } from './confirm-dialog';
import { EndpointCard, type EndpointAction } from './endpoint-card';
import { emptyEndpointDraft, endpointDraftOf, inputOf, refusalOf } from './endpoint-draft';
import { EndpointFormDialog } from './endpoint-form-dialog';
import { SecretDialog } from './secret-dialog';
import { LoadFailed, SectionCard, SectionSkeleton } from './section-card';
import { useEndpointActions } from './use-endpoint-actions';

type Open =
  { kind: 'add' } | { kind: 'edit' | 'delete' | 'rotate'; endpoint: AgencyEndpoint } | null;

/** 'Webhooks to your CRM': the agency's endpoints, their logs, and every change to them. */
export function WebhooksSection() {
  const endpoints = useQuery(endpointsQuery());
  const [open, setOpen] = useState<Open>(null);
  const [secret, setSecret] = useState<string | null>(null);
  /** Per endpoint, when a test or replay was last asked for (its log polls meanwhile). */
  const [expecting, setExpecting] = useState<Record<string, number>>({});
  const expect = (id: string) => setExpecting((current) => ({ ...current, [id]: Date.now() }));
  const actions = useEndpointActions({ onSecret: setSecret, onTestSent: expect });
  const close = () => setOpen(null);
  const eventTypes: EndpointEventTypeInfo[] = endpoints.data?.eventTypes ?? [];
  const list = endpoints.data?.endpoints ?? [];

  function onAction(endpoint: AgencyEndpoint, action: EndpointAction) {
    if (action === 'test') actions.test.mutate(endpoint.id);
    else if (action === 'enable') actions.enable.mutate(endpoint.id);
    else {
      actions.create.reset();
      actions.update.reset();
      setOpen({ kind: action, endpoint });
    }
  }
  const busyId =
    (actions.test.isPending && actions.test.variables) ||
    (actions.enable.isPending && actions.enable.variables) ||
    null;

  return (
    <SectionCard
      title="Webhooks to your CRM"
      intro="Send your clients' progress to your own CRM as it happens: when they start, finish a module, complete onboarding or stall. Each delivery is a flat JSON body that maps straight to contact fields."
      action={
        endpoints.data && (
          <Button
            onClick={() => {
              actions.create.reset();
              setOpen({ kind: 'add' });
            }}
          >
            Add endpoint
          </Button>
        )
      }
    >
      {endpoints.isError && !endpoints.data ? (
        <LoadFailed
          what="your webhook endpoints"
          retrying={endpoints.isFetching}
          onRetry={() => void endpoints.refetch()}
        />
      ) : !endpoints.data ? (
        <SectionSkeleton label="Loading webhook endpoints..." />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No endpoints yet. Add one, such as a HighLevel workflow&apos;s Inbound Webhook URL, to
          start automations when clients make progress.
        </p>
      ) : (
        <ul aria-label="Endpoints" className="flex flex-col gap-3">
          {list.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              eventTypes={eventTypes}
              expectingSince={expecting[endpoint.id] ?? null}
              busy={busyId === endpoint.id}
              onAction={(action) => onAction(endpoint, action)}
              onReplayed={() => expect(endpoint.id)}
            />
          ))}
        </ul>
      )}

      {open?.kind === 'add' && (
        <EndpointFormDialog
          title="Add endpoint"
          initial={emptyEndpointDraft(eventTypes.map((event) => event.type))}
          eventTypes={eventTypes}
          submit={['Add endpoint', 'Adding...']}
          pending={actions.create.isPending}
          refusal={actions.create.isError ? refusalOf(actions.create.error) : null}
          onSubmit={(draft) => actions.create.mutate(inputOf(draft), { onSuccess: close })}
          onClose={close}
        />
      )}
      {open?.kind === 'edit' && (
        <EndpointFormDialog
          title="Edit endpoint"
          initial={endpointDraftOf(open.endpoint)}
          eventTypes={eventTypes}
          submit={['Save', 'Saving...']}
          pending={actions.update.isPending}
          refusal={actions.update.isError ? refusalOf(actions.update.error) : null}
          onSubmit={(draft) =>
            actions.update.mutate(
              { id: open.endpoint.id, input: inputOf(draft) },
              { onSuccess: close },
            )
          }
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title="Delete this endpoint?"
        confirm={['Delete endpoint', 'Deleting...']}
        danger
        pending={actions.remove.isPending}
        onConfirm={() =>
          open &&
          'endpoint' in open &&
          actions.remove.mutate(open.endpoint.id, { onSettled: close })
        }
        onClose={close}
      >
        Nothing more is sent to{' '}
        <strong className="break-all">{open && 'endpoint' in open ? open.endpoint.url : ''}</strong>
        , and its delivery log is deleted with it.
      </ConfirmDialog>
      <ConfirmDialog
        open={open?.kind === 'rotate'}
        title="Rotate the signing secret?"
        confirm={['Rotate secret', 'Rotating...']}
        pending={actions.rotate.isPending}
        onConfirm={() =>
          open &&
          'endpoint' in open &&
          actions.rotate.mutate(open.endpoint.id, { onSettled: close })
        }
        onClose={close}
      >
        Deliveries are signed with a new secret from now on, and the current one stops working.
        Update the secret wherever you check signatures.
      </ConfirmDialog>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </SectionCard>
  );
}
