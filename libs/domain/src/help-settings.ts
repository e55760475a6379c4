/**
 * The agency's settings for the help launcher in its CRM (issue #19): which portal version the
 * button opens, the CRM domain(s) that may frame it and read its config, the button's name, and
 * the sub-accounts it shows in. Shared by the api (validation) and the onboarding tool (form).
 */
import type { HelpLauncherConfig } from './crm-help';
import { isValidSubAccountId } from './streamline-output';

export const DEFAULT_HELP_LABEL = 'Help';
export const HELP_SETTINGS_LIMITS = { label: 30, origins: 5, subAccounts: 50 } as const;

/** GET/PUT /api/onboarding/help. */
export interface HelpSettings {
  /** false until the agency saves once: the launcher stays silent until then. */
  saved: boolean;
  /** The portal version the button opens (the basic version until chosen); null: none yet. */
  versionId: string | null;
  /** e.g. ['https://app.myagency.com']: origins only, no path. */
  crmOrigins: string[];
  /** null: every sub-account; otherwise only these. */
  subAccountIds: string[] | null;
  label: string;
}

export type HelpSettingsInput = Omit<HelpSettings, 'saved'>;

/**
 * The origin of a CRM address as typed ('app.myagency.com', 'https://app.myagency.com/v2/…'),
 * or an error message. https only unless `allowHttp` (development and tests on 127.0.0.1).
 */
export function parseCrmOrigin(
  input: string,
  allowHttp: boolean,
): { origin: string } | { error: string } {
  const typed = input.trim();
  if (!typed) return { error: 'Enter your CRM domain, e.g. https://app.myagency.com.' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`);
  } catch {
    return { error: `"${typed}" is not a web address.` };
  }
  const httpOk = allowHttp && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpOk) {
    return { error: `"${typed}" must start with https://.` };
  }
  if (url.username || url.password || !url.hostname.includes('.') || /[*\s]/.test(typed)) {
    return { error: `"${typed}" is not a domain such as https://app.myagency.com.` };
  }
  return { origin: url.origin };
}

/** Sub-account ids as the form sends them: trimmed, deduplicated; the first bad one named. */
export function checkSubAccountIds(ids: string[]): { ids: string[] } | { error: string } {
  const clean = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  const bad = clean.find((id) => !isValidSubAccountId(id));
  if (bad !== undefined) {
    return { error: `"${bad.slice(0, 70)}" is not a sub-account id (letters, digits, - and _).` };
  }
  return { ids: clean };
}

/** Where the built help launcher lives on our origin (web/launcher; a stable URL). */
export const HELP_LAUNCHER_FILE = '/help-launcher.js';

/** A JavaScript string literal that cannot close the surrounding <script> element. */
const jsString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The launcher's config (HelpLauncherConfig), public, on our origin: read by /help-launcher.js. */
export const helpLauncherConfigPath = (versionId: string) =>
  `/api/help/${encodeURIComponent(versionId)}/launcher`;

/** The launcher with this version's config written into it: what the snippet loads. */
export const helpLauncherScriptPath = (versionId: string) =>
  `/api/help/${encodeURIComponent(versionId)}/launcher.js`;

/** What the api writes into the launcher's code in place of the string below (the config). */
export interface HelpLauncherInline extends HelpLauncherConfig {
  versionId: string;
}
/** The placeholder in the built launcher that the per-version script replaces. */
export const HELP_LAUNCHER_INLINE_MARK = '__HELP_LAUNCHER_CONFIG__';

/**
 * The help button's snippet, for the same Custom JavaScript setting as the menu link: one
 * async script (never blocks the CRM page) that carries its version's config, so the button is
 * drawn as soon as it runs, with no second request (bench:web: the older snippet's script plus
 * a preloaded config fetch took 61 ms more than the page alone). crossorigin: the browser runs
 * it only where the api allows the page's origin (the agency's CRM), like the config it holds.
 * Snippets pasted before (/help-launcher.js + config fetch) keep working.
 */
export function helpLauncherScript(appOrigin: string, versionId: string): string {
  return `<script>
(function () {
  var script = document.createElement("script");
  script.src = ${jsString(`${appOrigin}${helpLauncherScriptPath(versionId)}`)};
  script.async = true;
  script.crossOrigin = "anonymous";
  script.setAttribute("data-version", ${jsString(versionId)});
  (document.head || document.documentElement).appendChild(script);
})();
</script>`;
}
