import { useId } from 'react';
import { Trans } from 'react-i18next';
import { LANGUAGE_NATIVE_NAMES, PORTAL_LANGUAGES, type PortalLanguage } from '@retainly/domain';
import { Icon } from '@/components/ui/icon';
import { usePortalText } from './portal-text';

/**
 * The agency's header: its name on its primary colour, a tertiary accent stripe, the language
 * switch, and who is signed in with a way out for a shared device.
 */
export function PortalHeader({
  agencyName,
  signedInAs,
  onSignOut,
  language,
  onChooseLanguage,
}: {
  agencyName: string | null;
  signedInAs: string | null;
  onSignOut: () => void;
  language: PortalLanguage;
  onChooseLanguage: (language: PortalLanguage) => void;
}) {
  const { t } = usePortalText();
  return (
    <header
      data-portal-header
      className="border-b-4 border-(--portal-tertiary) bg-(--portal-primary) text-(--portal-on-primary)"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-5 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:py-7">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">
            {agencyName ?? t('header.welcome')}
          </h1>
          <p className="mt-1 text-sm opacity-90 sm:text-base">{t('header.subtitle')}</p>
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {/* First, so Tab goes from 'Sign out' straight on to the videos. */}
          <LanguageSelect language={language} onChoose={onChooseLanguage} />
          {signedInAs !== null && (
            <>
              <span className="min-w-0 truncate">
                <Trans
                  t={t}
                  i18nKey="header.signedInAs"
                  values={{ name: signedInAs }}
                  components={{ strong: <strong className="font-semibold" /> }}
                />
              </span>
              <button
                type="button"
                onClick={onSignOut}
                className="rounded font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--portal-on-primary)"
              >
                {t('header.signOut')}
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

/**
 * A native select (the phone's own picker), each language in its own name and marked with its
 * lang so screen readers pronounce it; the label says 'Language' in the current one.
 */
export function LanguageSelect({
  language,
  onChoose,
}: {
  language: PortalLanguage;
  onChoose: (language: PortalLanguage) => void;
}) {
  const { t } = usePortalText();
  const id = useId();
  return (
    <span className="inline-flex items-center gap-1.5">
      {/* An inline icon, not the 🌐 emoji: without an emoji font that is an empty box. */}
      <Icon name="globe" className="h-4 w-4" />
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <select
        id={id}
        data-portal-language
        value={language}
        onChange={(event) => onChoose(event.target.value as PortalLanguage)}
        className="min-h-11 rounded-lg border border-current/40 bg-transparent px-2 py-1.5 text-sm font-medium text-inherit focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--portal-on-primary) sm:min-h-0 [&>option]:text-slate-900"
      >
        {PORTAL_LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NATIVE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
