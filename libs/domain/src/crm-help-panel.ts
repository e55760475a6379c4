/**
 * The portal's embedded help page (/{id}/help) and its public api (issue #19): which modules
 * help on a CRM page, search across the version's modules, and what the panel reports.
 */
import type { CrmRoute, HelpEventKind } from './crm-help';

/** A module of the version, by its key in version_modules. */
export interface HelpModuleRef {
  categoryId: string;
  moduleId: string;
}

/** GET /api/portal/:versionId/help?route=: the modules for that page, most useful first. */
export interface HelpModules {
  route: CrmRoute | null;
  modules: HelpModuleRef[];
}

/** Where a search hit matched, best first: its title, its description, or what it says. */
export type HelpMatchField = 'title' | 'description' | 'transcript';

export interface HelpSearchHit extends HelpModuleRef {
  title: string;
  matchedIn: HelpMatchField;
  /** Plain text around the match ('…' where cut), at most about 160 characters. */
  snippet: string;
}

/** GET /api/portal/:versionId/search?q=: up to HELP_SEARCH_LIMIT modules, best first. */
export interface HelpSearchResults {
  query: string;
  hits: HelpSearchHit[];
}

export const HELP_SEARCH_LIMIT = 20;
/** The longest search the api takes (and that a usage event keeps). */
export const HELP_QUERY_MAX = 100;
/**
 * How often one client's usage of a kind is kept (and sent to the agency's endpoints), so
 * typing, or a script holding a client's token, cannot flood a CRM or inflate the dashboard:
 * one search per 5 s, one open per CRM page per 30 s, one play per module per minute.
 */
export const HELP_EVENT_REPEAT_SECONDS = { searched: 5, opened: 30, played: 60 } as const;

/** POST /api/portal/:versionId/help-events (the client's bearer token). */
export interface HelpEventInput {
  kind: HelpEventKind;
  route?: CrmRoute | null;
  /** The CRM sub-account the panel is in (null: outside one, or unknown). */
  subAccountId?: string | null;
  /** 'searched': what was searched, trimmed, at most HELP_QUERY_MAX characters. */
  query?: string;
  /** 'played': the module. */
  categoryId?: string;
  moduleId?: string;
}

/** Whether it was kept: a repeat within HELP_EVENT_REPEAT_SECONDS of the last is not. */
export interface HelpEventRecorded {
  recorded: boolean;
}

/** A usage event's search text as stored: whitespace collapsed, trimmed, cut to the maximum. */
export const helpQueryOf = (query: string): string =>
  query.replace(/\s+/g, ' ').trim().slice(0, HELP_QUERY_MAX).trim();

/**
 * A short plain-text window of `text` around the first case-insensitive match of `query`
 * (about `width` characters, cut at word edges, '…' where text was left out).
 */
export function matchSnippet(text: string, query: string, width = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const at = plain.toLowerCase().indexOf(query.trim().toLowerCase());
  if (plain.length <= width) return plain;
  const center = at < 0 ? 0 : at + Math.floor(query.trim().length / 2);
  let start = Math.max(0, center - Math.floor(width / 2));
  let end = Math.min(plain.length, start + width);
  start = Math.max(0, end - width);
  if (start > 0) {
    const space = plain.indexOf(' ', start);
    if (space > 0 && space < (at < 0 ? start + 20 : Math.min(at, start + 20))) start = space + 1;
  }
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > Math.max(start, at + query.length)) end = space;
  }
  return `${start > 0 ? '…' : ''}${plain.slice(start, end)}${end < plain.length ? '…' : ''}`;
}
