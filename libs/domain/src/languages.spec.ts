import {
  matchPortalLanguage,
  PORTAL_LANGUAGES,
  preferredPortalLanguage,
  TRANSLATED_LANGUAGES,
} from './languages';

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

  describe('preferredPortalLanguage', () => {
    it('takes the browser language when the version offers it', () => {
      expect(preferredPortalLanguage(['es-ES'], PORTAL_LANGUAGES)).toBe('es');
      expect(preferredPortalLanguage(['fr-FR', 'fr'], PORTAL_LANGUAGES)).toBe('fr');
      expect(preferredPortalLanguage(['de-DE'], PORTAL_LANGUAGES)).toBe('de');
      expect(preferredPortalLanguage(['pt-BR'], PORTAL_LANGUAGES)).toBe('pt-BR');
      expect(preferredPortalLanguage(['it'], PORTAL_LANGUAGES)).toBe('it');
      expect(preferredPortalLanguage(['en-GB'], PORTAL_LANGUAGES)).toBe('en');
    });

    it('keeps the browser order: the first tag that matches wins', () => {
      expect(preferredPortalLanguage(['de-CH', 'en-US', 'fr'], PORTAL_LANGUAGES)).toBe('de');
      expect(preferredPortalLanguage(['ja-JP', 'it-IT', 'es'], PORTAL_LANGUAGES)).toBe('it');
      // A base-language match early on beats an exact one further down.
      expect(preferredPortalLanguage(['es-MX', 'pt-BR'], PORTAL_LANGUAGES)).toBe('es');
    });

    it('skips languages the version does not offer', () => {
      expect(preferredPortalLanguage(['fr-FR', 'de-DE'], ['en', 'de'])).toBe('de');
      expect(preferredPortalLanguage(['fr-FR'], ['en', 'de'])).toBeNull();
    });

    it('answers null for no tags, blank tags or languages we do not speak', () => {
      expect(preferredPortalLanguage([], PORTAL_LANGUAGES)).toBeNull();
      expect(preferredPortalLanguage(['', ' '], PORTAL_LANGUAGES)).toBeNull();
      expect(preferredPortalLanguage(['ja', 'zh-CN'], PORTAL_LANGUAGES)).toBeNull();
    });
  });
});
