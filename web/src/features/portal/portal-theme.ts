import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import {
  DEFAULT_PORTAL_COLORS,
  normalizeHexColor,
  readableTextColor,
  type PortalView,
} from '@retainly/domain';

/**
 * The agency's colours as CSS custom properties on the portal's root, each with the text colour
 * that stays readable on it (black or white by WCAG contrast): primary for the header, buttons
 * and progress, secondary for completed states, tertiary for accents.
 */
export function portalTheme(colors: PortalView['colors']): CSSProperties {
  const vars: Record<string, string> = {};
  for (const role of ['primary', 'secondary', 'tertiary'] as const) {
    const color = normalizeHexColor(colors[role] ?? '') ?? DEFAULT_PORTAL_COLORS[role];
    vars[`--portal-${role}`] = color;
    vars[`--portal-on-${role}`] = readableTextColor(color);
  }
  return vars as CSSProperties;
}

/** The tab's title: the agency's, never ours. */
export const portalTitle = (t: TFunction<'portal'>, agencyName: string | null) =>
  agencyName ? t('title.withAgency', { agency: agencyName }) : t('title.plain');

/** A keyboard focus ring that shows on the portal's white surfaces whatever the brand. */
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/** The brand's solid button: primary background, readable text, focus ring. */
export const PRIMARY_BUTTON = `inline-flex items-center justify-center rounded-lg bg-(--portal-primary) px-4 py-2.5 text-sm font-semibold text-(--portal-on-primary) shadow-sm transition hover:brightness-95 disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`;

export const OUTLINE_BUTTON = `inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 transition hover:bg-slate-50 ${FOCUS_RING}`;

/** The sign-in cards (the identity form, the e-mailed code): one column, the agency's accent on top. */
export const SIGN_IN_CARD =
  'mx-auto w-full max-w-md rounded-2xl border-t-4 border-(--portal-tertiary) bg-white p-6 shadow-sm sm:mt-6 sm:p-8';
