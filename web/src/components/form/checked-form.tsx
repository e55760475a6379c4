import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';

/**
 * For a dialog form whose problems come from a plain function of its draft (a check the api
 * shares, or one that needs the file chosen), rather than a zod schema: they show once the
 * form is first sent and then follow every edit; the first invalid field takes the focus.
 * (react-hook-form with zod, in use-zod-form, suits forms checked on each submit.)
 * `check()` says whether the form can be sent; the api's refusal (`serverError`) shows until
 * the next try.
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
  /** After a save that keeps the form open: errors wait for the next send again. */
  const hideErrors = () => setShowErrors(false);
  return {
    form,
    shown,
    serverError,
    setServerError,
    check,
    hideErrors,
    /** What CheckedForm takes from here. */
    formProps: { form, check, serverError },
  };
}

/** Focuses the first field marked invalid (a file group's button stands for the group). */
function focusFirstInvalid(form: HTMLElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button')?.focus();
}

/**
 * The form of useCheckedForm: its fields, the api's refusal, then Cancel and the submit button
 * (`submit`: its text, idle and while sending). `onSubmit` runs once the checks pass.
 */
export function CheckedForm({
  form,
  check,
  serverError,
  pending,
  submit,
  onSubmit,
  onCancel,
  children,
}: {
  form: RefObject<HTMLFormElement | null>;
  check: () => boolean;
  serverError: string | null;
  pending: boolean;
  submit: [string, string];
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={form}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending && check()) onSubmit();
      }}
    >
      {children}
      <FormError message={serverError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? submit[1] : submit[0]}
        </Button>
      </div>
    </form>
  );
}
