import { useEffect } from 'react';
import * as z from 'zod/mini';
import {
  CALL_REQUEST_LIMITS,
  CALL_REQUEST_MESSAGES,
  CALL_REQUEST_TOPICS,
  type CallRequestTopic,
} from '@retainly/domain';
import { FormAlert, useFormAlert } from '@/components/form/form-alert';
import { emailShaped, optionalText, requiredText } from '@/components/form/schema-rules';
import { SubmitButton } from '@/components/form/submit-button';
import { submitOrAlert, useZodForm } from '@/components/form/use-zod-form';
import { useSession } from '@/features/session/api/use-session';
import { FormControl, inputClass, NameAndEmailFields, TitledLeadForm } from './form-controls';
import { useRequestCall } from './api/request-call';
import { visitorTimeZone } from './session-time';
import { FocusedHeading } from './focused-heading';
import { TRIAL_AFTER_CALL } from '@/features/public-site/trial-copy';

const requestSchema = z
  .object({
    fullName: requiredText(CALL_REQUEST_MESSAGES.required),
    email: requiredText(CALL_REQUEST_MESSAGES.required),
    preferredTimes: optionalText(),
    message: optionalText(),
  })
  .check(emailShaped(CALL_REQUEST_MESSAGES.invalidEmail));

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
  const form = useZodForm(requestSchema, {
    fullName: '',
    email: session?.email ?? '',
    preferredTimes: '',
    message: '',
  });
  const { register, formState } = form;
  const alert = useFormAlert(formState.errors, ['fullName', 'email']);
  const mutation = useRequestCall();

  // A signed-in user (upgrading, say) starts with the address we know, until they type another.
  const knownEmail = session?.email;
  useEffect(() => {
    if (knownEmail && !form.getFieldState('email').isDirty) {
      form.resetField('email', { defaultValue: knownEmail });
    }
  }, [knownEmail, form]);

  const submit = form.handleSubmit((request) =>
    submitOrAlert(
      form,
      async () =>
        void (await mutation.mutateAsync({
          ...request,
          topic,
          preferredTimes: request.preferredTimes || undefined,
          message: request.message || undefined,
          timeZone: visitorTimeZone(),
          coupon: coupon ?? undefined,
        })),
      CALL_REQUEST_MESSAGES.failed,
    ),
  );

  if (mutation.isSuccess) return <RequestSent message={mutation.data.message} topic={topic} />;

  return (
    <TitledLeadForm
      title="Request a call"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      onSubmit={submit}
    >
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
      <NameAndEmailFields
        name={{ field: 'fullName', label: 'Your name', autoComplete: 'name' }}
        limits={CALL_REQUEST_LIMITS}
        register={register}
        alert={alert}
      />
      <FormControl label="When suits you?" alert={alert} hint="For example: weekday mornings">
        {(props) => (
          <input
            {...props}
            {...register('preferredTimes')}
            className={inputClass}
            maxLength={CALL_REQUEST_LIMITS.preferredTimes}
          />
        )}
      </FormControl>
      <FormControl label="Anything we should know?" alert={alert}>
        {(props) => (
          <textarea
            {...props}
            {...register('message')}
            className={inputClass}
            rows={4}
            maxLength={CALL_REQUEST_LIMITS.message}
          />
        )}
      </FormControl>
      <FormAlert id={alert.id} message={alert.message} />
      <SubmitButton size="xl" busy={formState.isSubmitting} busyLabel="Sending...">
        Request a Call
      </SubmitButton>
    </TitledLeadForm>
  );
}

function RequestSent({ message, topic }: { message: string; topic: CallRequestTopic }) {
  return (
    <div role="status" className="rounded-xl bg-green-50 p-6 text-center">
      <FocusedHeading>{message}</FocusedHeading>
      <p className="mt-2 text-slate-700">
        {topic === 'call' ? TRIAL_AFTER_CALL : 'On the call we set up your plan with you.'}
      </p>
    </div>
  );
}
