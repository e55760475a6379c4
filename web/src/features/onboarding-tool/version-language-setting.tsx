import { useId, useState } from 'react';
import {
  LANGUAGE_ENGLISH_NAMES,
  PORTAL_LANGUAGES,
  type OnboardingVersion,
  type PortalLanguage,
} from '@retainly/domain';
import { useVersionLanguage } from './api/version-language';

/** The version's default portal language: what its clients see until they pick their own. */
export function VersionLanguageSetting({ version }: { version: OnboardingVersion }) {
  const id = useId();
  const hintId = useId();
  const save = useVersionLanguage(version.id);
  // The choice shows at once and stays until its save settles (as the login setting does).
  const [choosing, setChoosing] = useState<PortalLanguage | null>(null);

  function choose(language: PortalLanguage) {
    setChoosing(language);
    save.mutate(language, { onSettled: () => setChoosing(null) });
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-lg font-semibold">
        Portal language
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        The language clients see when they open this link. They can switch to another one from the
        portal&apos;s header.
      </p>
      <select
        id={id}
        aria-describedby={hintId}
        value={choosing ?? version.language}
        onChange={(event) => choose(event.target.value as PortalLanguage)}
        className="self-start rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {PORTAL_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_ENGLISH_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
