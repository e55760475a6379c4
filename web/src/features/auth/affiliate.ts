/** Read by the api at sign-up too (apps/api/src/auth/affiliate-cookie.ts). */
const COOKIE = 'retainly_affiliate';
const MAX_AGE_S = 60 * 86_400;
/** What sign-up accepts as an affiliate id; anything else in the address is not a referral. */
const AFFILIATE_ID = /^[\w.-]{1,100}$/;

function keptAffiliate(): string | undefined {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  return value && AFFILIATE_ID.test(value) ? value : undefined;
}

/**
 * The am_id a visitor arrived with (spec §2), kept 60 days in a first-party cookie so a referral
 * survives new tabs and later visits; the first referral wins, a later am_id does not replace it.
 * Cookies can be blocked: then the id in the address still counts, just not later.
 */
export function rememberAffiliate(search: string): string | undefined {
  const kept = keptAffiliate();
  if (kept) return kept;
  const fromQuery = new URLSearchParams(search).get('am_id') ?? '';
  if (!AFFILIATE_ID.test(fromQuery)) return undefined;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE}=${fromQuery}; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  return fromQuery;
}

export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
