import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  lengthParts,
  VIDEO_CATEGORIES,
  type ModuleStatus,
  type PortalView,
} from '@retainly/domain';
import { ApiError } from '@/lib/api-client';

/** Numbers, percents and dates in the portal's language, through Intl (not hand-made). */
export const formatPercent = (language: string, percent: number) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );

export const formatDate = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** A module's status in the portal's words ('Watching 40%', 'Completed'...). */
export function statusText(
  t: TFunction<'portal'>,
  language: string,
  status: ModuleStatus,
  percent: number,
) {
  return t(`status.${status}`, { percent: formatPercent(language, percent) });
}

/**
 * A module's length in the language's words ('12 s', '6 min'), from the seconds the api
 * measured or was given; null when unknown (nothing is shown, never '0 min'). The portal's and
 * the help panel's catalogues both have `video.seconds` and `video.minutes`.
 */
export function lengthText(
  t: (key: 'video.seconds' | 'video.minutes', options: { count: number }) => string,
  seconds: number | null,
): string | null {
  if (seconds === null) return null;
  const { unit, count } = lengthParts(seconds);
  return t(`video.${unit}`, { count });
}

/** The portal's translator plus its language, for the Intl formatting beside it. */
export function usePortalText() {
  const { t, i18n } = useTranslation('portal');
  return { t, language: i18n.language };
}

/**
 * The server's English messages the portal shows word for word, by catalogue key: the known ones
 * are shown in the client's language, anything else as the server wrote it.
 */
const SERVER_MESSAGES: Record<string, string> = {
  'Please sign in again.': 'messages.signInAgain',
  'Too many attempts. Please wait a few minutes and try again.': 'messages.tooManyRequests',
  'Please enter a valid e-mail address': 'messages.invalidEmail',
  'Please enter your name': 'messages.nameRequired',
  'This link has expired or was already used. Sign in to continue.': 'messages.resumeGone',
  'This onboarding link is not available.': 'messages.linkUnavailable',
  'That code is not valid or has expired. Check it, or ask for a new one.': 'messages.codeRefused',
  'This sign-in link has expired or was already used. Ask for a new code.':
    'messages.signInLinkGone',
  'This unsubscribe link is not valid.': 'unsubscribe.linkInvalid',
  'This video records your progress as you watch it; it completes once you have watched it.':
    'messages.tracked',
};

/** errorMessage (lib/api-client) in the portal's language. */
export function portalErrorMessage(
  t: TFunction<'portal'>,
  error: unknown,
  fallbackKey = 'messages.somethingWrong',
): string {
  if (error instanceof ApiError && error.status < 500) {
    const body = (error.body as { message?: unknown } | undefined)?.message;
    const message = Array.isArray(body) ? body[0] : body;
    if (typeof message === 'string') {
      const key = SERVER_MESSAGES[message];
      return key ? t(key as never) : message;
    }
  }
  return t(fallbackKey as never);
}

const CATALOGUE_IDS = new Set<string>(VIDEO_CATEGORIES.map((category) => category.id));

/**
 * The catalogue's own categories in the portal's language (their English is fixed in code); an
 * agency's own categories keep the words the agency wrote.
 */
export function localizeCategories(
  t: TFunction<'portal'>,
  categories: PortalView['categories'],
): PortalView['categories'] {
  return categories.map((category) =>
    CATALOGUE_IDS.has(category.id)
      ? {
          ...category,
          title: t(`categories.${category.id}.title` as never, { defaultValue: category.title }),
          description: t(`categories.${category.id}.description` as never, {
            defaultValue: category.description,
          }),
        }
      : category,
  );
}
