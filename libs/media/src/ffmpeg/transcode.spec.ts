import {
  planRenditions,
  posterArgs,
  posterTime,
  transcodeArgs,
  type TranscodeJob,
} from './transcode';

describe('planRenditions', () => {
  it('makes 720p and 1080p from a 1080p source', () => {
    expect(planRenditions({ width: 1920, height: 1080 })).toEqual([
      { level: 720, width: 1280, height: 720 },
      { level: 1080, width: 1920, height: 1080 },
    ]);
  });

  it('makes 720p only from a 720p source, and 1080p at most from 4K', () => {
    expect(planRenditions({ width: 1280, height: 720 })).toEqual([
      { level: 720, width: 1280, height: 720 },
    ]);
    expect(planRenditions({ width: 3840, height: 2160 }).map((r) => [r.width, r.height])).toEqual([
      [1280, 720],
      [1920, 1080],
    ]);
  });

  it('never upscales a small source, and keeps every size even', () => {
    expect(planRenditions({ width: 320, height: 240 })).toEqual([
      { level: 720, width: 320, height: 240 },
    ]);
    expect(planRenditions({ width: 321, height: 241 })).toEqual([
      { level: 720, width: 322, height: 242 },
    ]);
  });

  it('scales by the short side, keeping the aspect ratio of portrait and odd shapes', () => {
    expect(planRenditions({ width: 1080, height: 1920 })).toEqual([
      { level: 720, width: 720, height: 1280 },
      { level: 1080, width: 1080, height: 1920 },
    ]);
    const [cinema] = planRenditions({ width: 2048, height: 858 });
    expect(cinema).toEqual({ level: 720, width: 1718, height: 720 });
    expect(cinema.width % 2).toBe(0);
  });
});

describe('transcodeArgs', () => {
  const job = (changes: Partial<TranscodeJob> = {}): TranscodeJob => ({
    input: '/tmp/work/source',
    video: { durationSeconds: 12.5, hasAudio: true },
    outputs: [
      { level: 720, width: 1280, height: 720, path: '/tmp/work/720.mp4' },
      { level: 1080, width: 1920, height: 1080, path: '/tmp/work/1080.mp4' },
    ],
    maxSeconds: 7_200,
    ...changes,
  });
  /** The value after each occurrence of a flag. */
  const valuesOf = (args: string[], flag: string) =>
    args.flatMap((arg, i) => (arg === flag ? [args[i + 1]] : []));

  it('runs without stdin, with local files only, reporting progress on stdout', () => {
    const args = transcodeArgs(job());
    expect(args).toContain('-nostdin');
    expect(valuesOf(args, '-protocol_whitelist')).toEqual(['file,pipe']);
    expect(valuesOf(args, '-progress')).toEqual(['pipe:1']);
    expect(valuesOf(args, '-format_whitelist')[0]).not.toMatch(/hls|concat/);
    expect(valuesOf(args, '-i')).toEqual(['file:/tmp/work/source']);
    expect(args.indexOf('-protocol_whitelist')).toBeLessThan(args.indexOf('-i'));
  });

  it('decodes once and writes one H.264/AAC faststart MP4 per rendition', () => {
    const args = transcodeArgs(job());
    expect(valuesOf(args, '-filter_complex')).toEqual([
      '[0:v:0]split=2[s0][s1];' +
        '[s0]scale=1280:720,setsar=1,format=yuv420p[v0];' +
        '[s1]scale=1920:1080,setsar=1,format=yuv420p[v1]',
    ]);
    expect(valuesOf(args, '-map')).toEqual(['[v0]', '0:a:0', '[v1]', '0:a:0']);
    expect(valuesOf(args, '-c:v')).toEqual(['libx264', 'libx264']);
    expect(valuesOf(args, '-preset')).toEqual(['veryfast', 'veryfast']);
    expect(valuesOf(args, '-crf')).toEqual(['23', '23']);
    expect(valuesOf(args, '-pix_fmt')).toEqual(['yuv420p', 'yuv420p']);
    expect(valuesOf(args, '-c:a')).toEqual(['aac', 'aac']);
    expect(valuesOf(args, '-movflags')).toEqual(['+faststart', '+faststart']);
    expect(valuesOf(args, '-f')).toEqual(['mp4', 'mp4']);
    expect(args.slice(-1)).toEqual(['file:/tmp/work/1080.mp4']);
    expect(args).toContain('file:/tmp/work/720.mp4');
  });

  it('gives a silent source a silent AAC track as long as the video, in every rendition', () => {
    const args = transcodeArgs(job({ video: { durationSeconds: 12.5, hasAudio: false } }));
    expect(valuesOf(args, '-filter_complex')[0]).toContain(
      'anullsrc=r=48000:cl=stereo,atrim=duration=12.5,asplit=2[a0][a1]',
    );
    expect(valuesOf(args, '-map')).toEqual(['[v0]', '[a0]', '[v1]', '[a1]']);
  });

  it('reads no further than MAX_VIDEO_SECONDS, whatever the header said', () => {
    const args = transcodeArgs(job({ maxSeconds: 600 }));
    expect(valuesOf(args, '-t')).toEqual(['600']);
    expect(args.indexOf('-t')).toBeLessThan(args.indexOf('-i'));
  });
});

describe('posters', () => {
  it('are taken 1 s in, or a third of the way into a short clip', () => {
    expect(posterTime(60)).toBe(1);
    expect(posterTime(3)).toBe(1);
    expect(posterTime(1.5)).toBe(0.5);
  });

  it('are one JPEG frame, seeking before opening the input', () => {
    const args = posterArgs('/tmp/work/720.mp4', 1, '/tmp/work/poster.jpg');
    expect(args.indexOf('-ss')).toBeLessThan(args.indexOf('-i'));
    expect(args).toEqual(expect.arrayContaining(['-frames:v', '1', '-f', 'image2']));
    expect(args.at(-1)).toBe('file:/tmp/work/poster.jpg');
  });
});
