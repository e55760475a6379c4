import { autoCaptionsLanguage, type CaptionTrack } from './media';

const track = (language: CaptionTrack['language']): CaptionTrack => ({
  src: `/media/captions/${language}.vtt`,
  label: language,
  language,
});

describe('the captions track a player turns on by itself', () => {
  const tracks = [track('en'), track('es')];

  it("is the client's language when there is a track in it", () => {
    expect(autoCaptionsLanguage(tracks, 'es')).toBe('es');
  });

  it('is none for English (the videos speak it), an unknown language, or no track', () => {
    expect(autoCaptionsLanguage(tracks, 'en')).toBeNull();
    expect(autoCaptionsLanguage(tracks, 'de')).toBeNull();
    expect(autoCaptionsLanguage([], 'es')).toBeNull();
    expect(autoCaptionsLanguage(tracks, null)).toBeNull();
  });
});
