import { shippedModuleText, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@retainly/domain';
import { buildCaptionsVtt, type Slide } from './sample-slides';

/** The catalogue module a sample is made for, with its English as the database has it now. */
export interface SampleModule {
  categoryId: string;
  moduleId: string;
  title: string;
  description: string;
}

export interface CaptionTrack {
  language: TranslatedLanguage;
  vtt: string;
}

/**
 * A catalogue sample's captions in every translated language: the English slides' cues and
 * timings with the shipped words (the title cue: title and category; then one cue per point).
 * The video itself stays English (its slides are drawn into the frames; rendering one per
 * language would multiply the work by six). None for a module whose English was edited since
 * the translations were written, or whose points no longer pair up with the shipped ones.
 */
export function translatedCaptionTracks(
  slides: readonly Slide[],
  module: SampleModule,
): CaptionTrack[] {
  const points = slides.filter((slide) => slide.kind === 'point');
  const tracks: CaptionTrack[] = [];
  for (const language of TRANSLATED_LANGUAGES) {
    const text = shippedModuleText(language, module);
    if (!text || text.slides.length !== points.length) continue;
    let point = 0;
    const translated = slides.map((slide) => ({
      ...slide,
      caption: slide.kind === 'title' ? [text.title, text.category] : [text.slides[point++]],
    }));
    tracks.push({ language, vtt: buildCaptionsVtt(translated) });
  }
  return tracks;
}
