import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { FORM_LIMITS, WEBINAR_MESSAGES, type WebinarSeat } from '@retainly/domain';
import { FormAlert, useFormAlert } from '@/components/form/form-alert';
import { emailShaped, requiredText } from '@/components/form/schema-rules';
import { SubmitButton } from '@/components/form/submit-button';
import { submitOrAlert, useZodForm } from '@/components/form/use-zod-form';
import { buttonClass } from '@/components/ui/button-styles';
import { NewTabLink } from '@/components/ui/external-link';
import { errorMessage } from '@/lib/api-client';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { queryKeys } from '@/lib/query-keys';
import { NameAndEmailFields, TitledLeadForm } from './form-controls';
import { useRegisterForWebinar } from './api/register-for-webinar';
import { SessionCountdown } from './session-countdown';
import { SessionPicker } from './session-picker';
import { formatSessionStart, visitorTimeZone } from './session-time';
import { FocusedHeading } from './focused-heading';

const registrationSchema = z
  .object({
    firstName: requiredText(WEBINAR_MESSAGES.required),
    email: requiredText(WEBINAR_MESSAGES.required),
    consent: z.boolean(),
  })
  .check(emailShaped(WEBINAR_MESSAGES.invalidEmail));

/** Our own registration widget (the provider's script cannot load under our CSP). */
export function WebinarRegistration() {
  const sessions = useSiteConfig()?.webinar.sessions;
  const queryClient = useQueryClient();
  const form = useZodForm(registrationSchema, { firstName: '', email: '', consent: false });
  const { register, formState } = form;
  const alert = useFormAlert(formState.errors, ['firstName', 'email']);
  const [picked, setPicked] = useState<string | null>(null);
  const mutation = useRegisterForWebinar();

  // The soonest session until the visitor picks one (or when the picked one left the list).
  const chosen = sessions?.find((session) => session === picked) ?? sessions?.[0] ?? null;
  const noSessions = sessions !== undefined && sessions.length === 0;

  const submit = form.handleSubmit(async (registration) => {
    if (!chosen) return;
    await submitOrAlert(
      form,
      async () => {
        try {
          await mutation.mutateAsync({
            ...registration,
            sessionStartsAt: chosen,
            timeZone: visitorTimeZone(),
          });
        } catch (failure) {
          // A session that filled up or started: fetch the current list.
          if (errorMessage(failure) === WEBINAR_MESSAGES.sessionGone) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.siteConfig });
          }
          throw failure;
        }
      },
      WEBINAR_MESSAGES.failed,
    );
  });

  if (mutation.isSuccess) return <RegisteredView seat={mutation.data} />;

  return (
    <TitledLeadForm title="Save your free seat" className="flex flex-col gap-4" onSubmit={submit}>
      {chosen && <SessionCountdown startsAt={chosen} />}
      {noSessions && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900">
          New sessions are being scheduled
        </p>
      )}
      {sessions === undefined && <p className="text-slate-600">Loading session times...</p>}
      <NameAndEmailFields
        name={{ field: 'firstName', label: 'First name', autoComplete: 'given-name' }}
        limits={FORM_LIMITS}
        register={register}
        alert={alert}
      />
      {sessions && sessions.length > 0 && (
        <SessionPicker
          sessions={sessions}
          value={chosen}
          onChange={setPicked}
          invalid={alert.message === WEBINAR_MESSAGES.sessionGone}
          errorId={alert.id}
        />
      )}
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          {...register('consent')}
          className="mt-0.5 h-4 w-4 accent-green-700"
        />
        {/* No phone box: we cannot send texts, so the calendar file's alarm is the reminder. */}
        <span>{CONSENT_LABEL}</span>
      </label>
      <FormAlert id={alert.id} message={alert.message} />
      <SubmitButton
        size="xl"
        busy={formState.isSubmitting}
        busyLabel="Registering..."
        disabled={!chosen}
      >
        Register Now
      </SubmitButton>
    </TitledLeadForm>
  );
}

/** Marketing consent, forwarded with the registration; reminders come from the calendar file. */
const CONSENT_LABEL = 'E-mail me tips and future session dates (optional)';

/** Everything a registrant needs to attend: when, the live room, and a calendar entry. */
function RegisteredView({ seat }: { seat: WebinarSeat }) {
  return (
    <div role="status" className="flex flex-col gap-3 text-center">
      <FocusedHeading>{seat.message}</FocusedHeading>
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
