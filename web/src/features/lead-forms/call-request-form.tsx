import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CALL_REQUEST_LIMITS,
  CALL_REQUEST_MESSAGES,
  CALL_REQUEST_TOPICS,
  isEmailShaped,
  normalizeEmail,
  type CallRequestTopic,
} from '@retainly/domain';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/features/session/use-session';
import { FormAlert, FormControl, inputClass, TextField } from './form-controls';
import { requestCall } from './lead-forms-api';
import { visitorTimeZone } from './session-time';
import { buttonClass } from '@/components/ui/button-styles';

type Problem = 'fullName' | 'email';

/**
 * The built-in "book a call" request (/book when no booking calendar is configured): we store
 * it and e-mail the operators, who reply to find a time. `topic` says what it is about, e.g.
 * the plan a visitor wants when there is no online checkout; `coupon` a wheel prize brought along,
 * which the operators apply when they set the plan up.
 */
export function CallRequestForm({
  topic,
  coupon = null,
}: {
  topic: CallRequestTopic;
  coupon?: string | null;
}) {
  const { session } = useSession();
  const errorId = useId();
  const [fullName, setFullName] = useState('');
  // null until typed in: a signed-in user (upgrading, say) starts with the address we know.
  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? session?.email ?? '';
  const [preferredTimes, setPreferredTimes] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const mutation = useMutation({ mutationFn: requestCall });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Problem[] = [];
    if (!fullName.trim()) missing.push('fullName');
    if (!email.trim()) missing.push('email');
    if (missing.length) return fail(CALL_REQUEST_MESSAGES.required, missing);
    if (!isEmailShaped(normalizeEmail(email))) {
      return fail(CALL_REQUEST_MESSAGES.invalidEmail, ['email']);
    }
    fail(null, []);
    mutation.mutate(
      {
        fullName: fullName.trim(),
        email: email.trim(),
        topic,
        preferredTimes: preferredTimes.trim() || undefined,
        message: message.trim() || undefined,
        timeZone: visitorTimeZone(),
        coupon: coupon ?? undefined,
      },
      { onError: (failure) => fail(errorMessage(failure, CALL_REQUEST_MESSAGES.failed), []) },
    );
  };

  function fail(text: string | null, fields: Problem[]) {
    setError(text);
    setProblems(fields);
  }

  if (mutation.isSuccess) return <RequestSent message={mutation.data.message} topic={topic} />;

  const busy = mutation.isPending;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="call-request-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="call-request-title" className="text-2xl font-bold">
        Request a call
      </h2>
      <p className="text-slate-700">
        Tell us how to reach you and we will e-mail you within one business day to find a time.
      </p>
      {topic !== 'call' && (
        <p className="rounded-lg bg-green-50 px-3 py-2 text-slate-800" data-testid="call-topic">
          <span className="font-semibold">About: </span>
          {CALL_REQUEST_TOPICS[topic]}
        </p>
      )}
      {coupon && (
        <p className="rounded-lg bg-green-50 px-3 py-2 text-slate-800" data-testid="call-coupon">
          <span className="font-semibold">Your coupon: </span>
          <code className="font-mono font-bold">{coupon}</code> (we apply it on the call)
        </p>
      )}
      <TextField
        label="Your name"
        required
        invalid={problems.includes('fullName')}
        errorId={errorId}
        autoComplete="name"
        maxLength={CALL_REQUEST_LIMITS.name}
        value={fullName}
        onChange={setFullName}
      />
      <TextField
        label="E-mail"
        required
        invalid={problems.includes('email')}
        errorId={errorId}
        type="email"
        autoComplete="email"
        maxLength={CALL_REQUEST_LIMITS.email}
        value={email}
        onChange={setEmail}
      />
      <FormControl label="When suits you?" errorId={errorId} hint="For example: weekday mornings">
        {(props) => (
          <input
            {...props}
            className={inputClass}
            maxLength={CALL_REQUEST_LIMITS.preferredTimes}
            value={preferredTimes}
            onChange={(e) => setPreferredTimes(e.target.value)}
          />
        )}
      </FormControl>
      <FormControl label="Anything we should know?" errorId={errorId}>
        {(props) => (
          <textarea
            {...props}
            className={inputClass}
            rows={4}
            maxLength={CALL_REQUEST_LIMITS.message}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
      </FormControl>
      <FormAlert id={errorId} message={error} />
      <button type="submit" className={buttonClass({ size: 'xl' })} disabled={busy}>
        {busy ? 'Sending...' : 'Request a Call'}
      </button>
    </form>
  );
}

function RequestSent({ message, topic }: { message: string; topic: CallRequestTopic }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone; move focus to its replacement so keyboard and screen-reader users follow.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="rounded-xl bg-green-50 p-6 text-center">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-green-800 outline-none">
        {message}
      </h2>
      <p className="mt-2 text-slate-700">
        {topic === 'call'
          ? 'After the call we set you up with a 7-day free trial, so you can try every tool with your own clients.'
          : 'On the call we set up your plan with you.'}
      </p>
    </div>
  );
}
