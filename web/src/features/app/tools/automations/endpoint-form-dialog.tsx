import { useState } from 'react';
import { FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import type { EventTypeInfo } from './api/types';
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
 * once it is first sent; the api's refusal of the address shows on the URL field.
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
  eventTypes: readonly EventTypeInfo[];
  /** The submit button's text, idle and while sending. */
  submit: [string, string];
  pending: boolean;
  refusal: { field: keyof EndpointDraftErrors | null; message: string } | null;
  onSubmit: (draft: EndpointDraft) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  // The api's refusal is about what was sent: it goes once the user edits.
  const [sent, setSent] = useState<EndpointDraft | null>(null);
  const refused = refusal && sent === draft ? refusal : null;
  const errors = endpointDraftErrors(draft);
  const shown: EndpointDraftErrors = showErrors ? { ...errors } : {};
  if (refused?.field) shown[refused.field] ??= refused.message;
  const set = (changes: Partial<EndpointDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()} title={title} size="lg">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (pending) return;
          if (Object.keys(errors).length > 0) {
            setShowErrors(true);
            const form = event.currentTarget;
            requestAnimationFrame(() =>
              form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
            );
            return;
          }
          setSent(draft);
          onSubmit(draft);
        }}
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
        <FormError message={refused && !refused.field ? refused.message : null} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => !pending && onClose()}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? submit[1] : submit[0]}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
