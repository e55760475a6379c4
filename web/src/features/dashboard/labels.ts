import {
  lastLoginText,
  VERSION_TIER_NAMES,
  VERSION_TIERS,
  type HelpUse,
  type VersionTier,
} from '@retainly/domain';

/** 'basic' -> 'Basic'; a tier the app does not know is shown as it came. */
export function tierLabel(tier: string): string {
  return (VERSION_TIERS as readonly string[]).includes(tier)
    ? VERSION_TIER_NAMES[tier as VersionTier]
    : tier;
}

/** A date in the reader's locale, e.g. '3 Mar 2025' or 'Mar 3, 2025'. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** Stands in for a missing name or e-mail. */
export const MISSING = '—';

/** Verified watch time, e.g. '7.4 min' (the api sends minutes to one decimal). */
export const minutesText = (minutes: number) =>
  `${minutes.toLocaleString(undefined, { maximumFractionDigits: 1 })} min`;

/** The client's watch time, labelled '(unverified)' when nobody proved who watched (issue #32). */
export const watchTimeText = (row: { minutesWatched: number; identityVerified: boolean }) =>
  `${minutesText(row.minutesWatched)}${row.identityVerified ? '' : ' (unverified)'}`;

/** 'Today', 'N days ago', or 'Not yet' for a client who never played a module. */
export const lastWatchedText = (iso: string | null, now: Date) =>
  iso ? lastLoginText(new Date(iso), now) : 'Not yet';

/** A client's use of the help panel inside the CRM: 'Opened 3 times, 2 searches, 1 video'. */
export function helpUseText({ opened, searched, played }: HelpUse): string {
  if (opened + searched + played === 0) return 'Not used yet';
  const times = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  return `Opened ${times(opened, 'time', 'times')}, ${times(searched, 'search', 'searches')}, ${times(played, 'video played', 'videos played')}`;
}
