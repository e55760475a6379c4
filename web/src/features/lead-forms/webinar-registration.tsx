import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FORM_LIMITS, WEBINAR_MESSAGES, isEmailShaped, normalizeEmail } from '@retainly/domain';
import { errorMessage } from '@/lib/api-client';
import { useSiteConfig } from '@/features/public-site/use-site-config';
import { FormAlert, TextField } from './form-controls';
import { registerForWebinar, type WebinarSeat } from './lead-forms-api';
import { SessionCountdown } from './session-countdown';
import { SessionPicker } from './session-picker';
import { formatSessionStart, visitorTimeZone } from './session-time';
import { buttonClass } from '@/components/ui/button-styles';
import { NewTabLink } from '@/components/ui/external-link';

type Problem = 'firstName' | 'email' | 'session';

/** Our own registration widget (the provider's script cannot load under our CSP). */
export function WebinarRegistration() {
  const sessions = useSiteConfig()?.webinar.sessions;
  const queryClient = useQueryClient();
  const errorId = useId();
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const mutation = useMutation({ mutationFn: registerForWebinar });

  // The soonest session until the visitor picks one (or when the picked one left the list).
  const chosen = sessions?.find((session) => session === picked) ?? sessions?.[0] ?? null;
  const noSessions = sessions !== undefined && sessions.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Problem[] = [];
    if (!firstName.trim()) missing.push('firstName');
    if (!email.trim()) missing.push('email');
    if (missing.length) return fail(WEBINAR_MESSAGES.required, missing);
    if (!isEmailShaped(normalizeEmail(email)))
      return fail(WEBINAR_MESSAGES.invalidEmail, ['email']);
    if (!chosen) return;
    fail(null, []);
    mutation.mutate(
      {
        firstName: firstName.trim(),
        email: email.trim(),
        sessionStartsAt: chosen,
        consent,
        timeZone: visitorTimeZone(),
      },
      {
        onError: (failure) => {
          const message = errorMessage(failure, WEBINAR_MESSAGES.failed);
          fail(message, message === WEBINAR_MESSAGES.sessionGone ? ['session'] : []);
          // A session that filled up or started: fetch the current list.
          if (message === WEBINAR_MESSAGES.sessionGone) {
            void queryClient.invalidateQueries({ queryKey: ['site-config'] });
          }
        },
      },
    );
  };

  function fail(message: string | null, fields: Problem[]) {
    setError(message);
    setProblems(fields);
  }

  if (mutation.isSuccess) return <RegisteredView seat={mutation.data} />;

  const busy = mutation.isPending;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="register-title"
      className="flex flex-col gap-4"
    >
      <h2 id="register-title" className="text-2xl font-bold">
        Save your free seat
      </h2>
      {chosen && <SessionCountdown startsAt={chosen} />}
      {noSessions && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900">
          New sessions are being scheduled
        </p>
      )}
      {sessions === undefined && <p className="text-slate-600">Loading session times...</p>}
      <TextField
        label="First name"
        required
        invalid={problems.includes('firstName')}
        errorId={errorId}
        autoComplete="given-name"
        maxLength={FORM_LIMITS.name}
        value={firstName}
        onChange={setFirstName}
      />
      <TextField
        label="E-mail"
        required
        invalid={problems.includes('email')}
        errorId={errorId}
        type="email"
        autoComplete="email"
        maxLength={FORM_LIMITS.email}
        value={email}
        onChange={setEmail}
      />
      {sessions && sessions.length > 0 && (
        <SessionPicker
          sessions={sessions}
          value={chosen}
          onChange={setPicked}
          invalid={problems.includes('session')}
          errorId={errorId}
        />
      )}
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          className="mt-0.5 h-4 w-4 accent-green-700"
        />
        {/* No phone box: we cannot send texts, so the calendar file's alarm is the reminder. */}
        <span>{CONSENT_LABEL}</span>
      </label>
      <FormAlert id={errorId} message={error} />
      <button type="submit" className={buttonClass({ size: 'xl' })} disabled={busy || !chosen}>
        {busy ? 'Registering...' : 'Register Now'}
      </button>
    </form>
  );
}

/** Marketing consent, forwarded with the registration; reminders come from the calendar file. */
const CONSENT_LABEL = 'E-mail me tips and future session dates (optional)';

/** Everything a registrant needs to attend: when, the live room, and a calendar entry. */
function RegisteredView({ seat }: { seat: WebinarSeat }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone; move focus to its replacement so keyboard and screen-reader users follow.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col gap-3 text-center">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-green-800 outline-none">
        {seat.message}
      </h2>
      <p className="text-slate-700">
        Your session: <strong>{formatSessionStart(seat.sessionStartsAt)}</strong>
      </p>
      <a
        href={seat.calendarUrl}
        download="retainly-webinar.ics"
        className={buttonClass({ size: 'xl' })}
      >
        Add to calendar
      </a>
      <p className="text-sm text-slate-600">
        The calendar entry has the join link and reminds you 15 minutes before the start.
      </p>
      <p className="text-slate-700">
        Join link:{' '}
        <NewTabLink
          href={seat.joinUrl}
          className="break-all font-semibold text-green-800 underline underline-offset-4"
        >
          {seat.joinUrl}
        </NewTabLink>
      </p>
    </div>
  );
}
