import { useId, useState } from 'react';
import { IDENTITY_MODES, type IdentityMode, type OnboardingVersion } from '@retainly/domain';
import { useVersionIdentity } from './api/version-identity';

const CHOICES: Record<IdentityMode, { title: string; explanation: string }> = {
  open: {
    title: 'Open',
    explanation:
      'Clients type their name or e-mail and start watching. Quick, but anyone with the link who knows a client’s name or e-mail can sign in as them, so their watch time is marked unverified.',
  },
  verified: {
    title: 'Verified e-mail',
    explanation:
      'The first time on each device, clients get a 6-digit code and a sign-in link by e-mail; after that, the device signs them in for 6 months. You know who watched. Turning it on signs out clients who never confirmed their e-mail.',
  },
};

const LOOK = {
  option:
    'rounded-lg border border-slate-300 p-4 text-sm has-[:checked]:border-brand has-[:checked]:bg-green-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
  input: 'accent-green-700',
};

/** How this version's clients prove who they are (issue #32): open, or a code by e-mail. */
export function VersionIdentitySetting({ version }: { version: OnboardingVersion }) {
  const hintId = useId();
  const name = useId();
  const save = useVersionIdentity(version.id);
  // The choice shows at once and stays until its save settles (as the login setting does).
  const [choosing, setChoosing] = useState<IdentityMode | null>(null);

  function choose(mode: IdentityMode) {
    setChoosing(mode);
    save.mutate(mode, { onSettled: () => setChoosing(null) });
  }

  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-2">
      <legend className="text-lg font-semibold">Client sign-in</legend>
      <p id={hintId} className="text-sm text-slate-600">
        Choose how clients prove who they are when they open this link.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {IDENTITY_MODES.map((mode) => (
          // The card lights up with its radio; only the title names it, the explanation is
          // read after it (a label around both would make it the radio's name).
          <div key={mode} className={LOOK.option}>
            <label className="flex cursor-pointer items-center gap-3 font-semibold text-slate-900">
              <input
                type="radio"
                name={name}
                value={mode}
                checked={(choosing ?? version.identityMode) === mode}
                onChange={() => choose(mode)}
                aria-describedby={`${name}-${mode}`}
                className={LOOK.input}
              />
              {CHOICES[mode].title}
            </label>
            <p id={`${name}-${mode}`} className="mt-1 pl-7 text-slate-600">
              {CHOICES[mode].explanation}
            </p>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
