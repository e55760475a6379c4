import { parseTranslations, translationMessages } from './openai-translation-writer';

const asked = [
  { key: 'setup/tour', title: 'Account tour', description: 'A tour.' },
  { key: 'setup/profile', title: 'Business profile', description: '' },
];

describe('AI translation answers', () => {
  it('keeps known keys with a title, trimmed and clipped to the limits', () => {
    const answer = JSON.stringify({
      translations: [
        { key: 'setup/tour', title: '  Recorrido  ', description: 'x'.repeat(700) },
        { key: 'setup/unknown', title: 'Nope', description: '' },
        { key: 'setup/profile', title: '   ', description: 'No title' },
      ],
    });
    expect(parseTranslations(answer, asked)).toEqual([
      { key: 'setup/tour', title: 'Recorrido', description: 'x'.repeat(600) },
    ]);
  });

  it('finds nothing usable in a malformed answer', () => {
    expect(parseTranslations('{"translations": [', asked)).toEqual([]);
    expect(parseTranslations('{"other": []}', asked)).toEqual([]);
    expect(parseTranslations(null, asked)).toEqual([]);
  });

  it('names the language and fences the English as data', () => {
    const [system, user] = translationMessages('pt-BR', asked);
    expect(system!.role).toBe('system');
    expect(user!.content).toContain('<language>Portuguese (Brazil) (pt-BR)</language>');
    expect(user!.content).toContain(`<modules>\n${JSON.stringify(asked)}\n</modules>`);
  });
});
