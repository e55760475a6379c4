import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A SITE_CONFIG_FILE of the test's own. Outside production an unset SITE_CONFIG_FILE means the
 * bundled configuration (config/site.bundled.json), so a test of the unconfigured fallbacks
 * passes `siteConfigFile()`: nothing configured, every link null and no webinar sessions.
 */
export function siteConfigFile(content: object = {}): string {
  const file = join(mkdtempSync(join(tmpdir(), 'site-config-')), 'site-config.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}
