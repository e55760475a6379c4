import { useId } from 'react';
import { LANGUAGE_ENGLISH_NAMES, PORTAL_LANGUAGES, type PortalLanguage } from '@retainly/domain';

/** Which language the next captions file is in: a native select with its label. */
export function CaptionsLanguageSelect({
  value,
  onChange,
  accessibleName,
}: {
  value: PortalLanguage;
  onChange: (language: PortalLanguage) => void;
  accessibleName: string;
}) {
  const id = useId();
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-700">
        Language
      </label>
      <select
        id={id}
        aria-label={accessibleName}
        value={value}
        onChange={(event) => onChange(event.target.value as PortalLanguage)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand focus:ring-2 focus:ring-green-200 focus:outline-none"
      >
        {PORTAL_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_ENGLISH_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * The languages a video has captions in, each with a Remove button; 'No captions yet' without.
 */
export function CaptionLanguageList({
  languages,
  title,
  onRemove,
  removing,
}: {
  languages: readonly PortalLanguage[];
  title: string;
  onRemove: (language: PortalLanguage) => void;
  removing: boolean;
}) {
  if (languages.length === 0) return <p className="text-xs text-slate-600">No captions yet</p>;
  return (
    <ul aria-label={`Captions of ${title}`} className="flex flex-wrap gap-2">
      {languages.map((language) => (
        <li
          key={language}
          className="flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800"
        >
          {LANGUAGE_ENGLISH_NAMES[language]}
          <button
            type="button"
            aria-label={`Remove ${LANGUAGE_ENGLISH_NAMES[language]} captions of ${title}`}
            aria-disabled={removing || undefined}
            onClick={() => !removing && onRemove(language)}
            className="rounded px-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
