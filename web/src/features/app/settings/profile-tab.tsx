import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PROFILE_LIMITS, type SessionContext } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useSetSession } from '@/features/session/use-session';
import { errorMessage } from '@/lib/api-client';
import { saveProfile } from './settings-api';

/** Name and agency name are editable; the e-mail is the sign-in identity, so it is shown only. */
export function ProfileTab({ session }: { session: SessionContext }) {
  const setSession = useSetSession();
  const emailHintId = useId();
  const [fullName, setFullName] = useState(session.fullName ?? '');
  const [agencyName, setAgencyName] = useState(session.agencyName ?? '');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await saveProfile({ fullName, agencyName });
      setSession(saved);
      setFullName(saved.fullName ?? '');
      setAgencyName(saved.agencyName ?? '');
      toast.success('Profile saved');
    } catch (error) {
      // What was typed stays in the fields, so nothing is lost on a retry.
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Field
        label="Name"
        autoComplete="name"
        maxLength={PROFILE_LIMITS.fullName}
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
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
        value={agencyName}
        onChange={(event) => setAgencyName(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
