const KEY = 'affiliate_id';

/** The am_id a visitor arrived with, kept in session storage for later pages (spec §2). */
export function rememberAffiliate(search: string): string | undefined {
  const fromQuery = new URLSearchParams(search).get('am_id');
  if (fromQuery) sessionStorage.setItem(KEY, fromQuery);
  return fromQuery ?? sessionStorage.getItem(KEY) ?? undefined;
}

export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
