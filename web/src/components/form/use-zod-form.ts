import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { errorMessage } from '@/lib/api-client';

/**
 * A react-hook-form form checked by a zod schema (zod/mini keeps the form pages' chunks small).
 * The schema runs on submit only, as the hand-rolled forms did: a message does not change, and
 * is not announced again, while the visitor types. The first invalid field gets the focus,
 * unless `focusError` is false (a form whose message is not tied to a field).
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodMiniType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  { focusError = true }: { focusError?: boolean } = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: focusError,
  });
}

/**
 * Runs a submission's request. A failure becomes the form's alert (root.server): the api's
 * message when it sent one, else `fallback`; `work` may also return a message to show instead.
 */
export async function submitOrAlert<Input extends FieldValues>(
  form: Pick<UseFormReturn<Input, unknown, never>, 'setError'>,
  work: () => Promise<string | void>,
  fallback?: string,
): Promise<void> {
  let message: string | void;
  try {
    message = await work();
  } catch (failure) {
    message = errorMessage(failure, fallback);
  }
  if (message) form.setError('root.server', { type: 'server', message });
}
