import type { MediaPlayback } from './media';
import { defaultPlaybackSource, videoEmbedOf, videoSourceOf } from './video-source';

const YT = 'dQw4w9WgXcQ';
const ytEmbed = (query = 'rel=0') => `https://www.youtube-nocookie.com/embed/${YT}?${query}`;

const MEDIA: MediaPlayback = {
  sources: [
    { src: '/media/renditions/b.mp4', type: 'video/mp4', height: 1080 },
    { src: '/media/renditions/a.mp4', type: 'video/mp4', height: 720 },
  ],
  poster: '/media/posters/p.jpg',
  captions: [{ src: '/media/captions/c.vtt', label: 'English', language: 'en' }],
  durationSeconds: 42,
};

describe('videoEmbedOf', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `https://youtube.com/watch?feature=share&v=${YT}`,
    `http://m.youtube.com/watch?v=${YT}`,
    `https://youtu.be/${YT}`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1`,
    `https://www.youtube.com/shorts/${YT}`,
    `https://www.youtube.com/live/${YT}?si=abc`,
    `  https://YOUTU.BE/${YT}  `,
  ])('makes %s a youtube-nocookie embed', (url) => {
    expect(videoEmbedOf(url)).toEqual({ provider: 'youtube', id: YT, embedUrl: ytEmbed() });
  });

  it('keeps a YouTube start time, in seconds or h/m/s', () => {
    expect(videoEmbedOf(`https://youtu.be/${YT}?t=90`)?.embedUrl).toBe(ytEmbed('rel=0&start=90'));
    expect(videoEmbedOf(`https://www.youtube.com/watch?v=${YT}&t=1m30s`)?.embedUrl).toBe(
      ytEmbed('rel=0&start=90'),
    );
    expect(videoEmbedOf(`https://www.youtube.com/embed/${YT}?start=3723`)?.embedUrl).toBe(
      ytEmbed('rel=0&start=3723'),
    );
    expect(videoEmbedOf(`https://youtu.be/${YT}?t=soon`)?.embedUrl).toBe(ytEmbed());
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871', 'dnt=1'],
    ['https://www.vimeo.com/76979871#t=10s', '76979871', 'dnt=1'],
    ['https://player.vimeo.com/video/76979871?autoplay=1', '76979871', 'dnt=1'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871', 'dnt=1'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', '76979871', 'dnt=1'],
    // Unlisted videos need their hash, in the path or the h parameter.
    ['https://vimeo.com/76979871/0a1b2c3d4e', '76979871', 'dnt=1&h=0a1b2c3d4e'],
    ['https://player.vimeo.com/video/76979871?h=0a1b2c3d4e', '76979871', 'dnt=1&h=0a1b2c3d4e'],
  ])('makes %s a player.vimeo.com embed', (url, id, query) => {
    expect(videoEmbedOf(url)).toEqual({
      provider: 'vimeo',
      id,
      embedUrl: `https://player.vimeo.com/video/${id}?${query}`,
    });
  });

  const LOOM = '0281766fa2d04bb788eaf19e65135184';
  const loomEmbed = `https://www.loom.com/embed/${LOOM}?hide_owner=true&hide_share=true&hide_title=true&hideEmbedTopBar=true`;

  it.each([
    `https://www.loom.com/share/${LOOM}`,
    `https://www.loom.com/share/${LOOM}?sid=5e1c2a`,
    `https://loom.com/share/Onboarding-call-recap-${LOOM}`,
    `https://www.loom.com/embed/${LOOM}`,
    `https://www.loom.com/embed/${LOOM}?hide_owner=false#t=10`,
    `https://www.loom.com/share/${LOOM.toUpperCase()}`,
    `https://share.loom.com/share/${LOOM}`,
  ])('makes %s a bare Loom embed', (url) => {
    expect(videoEmbedOf(url)).toEqual({ provider: 'loom', id: LOOM, embedUrl: loomEmbed });
  });

  it.each([
    'https://www.loom.com/share/',
    'https://www.loom.com/share/not-an-id',
    `https://www.loom.com/share/${LOOM}x`,
    `https://www.loom.com/share/${LOOM}/extra`,
    `https://www.loom.com/looms/${LOOM}`,
    `https://loom.com.evil.test/share/${LOOM}`,
    `https://notloom.com/share/${LOOM}`,
  ])('takes no Loom embed from %s', (url) => {
    expect(videoEmbedOf(url)).toBeNull();
  });

  it.each([
    'https://cdn.example.com/intro.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgX"><script>',
    'https://www.youtube.com/embed/../../evil',
    'https://www.youtube.com/channel/UC1234567890',
    'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'https://player.vimeo.com/video/abc',
    'https://vimeo.com.evil.test/76979871',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'not a url',
    '',
  ])('leaves %s alone', (url) => {
    expect(videoEmbedOf(url)).toBeNull();
  });

  it('never lets an unlisted hash carry anything but hex', () => {
    expect(videoEmbedOf('https://player.vimeo.com/video/76979871?h=x%26autoplay%3D1')).toEqual({
      provider: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
  });
});

describe('defaultPlaybackSource', () => {
  const at = (...heights: number[]) => heights.map((height) => ({ height }));

  it('plays 720p when there is one, whatever the order', () => {
    expect(defaultPlaybackSource(at(1080, 720))).toEqual({ height: 720 });
    expect(defaultPlaybackSource(at(720, 1080))).toEqual({ height: 720 });
  });

  it('falls back to the tallest under 720p, else the smallest above it', () => {
    expect(defaultPlaybackSource(at(480, 360))).toEqual({ height: 480 });
    expect(defaultPlaybackSource(at(2160, 1080))).toEqual({ height: 1080 });
    expect(defaultPlaybackSource([])).toBeNull();
  });
});

describe('videoSourceOf', () => {
  it('prefers the hosted media, at 720p, with its poster and captions', () => {
    expect(videoSourceOf(MEDIA, `https://youtu.be/${YT}`, '/still.jpg')).toEqual({
      kind: 'file',
      src: '/media/renditions/a.mp4',
      poster: '/media/posters/p.jpg',
      captions: MEDIA.captions,
    });
  });

  it("uses the operator's still when the media has no poster", () => {
    expect(videoSourceOf({ ...MEDIA, poster: null }, null, '/still.jpg')?.poster).toBe(
      '/still.jpg',
    );
  });

  it('embeds a YouTube or Vimeo URL and plays any other URL as a file', () => {
    expect(videoSourceOf(null, `https://youtu.be/${YT}`, '/still.jpg')).toEqual({
      kind: 'embed',
      embed: { provider: 'youtube', id: YT, embedUrl: ytEmbed() },
      poster: '/still.jpg',
    });
    expect(videoSourceOf(null, ' https://cdn.example.com/a.mp4 ')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/a.mp4',
      poster: null,
      captions: [],
    });
  });

  it('has nothing to play without media, or with media that has no source, and no URL', () => {
    expect(videoSourceOf(null, null)).toBeNull();
    expect(videoSourceOf(undefined, '  ')).toBeNull();
    expect(videoSourceOf({ ...MEDIA, sources: [] }, null)).toBeNull();
  });
});
