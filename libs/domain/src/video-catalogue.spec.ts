import {
  CATALOGUE_SIZE,
  catalogueByCategory,
  VIDEO_CATALOGUE,
  VIDEO_CATEGORIES,
} from './video-catalogue';

describe('video catalogue', () => {
  it('holds 22 videos', () => {
    expect(CATALOGUE_SIZE).toBe(22);
    expect(VIDEO_CATALOGUE).toHaveLength(CATALOGUE_SIZE);
  });

  it('lists the five categories in spec order', () => {
    expect(VIDEO_CATEGORIES.map((c) => c.id)).toEqual([
      'foundational-setup',
      'marketing-lead-generation',
      'sales-conversation',
      'website-content',
      'commerce',
    ]);
  });

  it.each([
    ['foundational-setup', 8],
    ['marketing-lead-generation', 3],
    ['sales-conversation', 3],
    ['website-content', 3],
    ['commerce', 5],
  ])('has %s with %i videos', (categoryId, count) => {
    expect(VIDEO_CATALOGUE.filter((v) => v.categoryId === categoryId)).toHaveLength(count);
  });

  it('uses unique kebab-case module ids within each category', () => {
    const keys = VIDEO_CATALOGUE.map((v) => `${v.categoryId}/${v.moduleId}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const video of VIDEO_CATALOGUE) {
      expect(video.moduleId).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('only uses known categories', () => {
    const known = new Set<string>(VIDEO_CATEGORIES.map((c) => c.id));
    for (const video of VIDEO_CATALOGUE) expect(known.has(video.categoryId)).toBe(true);
  });

  it('gives every video a realistic running time', () => {
    for (const video of VIDEO_CATALOGUE) {
      expect(video.minutes).toBeGreaterThanOrEqual(3);
      expect(video.minutes).toBeLessThanOrEqual(12);
    }
  });

  it('never names the platform vendor or us, since the videos are brand-less', () => {
    const brand = /highlevel|retainly/i;
    const texts = [
      ...VIDEO_CATEGORIES.flatMap((c) => [c.title, c.description]),
      ...VIDEO_CATALOGUE.flatMap((v) => [v.title, v.description]),
    ];
    for (const text of texts) expect(text).not.toMatch(brand);
  });

  it('groups by category keeping the catalogue order', () => {
    const grouped = catalogueByCategory();
    expect(grouped.map((c) => c.id)).toEqual(VIDEO_CATEGORIES.map((c) => c.id));
    expect(grouped.flatMap((c) => c.videos)).toEqual([...VIDEO_CATALOGUE]);
    expect(grouped.reduce((n, c) => n + c.videos.length, 0)).toBe(CATALOGUE_SIZE);
  });
});
