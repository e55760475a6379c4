import { describeContent } from './content-sniffing';
import { durationOf, probeVerdict, spokenDuration, type FfprobeOutput } from './probe';

const LIMITS = { maxSeconds: 7_200, maxHeight: 2_160 };

/** As ffprobe prints an MP4 from a camera: H.264 video plus AAC audio. */
function mp4({
  width = 1920,
  height = 1080,
  duration = '12.480000',
  audio = true,
  extra = {},
}: {
  width?: number;
  height?: number;
  duration?: string | undefined;
  audio?: boolean;
  extra?: Record<string, unknown>;
} = {}): FfprobeOutput {
  return {
    streams: [
      {
        codec_type: 'video',
        codec_name: 'h264',
        width,
        height,
        sample_aspect_ratio: '1:1',
        duration,
        disposition: { attached_pic: 0 },
        ...extra,
      },
      ...(audio ? [{ codec_type: 'audio', codec_name: 'aac', duration }] : []),
    ],
    format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration },
  };
}

describe('probeVerdict', () => {
  it('accepts a video, with its displayed size, duration and sound', () => {
    expect(probeVerdict(mp4(), LIMITS)).toEqual({
      ok: true,
      video: {
        durationSeconds: 12.48,
        width: 1920,
        height: 1080,
        hasAudio: true,
        formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
        videoCodec: 'h264',
      },
    });
  });

  it('accepts a silent video, noting it has no sound', () => {
    const verdict = probeVerdict(mp4({ audio: false }), LIMITS);
    expect(verdict.ok && verdict.video.hasAudio).toBe(false);
  });

  it('refuses an audio file: sound but no picture', () => {
    const m4a: FfprobeOutput = {
      streams: [{ codec_type: 'audio', codec_name: 'aac', duration: '2.0' }],
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '2.0' },
    };
    expect(probeVerdict(m4a, LIMITS)).toEqual({
      ok: false,
      reason: 'This file has sound but no picture: it is audio, not a video.',
    });
  });

  it('refuses a song whose only picture is its cover art', () => {
    const mp3: FfprobeOutput = {
      streams: [
        { codec_type: 'audio', codec_name: 'mp3', duration: '200.1' },
        {
          codec_type: 'video',
          codec_name: 'mjpeg',
          width: 600,
          height: 600,
          disposition: { attached_pic: 1 },
        },
      ],
      format: { format_name: 'mp3', duration: '200.1' },
    };
    expect(probeVerdict(mp3, LIMITS)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^This file has sound but no picture/),
    });
  });

  it.each([
    ['png_pipe', 'png', 'This file is a still image (PNG), not a video.'],
    ['image2', 'mjpeg', 'This file is a still image (JPEG), not a video.'],
    ['jpeg_pipe', 'mjpeg', 'This file is a still image (JPEG), not a video.'],
  ])('refuses a still image read by %s', (formatName, codec, reason) => {
    const image: FfprobeOutput = {
      streams: [{ codec_type: 'video', codec_name: codec, width: 320, height: 240 }],
      format: { format_name: formatName, duration: '0.040000' },
    };
    expect(probeVerdict(image, LIMITS)).toEqual({ ok: false, reason });
  });

  it('refuses text and subtitle files', () => {
    expect(probeVerdict({ streams: [], format: { format_name: 'tty' } }, LIMITS)).toEqual({
      ok: false,
      reason: 'This file is a text file, not a video.',
    });
    const vtt: FfprobeOutput = {
      streams: [{ codec_type: 'subtitle', codec_name: 'webvtt' }],
      format: { format_name: 'webvtt' },
    };
    expect(probeVerdict(vtt, LIMITS)).toEqual({
      ok: false,
      reason: 'This file is a subtitles file, not a video.',
    });
  });

  it('refuses a video longer than MAX_VIDEO_SECONDS, saying both lengths', () => {
    expect(probeVerdict(mp4({ duration: '7512.2' }), LIMITS)).toEqual({
      ok: false,
      reason: 'This video is 2 h 5 min long; the longest we accept is 2 h.',
    });
    expect(probeVerdict(mp4({ duration: '7200.0' }), LIMITS).ok).toBe(true);
  });

  it('refuses a video larger than MAX_VIDEO_HEIGHT either way up', () => {
    expect(probeVerdict(mp4({ width: 7680, height: 4320 }), LIMITS)).toEqual({
      ok: false,
      reason:
        'This video is 7680 x 4320 pixels; the largest we accept is 3840 x 2160 (either way up).',
    });
    expect(probeVerdict(mp4({ width: 3840, height: 2160 }), LIMITS).ok).toBe(true);
    expect(probeVerdict(mp4({ width: 2160, height: 3840 }), LIMITS).ok).toBe(true);
    expect(
      probeVerdict(mp4({ width: 1080, height: 1920 }), { ...LIMITS, maxHeight: 720 }),
    ).toMatchObject({
      ok: false,
      reason: expect.stringContaining('1080 x 1920 pixels; the largest we accept is 1280 x 720'),
    });
  });

  it('reports the displayed size of a phone video recorded sideways', () => {
    const legacyTag = probeVerdict(mp4({ extra: { tags: { rotate: '90' } } }), LIMITS);
    const displayMatrix = probeVerdict(
      mp4({ extra: { side_data_list: [{ rotation: -90 }] } }),
      LIMITS,
    );
    for (const verdict of [legacyTag, displayMatrix]) {
      expect(verdict).toMatchObject({ ok: true, video: { width: 1080, height: 1920 } });
    }
  });

  it('stretches non-square pixels to their displayed width', () => {
    const dv = probeVerdict(
      mp4({ width: 720, height: 576, extra: { sample_aspect_ratio: '16:15' } }),
      LIMITS,
    );
    expect(dv).toMatchObject({ ok: true, video: { width: 768, height: 576 } });
  });

  it('refuses a file that does not say how long it is, or a single frame', () => {
    expect(probeVerdict(mp4({ duration: '' }), LIMITS)).toEqual({
      ok: false,
      reason: 'This file is not a video we can play: we could not tell how long it is.',
    });
    expect(probeVerdict(mp4({ duration: 'N/A' }), LIMITS)).toMatchObject({ ok: false });
    expect(probeVerdict(mp4({ duration: '0.04' }), LIMITS)).toEqual({
      ok: false,
      reason: 'This video is too short to play: it is a single still frame.',
    });
  });
});

describe('durationOf', () => {
  it('takes the container duration, else the longest stream', () => {
    expect(durationOf({ format: { duration: '3.5' }, streams: [{ duration: '9' }] })).toBe(3.5);
    expect(durationOf({ format: {}, streams: [{ duration: '2.0' }, { duration: '2.4' }] })).toBe(
      2.4,
    );
    expect(durationOf({ format: { duration: 'N/A' }, streams: [{ duration: 'N/A' }] })).toBeNull();
  });
});

describe('spokenDuration', () => {
  it.each([
    [7_200, '2 h'],
    [3_725, '1 h 2 min'],
    [95.4, '1 min 35 s'],
    [600, '10 min'],
    [12.3, '12 s'],
  ])('says %p seconds as %p', (seconds, spoken) => {
    expect(spokenDuration(seconds)).toBe(spoken);
  });
});

describe('describeContent', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);

  it('names archives, documents and images by their leading bytes', () => {
    expect(describeContent(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00))).toBe('a ZIP archive');
    expect(describeContent(Buffer.from('%PDF-1.7\n%\xe2\xe3'))).toBe('a PDF document');
    expect(describeContent(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(
      'a PNG image',
    );
    expect(describeContent(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toBe('a JPEG image');
  });

  it('recognises text, including UTF-8 cut mid-character', () => {
    expect(describeContent(Buffer.from('hello world\nthis is not a video\n'))).toBe('a text file');
    const cut = Buffer.from('café déjà vu é').subarray(0, -1);
    expect(describeContent(cut)).toBe('a text file');
  });

  it('names nothing for binary it does not know, or an empty sample', () => {
    expect(describeContent(bytes(0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70))).toBeNull();
    expect(describeContent(bytes())).toBeNull();
  });
});
