import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HELP_LAUNCHER_FILE, type HelpLauncherInline } from '@retainly/domain';
import { WEB_DIST } from '../http/web-dist';

/** The built launcher's placeholder argument (HELP_LAUNCHER_INLINE_MARK), in either quotes. */
const MARK = /(["'`])__HELP_LAUNCHER_CONFIG__\1/;

let parts: [string, string] | null | undefined;

/** The built launcher split around its placeholder, read once; null without a build. */
function launcherParts(): [string, string] | null {
  if (parts !== undefined) return parts;
  try {
    const code = readFileSync(join(WEB_DIST, HELP_LAUNCHER_FILE), 'utf8');
    const found = MARK.exec(code);
    parts = found ? [code.slice(0, found.index), code.slice(found.index + found[0].length)] : null;
  } catch {
    parts = null;
  }
  return parts;
}

/**
 * The launcher's code with `config` written in as a literal, so the CRM page makes one request
 * and draws the button as soon as the script runs. JSON is valid JavaScript here; `<` is
 * escaped anyway so no text of the agency's can read as markup. null without a launcher build.
 */
export function launcherScriptWith(config: HelpLauncherInline): string | null {
  const split = launcherParts();
  if (!split) return null;
  const literal = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `${split[0]}${literal}${split[1]}`;
}
