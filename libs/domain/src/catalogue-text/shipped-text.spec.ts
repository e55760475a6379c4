import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATED_LANGUAGES } from '../languages';
import { TRANSLATION_LIMITS } from '../translations';
import { VIDEO_CATALOGUE, VIDEO_CATEGORIES } from '../video-catalogue';
import { SHIPPED_CATALOGUE_TEXT, shippedModuleText, shippedTranslationRows } from './index';

const portalCatalogue = (language: string) =>
  JSON.parse(
    readFileSync(join(__dirname, '../../../../web/src/locales', language, 'portal.json'), 'utf8'),
  ) as { categories: Record<string, { title: string }> };

describe('the shipped catalogue translations', () => {
  it.each(TRANSLATED_LANGUAGES)(
    'gives every module a title and description of its own in %s',
    (language) => {
      const text = SHIPPED_CATALOGUE_TEXT[language];
      expect(Object.keys(text.modules).sort()).toEqual(
        VIDEO_CATALOGUE.map((v) => `${v.categoryId}/${v.moduleId}`).sort(),
      );
      for (const video of VIDEO_CATALOGUE) {
        const shipped = shippedModuleText(language, video)!;
        expect(shipped.title.trim()).not.toBe('');
        expect(shipped.description.trim()).not.toBe('');
        expect(shipped.title).not.toBe(video.title);
        expect(shipped.description).not.toBe(video.description);
        expect(shipped.title.length).toBeLessThanOrEqual(TRANSLATION_LIMITS.titleMax);
        expect(shipped.description.length).toBeLessThanOrEqual(TRANSLATION_LIMITS.descriptionMax);
        expect(shipped.slides.length).toBeGreaterThan(0);
        for (const slide of shipped.slides) {
          expect(slide.trim()).not.toBe('');
          expect(slide).toBe(slide.trim());
        }
      }
    },
  );

  it.each(TRANSLATED_LANGUAGES)('names the categories as the portal does in %s', (language) => {
    const headings = portalCatalogue(language).categories;
    for (const category of VIDEO_CATEGORIES) {
      expect(SHIPPED_CATALOGUE_TEXT[language].categories[category.id]).toBe(
        headings[category.id].title,
      );
    }
  });

  it('has no text for a module whose English changed, or one not in the catalogue', () => {
    const video = VIDEO_CATALOGUE[0];
    expect(shippedModuleText('fr', { ...video, title: 'A new title' })).toBeNull();
    expect(shippedModuleText('fr', { ...video, description: 'New words.' })).toBeNull();
    expect(shippedModuleText('fr', { ...video, moduleId: 'unknown' })).toBeNull();
  });

  it('lists one row per module and language beside the English it translates', () => {
    const rows = shippedTranslationRows();
    expect(rows).toHaveLength(VIDEO_CATALOGUE.length * TRANSLATED_LANGUAGES.length);
    expect(rows).toContainEqual({
      categoryId: 'foundational-setup',
      moduleId: 'import-contacts',
      language: 'de',
      englishTitle: 'Import Your Contacts',
      englishDescription: VIDEO_CATALOGUE.find((v) => v.moduleId === 'import-contacts')!
        .description,
      title: 'Kontakte importieren',
      description:
        SHIPPED_CATALOGUE_TEXT.de.modules['foundational-setup/import-contacts'].description,
    });
  });
});
