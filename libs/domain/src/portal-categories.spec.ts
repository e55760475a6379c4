import { portalCategories } from './portal-categories';
import { VIDEO_CATEGORIES } from './video-catalogue';

const [setup, marketing] = VIDEO_CATEGORIES;
const video = (key: string, category: string) => ({ key, category });
const grouped = (videos: { key: string; category: string }[]) =>
  portalCategories(videos, (v) => v.category).map((c) => ({
    id: c.id,
    title: c.title,
    keys: c.videos.map((v) => v.key),
  }));

describe('portalCategories', () => {
  it('keeps the catalogue categories, titled, in the order of their modules', () => {
    const result = portalCategories(
      [video('a', setup.id), video('b', setup.id), video('c', marketing.id)],
      (v) => v.category,
    );
    expect(result).toEqual([
      { ...setup, videos: [video('a', setup.id), video('b', setup.id)] },
      { ...marketing, videos: [video('c', marketing.id)] },
    ]);
  });

  it("mixes the agency's modules into a catalogue category in the agency's order", () => {
    expect(grouped([video('a', setup.id), video('mine', setup.id), video('b', setup.id)])).toEqual([
      { id: setup.id, title: setup.title, keys: ['a', 'mine', 'b'] },
    ]);
  });

  it("shows the agency's own categories where their first module is, titled as named", () => {
    expect(
      grouped([
        video('welcome', 'own:Welcome'),
        video('a', setup.id),
        video('kickoff', 'own:Our process'),
        video('c', marketing.id),
        video('later', 'own:Welcome'),
      ]),
    ).toEqual([
      { id: 'own:Welcome', title: 'Welcome', keys: ['welcome', 'later'] },
      { id: setup.id, title: setup.title, keys: ['a'] },
      { id: 'own:Our process', title: 'Our process', keys: ['kickoff'] },
      { id: marketing.id, title: marketing.title, keys: ['c'] },
    ]);
  });

  it('gives own categories no description and leaves unknown ids out', () => {
    const result = portalCategories(
      [video('x', 'retired-category'), video('y', 'own:'), video('z', 'own:Extras')],
      (v) => v.category,
    );
    expect(result).toEqual([
      { id: 'own:Extras', title: 'Extras', description: '', videos: [video('z', 'own:Extras')] },
    ]);
  });

  it('has no categories without videos', () => {
    expect(portalCategories([], () => setup.id)).toEqual([]);
  });
});
