import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CRM_ROUTES, MODULE_STATUSES, PORTAL_LANGUAGES, VIDEO_CATEGORIES } from '@retainly/domain';

/**
 * Issue #19: the portal in each language has no untranslated key. Walks the catalogues in
 * web/src/locales against English, and the portal's source against the English catalogue.
 */
const LOCALES = join(__dirname, '../../web/src/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Catalogue = Record<string, string>;

function flatten(value: unknown, prefix = '', into: Catalogue = {}): Catalogue {
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') into[path] = child;
    else flatten(child, path, into);
  }
  return into;
}

const catalogue = (language: string, namespace: string): Catalogue =>
  flatten(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')));

/** Each key with its plural suffix taken off, and the categories it is given in. */
function byBaseKey(entries: Catalogue) {
  const bases = new Map<string, { categories: Set<string>; texts: string[] }>();
  for (const [key, text] of Object.entries(entries)) {
    const match = PLURAL.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const entry = bases.get(base) ?? { categories: new Set(), texts: [] };
    if (match) entry.categories.add(match[1]);
    entry.texts.push(text);
    bases.set(base, entry);
  }
  return bases;
}

/** {{placeholders}} (formats dropped) and <tags> a text relies on. */
const tokensOf = (texts: string[]) =>
  [
    ...new Set(
      texts.flatMap((text) => [
        ...[...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`),
        ...[...text.matchAll(/<\/?(\w+)>/g)].map((m) => `<${m[1]}>`),
      ]),
    ),
  ].sort();

const NAMESPACES = readdirSync(join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));

describe('portal catalogues', () => {
  it('has a folder for every portal language and the same namespaces in each', () => {
    const folders = readdirSync(LOCALES).filter((f) => statSync(join(LOCALES, f)).isDirectory());
    expect(folders.sort()).toEqual([...PORTAL_LANGUAGES].sort());
    for (const language of PORTAL_LANGUAGES) {
      expect(readdirSync(join(LOCALES, language)).sort()).toEqual(
        NAMESPACES.map((ns) => `${ns}.json`).sort(),
      );
    }
    expect(Object.keys(catalogue('en', 'portal')).length).toBeGreaterThan(90);
  });

  const cases = PORTAL_LANGUAGES.flatMap((language) =>
    NAMESPACES.map((namespace) => [language, namespace] as const),
  );

  it.each(cases)('%s/%s has exactly the English keys, all filled in', (language, namespace) => {
    const english = byBaseKey(catalogue('en', namespace));
    const entries = catalogue(language, namespace);
    const translated = byBaseKey(entries);
    // No missing key, no extra one.
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    // No empty text.
    const empty = Object.entries(entries).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
    // The same placeholders and tags as English, so nothing the code passes is lost.
    for (const [key, { texts }] of english) {
      expect({ key, tokens: tokensOf(translated.get(key)!.texts) }).toEqual({
        key,
        tokens: tokensOf(texts),
      });
    }
  });

  it.each(PORTAL_LANGUAGES)('%s has every plural form its language needs', (language) => {
    const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    for (const namespace of NAMESPACES) {
      const english = byBaseKey(catalogue('en', namespace));
      const translated = byBaseKey(catalogue(language, namespace));
      for (const [key, { categories }] of english) {
        if (categories.size === 0) continue;
        expect({ key, forms: [...translated.get(key)!.categories].sort() }).toEqual({
          key,
          forms: needed,
        });
      }
    }
  });
});

/** Every .ts/.tsx file under a folder of web/src. */
function sources(folder: string): string[] {
  const root = join(__dirname, '../../web/src', folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(root, file));
}

describe('portal source', () => {
  // The help panel (features/help-embed) uses both namespaces: 'help' and the portal's own.
  const english = { ...catalogue('en', 'portal'), ...catalogue('en', 'help') };
  const exists = (key: string) => key in english || `${key}_other` in english;
  const groups = new Set(Object.keys(english).map((key) => key.split('.')[0]));

  it("uses only keys of the English catalogue (t('…'), i18nKey, and key literals)", () => {
    const files = [
      ...sources('features/portal'),
      ...sources('features/unsubscribe'),
      ...sources('features/help-embed'),
    ];
    expect(files.length).toBeGreaterThan(20);
    const used = new Set<string>();
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)) used.add(m[1]);
      for (const m of code.matchAll(/i18nKey=["']([^"']+)["']/g)) used.add(m[1]);
      // Keys kept in tables or passed as fallbacks: a literal starting with a catalogue group.
      for (const m of code.matchAll(/['"]([a-zA-Z]+\.[\w.-]+)['"]/g)) {
        if (groups.has(m[1].split('.')[0]) && !/\.(json|tsx?)$/.test(m[1])) used.add(m[1]);
      }
    }
    expect(used.size).toBeGreaterThan(60);
    expect([...used].filter((key) => !exists(key))).toEqual([]);
  });

  it('has the keys built at run time: every status and every catalogue category', () => {
    for (const status of MODULE_STATUSES) expect(exists(`status.${status}`)).toBe(true);
    for (const route of CRM_ROUTES) expect(exists(`routes.${route}`)).toBe(true);
    for (const { id, title, description } of VIDEO_CATEGORIES) {
      // English is the code's own text, word for word.
      expect(english[`categories.${id}.title`]).toBe(title);
      expect(english[`categories.${id}.description`]).toBe(description);
    }
  });
});
