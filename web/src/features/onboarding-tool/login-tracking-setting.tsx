import { useState } from 'react';
import { LOGIN_WITH, type LoginWith } from '@retainly/domain';
import { RadioOptions } from '@/components/ui/radio-options';
import { useLoginWith } from './api/login-with';

const LABELS: Record<LoginWith, string> = { EMAIL: 'Email address', NAME: 'Name' };
const LOOK = {
  option:
    'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-medium has-[:checked]:border-brand has-[:checked]:bg-green-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
  input: 'accent-green-700',
};

/** What the portal asks clients for when they sign in, so their progress can be tracked. */
export function LoginTrackingSetting({ loginWith }: { loginWith: LoginWith }) {
  const save = useLoginWith();
  // The choice shows at once (set in the change event itself, so the controlled radio never
  // flickers back) and stays while saves are queued: a call's own onSettled runs for the
  // latest call only. Then the saved value shows (after a failure, the one the server kept).
  const [choosing, setChoosing] = useState<LoginWith | null>(null);
  const value = choosing ?? loginWith;

  function choose(option: LoginWith) {
    setChoosing(option);
    save.mutate(option, { onSettled: () => setChoosing(null) });
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-lg font-semibold">Login tracking</legend>
      <p className="text-sm text-slate-600">
        When clients open your link, ask them for their email address or their name. This applies to
        all your versions.
      </p>
      <div className="flex flex-wrap gap-3">
        <RadioOptions
          options={LOGIN_WITH}
          value={value}
          onChange={choose}
          look={LOOK}
          label={(option) => LABELS[option]}
        />
      </div>
    </fieldset>
  );
}
