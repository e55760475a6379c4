import { useId, useState } from 'react';
import * as z from 'zod/mini';
import type { LoginWith } from '@retainly/domain';
import { invalidAria } from '@/components/form/form-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FOCUS_RING, PRIMARY_BUTTON } from './portal-theme';
import { usePortalText } from './portal-text';

const COPY = {
  EMAIL: {
    label: 'signIn.emailLabel',
    type: 'email',
    autoComplete: 'email',
    why: 'signIn.emailWhy',
  },
  NAME: { label: 'signIn.nameLabel', type: 'text', autoComplete: 'name', why: 'signIn.nameWhy' },
} as const;

/** The server checks the identity: the form sends it as typed. */
const signInSchema = z.object({ value: z.string() });

/**
 * The welcome card: the client gives whichever identity the agency tracks. The server checks
 * it (the browser's own validation is off), so its messages show inline, word for word.
 */
export function SignInCard({
  agencyName,
  loginWith,
  initialValue,
  initialError,
  onSignIn,
}: {
  agencyName: string | null;
  loginWith: LoginWith;
  initialValue: string;
  initialError: string | null;
  onSignIn: (value: string) => Promise<string | null>;
}) {
  const { t } = usePortalText();
  const copy = COPY[loginWith];
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const form = useZodForm(signInSchema, { value: initialValue });
  const { formState } = form;
  const [error, setError] = useState(initialError);
  // On success the card is replaced by the videos. A refusal replaces the message when it
  // arrives, so the last one stays (and is not announced again) while the card is re-sent.
  const submit = form.handleSubmit(async ({ value }) => {
    const problem = await onSignIn(value);
    if (problem !== null) setError(problem);
  });
  const busy = formState.isSubmitting;

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-md rounded-2xl border-t-4 border-(--portal-tertiary) bg-white p-6 shadow-sm sm:mt-6 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {t('signIn.heading')}
      </h2>
      <p className="mt-2 text-slate-600">
        {agencyName ? t('signIn.introAgency', { agency: agencyName }) : t('signIn.intro')}{' '}
        {t(copy.why)}
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-5 flex flex-col gap-4"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t(copy.label)}
          </label>
          <input
            id={inputId}
            type={copy.type}
            autoComplete={copy.autoComplete}
            maxLength={loginWith === 'EMAIL' ? 254 : 120}
            required
            {...form.register('value')}
            {...invalidAria(Boolean(error), errorId)}
            className={`rounded-lg border px-3 py-2.5 text-base ${error ? 'border-red-600' : 'border-slate-300'} ${FOCUS_RING}`}
          />
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </section>
  );
}
