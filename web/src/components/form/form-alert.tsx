import { useId } from 'react';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/**
 * A form's one message region. It is always in the page so assistive technology announces a
 * message as soon as it appears.
 */
export function FormAlert({ id, message }: { id?: string; message: string | null | undefined }) {
  return (
    <div id={id} role="alert" aria-atomic="true">
      {message && (
        <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}

/** What a control carries while the form's alert is about it. */
export interface InvalidProps {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * aria-invalid and aria-describedby for a control with its own error message: `errorId` while
 * it is invalid (read first), then the hints that always describe it.
 */
export function invalidAria(invalid: boolean, errorId: string, ...hintIds: string[]): InvalidProps {
  const describedBy = [...(invalid ? [errorId] : []), ...hintIds].join(' ');
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined };
}

/**
 * Our forms show one message at a time, in one alert: the first field's problem in `order` (the
 * order on screen), else the server's answer (root.server). Every field with that same problem
 * is marked invalid and described by the alert, so a screen reader reads it on focus.
 */
export function useFormAlert<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  order: readonly Path<Values>[],
) {
  const id = useId();
  const messageOf = (field: Path<Values>) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const first = order.find((field) => messageOf(field));
  const message = (first && messageOf(first)) ?? errors.root?.server?.message ?? null;
  const isInvalid = (field: Path<Values>) => message !== null && messageOf(field) === message;
  return {
    id,
    message,
    isInvalid,
    /** aria-invalid and aria-describedby for a control the alert may be about. */
    invalidProps: (field: Path<Values>): InvalidProps =>
      isInvalid(field) ? { 'aria-invalid': true, 'aria-describedby': id } : {},
  };
}
