import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SOURCE_LANGUAGE, type PortalLanguage } from '@retainly/domain';
import enHelp from '@/locales/en/help.json';
import enPortal from '@/locales/en/portal.json';

/**
 * The client portal's own i18next instance (issue #19), so the signed-in app and the public site
 * stay free of it. Catalogues live in web/src/locales/<language>/<namespace>.json: English is
 * bundled (the fallback for any missing key), the others load on demand as their own chunks.
 */
export const PORTAL_NAMESPACES = ['portal', 'help'] as const;

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

export const portalI18n: i18n = i18next.createInstance();

void portalI18n.use(initReactI18next).init({
  lng: SOURCE_LANGUAGE,
  fallbackLng: SOURCE_LANGUAGE,
  ns: PORTAL_NAMESPACES,
  defaultNS: 'portal',
  resources: { en: { portal: enPortal, help: enHelp } },
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

/** Loads a language's catalogues (once) and switches to it. */
export async function switchPortalLanguage(language: PortalLanguage): Promise<void> {
  if (language !== SOURCE_LANGUAGE && !portalI18n.hasResourceBundle(language, 'portal')) {
    await Promise.all(
      PORTAL_NAMESPACES.map(async (namespace) => {
        const load = catalogues[`../../locales/${language}/${namespace}.json`];
        if (load) portalI18n.addResourceBundle(language, namespace, (await load()).default);
      }),
    );
  }
  await portalI18n.changeLanguage(language);
}
