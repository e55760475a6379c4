const KEY = 'affiliate_id';

/**
 * The am_id a visitor arrived with, kept in session storage for later pages (spec §2). Storage
 * can be blocked (privacy settings): then the id from the address still counts, just not later.
 */
export function rememberAffiliate(search: string): string | undefined {
  const fromQuery = new URLSearchParams(search).get('am_id');
  try {
    if (fromQuery) sessionStorage.setItem(KEY, fromQuery);
    return fromQuery ?? sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return fromQuery ?? undefined;
  }
}

export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
