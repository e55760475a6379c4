import { matchPortalLanguage, TRANSLATED_LANGUAGES } from './languages';

describe('portal languages', () => {
  it('matches browser tags to the closest language we speak', () => {
    expect(matchPortalLanguage('es-MX')).toBe('es');
    expect(matchPortalLanguage('pt')).toBe('pt-BR');
    expect(matchPortalLanguage('pt-PT')).toBe('pt-BR');
    expect(matchPortalLanguage('PT-br')).toBe('pt-BR');
    expect(matchPortalLanguage('de_AT')).toBe('de');
    expect(matchPortalLanguage('ja')).toBeNull();
    expect(matchPortalLanguage('')).toBeNull();
  });

  it('translates every language but English', () => {
    expect(TRANSLATED_LANGUAGES).toEqual(['es', 'pt-BR', 'fr', 'de', 'it']);
  });
});
