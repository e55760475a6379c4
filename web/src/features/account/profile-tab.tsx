import { useId } from 'react';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import { PROFILE_LIMITS, type SessionContext } from '@retainly/domain';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Field } from '@/components/ui/field';
import { useSetSession } from '@/features/session/api/use-session';
import { errorMessage } from '@/lib/api-client';
import { saveProfile } from './api/update-profile';

/** Both may be blank; the api trims them and enforces the lengths the inputs already cap. */
const profileSchema = z.object({ fullName: z.string(), agencyName: z.string() });

const profileValues = (session: SessionContext) => ({
  fullName: session.fullName ?? '',
  agencyName: session.agencyName ?? '',
});

/** Name and agency name are editable; the e-mail is the sign-in identity, so it is shown only. */
export function ProfileTab({ session }: { session: SessionContext }) {
  const setSession = useSetSession();
  const emailHintId = useId();
  const form = useZodForm(profileSchema, profileValues(session));

  const submit = form.handleSubmit(async (profile) => {
    try {
      const saved = await saveProfile(profile);
      setSession(saved);
      form.reset(profileValues(saved));
      toast.success('Profile saved');
    } catch (error) {
      // What was typed stays in the fields, so nothing is lost on a retry.
      toast.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label="Name"
        autoComplete="name"
        maxLength={PROFILE_LIMITS.fullName}
        {...form.register('fullName')}
      />
      <Field
        label="Email"
        type="email"
        readOnly
        value={session.email}
        aria-describedby={emailHintId}
        className="cursor-not-allowed bg-slate-100 text-slate-600"
        hint={
          <p id={emailHintId} className="text-sm text-slate-600">
            Your e-mail cannot be changed here
          </p>
        }
      />
      <Field
        label="Agency Name"
        autoComplete="organization"
        maxLength={PROFILE_LIMITS.agencyName}
        {...form.register('agencyName')}
      />
      <div className="flex justify-end">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
