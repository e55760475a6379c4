import {
  isPortalLanguage,
  PORTAL_LANGUAGES,
  preferredPortalLanguage,
  type PortalLanguage,
} from '@retainly/domain';

/**
 * The language a client chose on this device for one portal link, under the key the embedded
 * help page (/{id}/help) reads too. Storage can be blocked: the choice is then simply not kept.
 */
export const languageKey = (versionId: string) => `portal-language:${versionId}`;

export function loadLanguage(versionId: string): PortalLanguage | null {
  try {
    const saved = localStorage.getItem(languageKey(versionId));
    return isPortalLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function saveLanguage(versionId: string, language: PortalLanguage) {
  try {
    localStorage.setItem(languageKey(versionId), language);
  } catch {
    // Blocked or full: the server keeps the signed-in client's choice anyway.
  }
}

/**
 * The language the browser asks for, when the portal speaks one of its languages (every
 * version offers all of PORTAL_LANGUAGES). Null in a browser that names none we speak.
 */
export function browserLanguage(): PortalLanguage | null {
  if (typeof navigator === 'undefined') return null;
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  return preferredPortalLanguage(tags.filter(Boolean), PORTAL_LANGUAGES);
}
