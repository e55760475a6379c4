import { useCallback, useEffect, useState } from 'react';
import { SOURCE_LANGUAGE, type PortalLanguage } from '@retainly/domain';
import { loadLanguage, saveLanguage } from './portal-language-storage';
import { switchPortalLanguage } from './portal-i18n';

/**
 * The language the client chose for this link on this device (null: none yet, so the version's
 * default applies), and how to choose one. The choice is kept in localStorage.
 */
export function useChosenLanguage(versionId: string) {
  const [chosen, setChosen] = useState(() => loadLanguage(versionId));
  const choose = useCallback(
    (language: PortalLanguage) => {
      saveLanguage(versionId, language);
      setChosen(language);
    },
    [versionId],
  );
  return { chosen, choose };
}

/**
 * Shows the portal in `language` (null: not known yet): loads its catalogue, switches the
 * portal's i18next instance and sets <html lang> while the portal is on screen. True once the
 * first language is in place, so a German portal never flashes English first.
 */
export function useShownLanguage(language: PortalLanguage | null): boolean {
  const [shown, setShown] = useState<PortalLanguage | null>(null);

  useEffect(() => {
    if (!language) return;
    let current = true;
    switchPortalLanguage(language)
      // A catalogue that cannot load leaves the English fallback on screen, never a blank page.
      .catch(() => undefined)
      .finally(() => current && setShown(language));
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    if (!shown) return;
    const html = document.documentElement;
    const before = html.lang;
    html.lang = shown;
    return () => {
      html.lang = before || SOURCE_LANGUAGE;
    };
  }, [shown]);

  return shown !== null;
}
