import { TRANSLATED_LANGUAGES, VIDEO_CATALOGUE, VIDEO_CATEGORIES } from '@retainly/domain';
import { translatedCaptionTracks } from './sample-caption-tracks';
import { buildCaptionsVtt, planSlides } from './sample-slides';

/** Each cue of a WebVTT file: its timing line and its text. */
const cues = (vtt: string) =>
  vtt
    .split('\n\n')
    .slice(1)
    .map((cue) => {
      const [, timing, ...text] = cue.trim().split('\n');
      return { timing, text: text.join('\n') };
    });

const englishSlides = (video: (typeof VIDEO_CATALOGUE)[number]) =>
  planSlides({
    kicker: VIDEO_CATEGORIES.find((c) => c.id === video.categoryId)!.title,
    title: video.title,
    description: video.description,
  });

describe('translated caption tracks of the catalogue samples', () => {
  it.each(VIDEO_CATALOGUE.map((video) => [`${video.categoryId}/${video.moduleId}`, video]))(
    '%s: every portal language, with the English cues and timings',
    (_key, video) => {
      const slides = englishSlides(video);
      const english = cues(buildCaptionsVtt(slides));
      const tracks = translatedCaptionTracks(slides, video);
      expect(tracks.map((track) => track.language)).toEqual(TRANSLATED_LANGUAGES);
      for (const track of tracks) {
        const translated = cues(track.vtt);
        expect(translated.map((cue) => cue.timing)).toEqual(english.map((cue) => cue.timing));
        for (const [index, cue] of translated.entries()) {
          expect(cue.text.trim()).not.toBe('');
          expect(cue.text).not.toBe(english[index].text);
        }
      }
    },
  );

  it('opens with the title and category in the language, as the English does', () => {
    const video = VIDEO_CATALOGUE.find((v) => v.moduleId === 'import-contacts')!;
    const french = translatedCaptionTracks(englishSlides(video), video).find(
      (track) => track.language === 'fr',
    )!;
    expect(cues(french.vtt)[0].text).toBe('Importez vos contacts\nConfiguration de base');
  });

  it('makes none for a module whose English was edited since', () => {
    const video = { ...VIDEO_CATALOGUE[0], description: 'Our own words. In two sentences.' };
    expect(translatedCaptionTracks(planSlides({ kicker: '', ...video }), video)).toEqual([]);
  });
});
