import { useState } from 'react';
import { CheckedForm, useCheckedForm } from '@/components/form/checked-form';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import type { EndpointEventTypeInfo } from '@retainly/domain';
import {
  DESCRIPTION_MAX,
  endpointDraftErrors,
  URL_MAX,
  type EndpointDraft,
  type EndpointDraftErrors,
} from './endpoint-draft';
import { EventTypeChoices } from './event-type-choices';
import { HighLevelHelp } from './highlevel-help';

/**
 * Add or edit an endpoint: its address, a description and the events it gets. Errors show
 * once it is first sent (useCheckedForm); the api's refusal of the address shows on the URL
 * field until it is edited.
 */
export function EndpointFormDialog({
  title,
  initial,
  eventTypes,
  submit,
  pending,
  refusal,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: EndpointDraft;
  eventTypes: readonly EndpointEventTypeInfo[];
  /** The submit button's text, idle and while sending. */
  submit: [string, string];
  pending: boolean;
  refusal: { field: keyof EndpointDraftErrors | null; message: string } | null;
  onSubmit: (draft: EndpointDraft) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  // The api's refusal is about what was sent: it goes once the user edits.
  const [sent, setSent] = useState<EndpointDraft | null>(null);
  const refused = refusal && sent === draft ? refusal : null;
  const { form, shown: checkedShown, check } = useCheckedForm(endpointDraftErrors(draft));
  const shown: EndpointDraftErrors = { ...checkedShown };
  if (refused?.field) shown[refused.field] ??= refused.message;
  const set = (changes: Partial<EndpointDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()} title={title} size="lg">
      <CheckedForm
        form={form}
        check={check}
        serverError={refused && !refused.field ? refused.message : null}
        pending={pending}
        submit={submit}
        onSubmit={() => {
          setSent(draft);
          onSubmit(draft);
        }}
        onCancel={() => !pending && onClose()}
      >
        <HighLevelHelp />
        <Field
          label="Endpoint URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://services.leadconnectorhq.com/hooks/…"
          maxLength={URL_MAX}
          value={draft.url}
          error={shown.url}
          onChange={(event) => set({ url: event.target.value })}
        />
        <Field
          label="Description (optional)"
          placeholder="New client workflow"
          maxLength={DESCRIPTION_MAX + 20}
          value={draft.description}
          error={shown.description}
          onChange={(event) => set({ description: event.target.value })}
        />
        <EventTypeChoices
          eventTypes={eventTypes}
          selected={draft.eventTypes}
          error={shown.eventTypes}
          onChange={(selected) => set({ eventTypes: selected })}
        />
      </CheckedForm>
    </Dialog>
  );
}
