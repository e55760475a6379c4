import { useId, useState } from 'react';
import * as z from 'zod/mini';
import type { LoginWith } from '@retainly/domain';
import { useZodForm } from '@/components/form/use-zod-form';
import { PRIMARY_BUTTON, SIGN_IN_CARD } from './portal-theme';
import { PortalTextField } from './portal-text-field';
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
    <section aria-labelledby={headingId} className={SIGN_IN_CARD}>
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
        <PortalTextField
          label={t(copy.label)}
          error={error}
          type={copy.type}
          autoComplete={copy.autoComplete}
          maxLength={loginWith === 'EMAIL' ? 254 : 120}
          look="text-base"
          {...form.register('value')}
        />
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </section>
  );
}
