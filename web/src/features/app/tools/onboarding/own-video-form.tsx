import { useRef, useState } from 'react';
import {
  agencyModuleDraftErrors,
  resolveNewCategory,
  type AgencyModuleDraft,
  type AgencyModuleLibrary,
} from '@retainly/domain';
import { FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';

/** What the Add and Edit dialogs of an own video share: the checks and the buttons. */

/**
 * The draft as it will be sent (a new category that already exists becomes that one) and its
 * problems, the file checked against the storage left.
 */
export function checkedDraft(
  draft: AgencyModuleDraft,
  file: File | null,
  library: AgencyModuleLibrary,
  requireVideo = true,
) {
  const resolved = resolveNewCategory(draft, library.ownCategories);
  const remainingBytes = library.quota.allowanceBytes - library.quota.usedBytes;
  const errors = agencyModuleDraftErrors(
    { ...resolved, fileBytes: file?.size ?? null },
    { remainingBytes, requireVideo },
  );
  return { resolved, errors };
}

/** Focuses the first field marked invalid (a file group's button stands for the group). */
function focusFirstInvalid(form: HTMLElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button')?.focus();
}

/**
 * A dialog form whose errors show once it is first sent, the first invalid field then taking
 * focus; the api's refusal shows until the next try. `check()` says whether it can be sent.
 */
export function useCheckedForm<E extends object>(errors: E) {
  const form = useRef<HTMLFormElement>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const check = () => {
    setServerError(null);
    if (Object.keys(errors).length === 0) return true;
    setShowErrors(true);
    // After the errors render, so the field is already marked.
    requestAnimationFrame(() => focusFirstInvalid(form.current));
    return false;
  };
  const shown: Partial<E> = showErrors ? errors : {};
  return { form, shown, serverError, setServerError, check };
}

/** The api's refusal, then Cancel and the submit button ('Adding...' while it is sent). */
export function FormActions({
  serverError,
  pending,
  submit,
  pendingSubmit,
  onCancel,
}: {
  serverError: string | null;
  pending: boolean;
  submit: string;
  pendingSubmit: string;
  onCancel: () => void;
}) {
  return (
    <>
      <FormError message={serverError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? pendingSubmit : submit}
        </Button>
      </div>
    </>
  );
}
