/** The sidebar's open state survives reloads in a cookie (signed-in spec §2, §9: 7 days). */
export const SIDEBAR_COOKIE = 'sidebar:state';
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** True (open) unless the cookie says otherwise. */
export function readSidebarOpen(): boolean {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export function writeSidebarOpen(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}
