import { helpQueryOf, matchSnippet } from './crm-help-panel';

describe('matchSnippet', () => {
  it('keeps short text whole', () => {
    expect(matchSnippet('Import your contacts', 'contacts')).toBe('Import your contacts');
  });

  it('cuts a window around the match at word edges', () => {
    const text = `${'word '.repeat(60)}the secret pipeline trick ${'tail '.repeat(60)}`;
    const snippet = matchSnippet(text, 'pipeline trick', 60);
    expect(snippet).toContain('pipeline trick');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(62);
  });

  it('starts at the beginning when nothing matches', () => {
    expect(matchSnippet('a '.repeat(200), 'zzz', 20).startsWith('a')).toBe(true);
  });
});

describe('helpQueryOf', () => {
  it('collapses whitespace and caps the length', () => {
    expect(helpQueryOf('  how   to\nimport  ')).toBe('how to import');
    expect(helpQueryOf('x'.repeat(150))).toHaveLength(100);
  });
});
