import { useEffect, useId, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import * as z from 'zod/mini';
import { SIGN_IN_CODE_LENGTH } from '@retainly/domain';
import { useZodForm } from '@/components/form/use-zod-form';
import { OUTLINE_BUTTON, PRIMARY_BUTTON, SIGN_IN_CARD } from './portal-theme';
import { PortalTextField } from './portal-text-field';
import { usePortalText } from './portal-text';

/** The server checks the code: the form sends it as typed. */
const codeSchema = z.object({ code: z.string() });

/**
 * A verified version's second step (issue #32): the 6-digit code e-mailed to `email` (or its
 * link, which signs in by itself). Focus lands on the heading, so a screen reader hears where
 * the code went; the server's refusals show inline, word for word.
 */
export function CodeCard({
  email,
  resent,
  onSubmitCode,
  onResend,
  onOtherEmail,
}: {
  email: string;
  resent: boolean;
  onSubmitCode: (email: string, code: string) => Promise<string | null>;
  onResend: (email: string) => Promise<string | null>;
  onOtherEmail: () => void;
}) {
  const { t } = usePortalText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const form = useZodForm(codeSchema, { code: '' });
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);

  const submit = form.handleSubmit(async ({ code }) => {
    const problem = await onSubmitCode(email, code);
    if (problem !== null) setError(problem);
  });
  async function resend() {
    setResending(true);
    const problem = await onResend(email);
    setResending(false);
    setError(problem);
    form.reset({ code: '' });
  }
  const busy = form.formState.isSubmitting;

  return (
    <section aria-labelledby={headingId} className={SIGN_IN_CARD}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
        {t('code.heading')}
      </h2>
      <p className="mt-2 text-slate-600">
        <Trans
          t={t}
          i18nKey="code.sentTo"
          values={{ email }}
          components={{ strong: <strong className="font-semibold text-slate-900" /> }}
        />
      </p>
      {resent && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t('code.resent')}
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-5 flex flex-col gap-4"
      >
        <PortalTextField
          label={t('code.label')}
          error={error}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={SIGN_IN_CODE_LENGTH + 2}
          look="text-center font-mono text-lg tracking-[0.4em]"
          {...form.register('code')}
        />
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? t('code.submitting') : t('code.submit')}
        </button>
        <p className="text-sm text-slate-600">{t('code.remembered')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            disabled={resending}
            onClick={() => void resend()}
            className={OUTLINE_BUTTON}
          >
            {t('code.resend')}
          </button>
          <button type="button" onClick={onOtherEmail} className={OUTLINE_BUTTON}>
            {t('code.otherEmail')}
          </button>
        </div>
      </form>
    </section>
  );
}
