import { ProgressParser } from './progress';

/** One block as ffmpeg 4 writes it to -progress pipe:1. */
const block = (outTimeUs: string, progress = 'continue') =>
  [
    'frame=50',
    'fps=20.88',
    'bitrate= 213.6kbits/s',
    'total_size=53949',
    `out_time_us=${outTimeUs}`,
    `out_time_ms=${outTimeUs}`,
    'out_time=00:00:02.020136',
    'speed=0.843x',
    `progress=${progress}`,
    '',
  ].join('\n');

describe('ProgressParser', () => {
  it('turns out_time into a percent of the duration at the end of each block', () => {
    const parser = new ProgressParser(10);
    expect(parser.feed(block('2500000'))).toBe(25);
    expect(parser.feed(block('9990000'))).toBe(99);
    expect(parser.outTimeSeconds).toBeCloseTo(9.99);
  });

  it('reads blocks split across chunks anywhere, even mid-line', () => {
    const parser = new ProgressParser(4);
    const text = block('1000000') + block('3000000');
    const seen: number[] = [];
    for (let i = 0; i < text.length; i += 7) {
      const percent = parser.feed(text.slice(i, i + 7));
      if (percent !== null) seen.push(percent);
    }
    expect(seen).toEqual([25, 75]);
  });

  it('never says 100 before ffmpeg says it ended, and says 100 when it does', () => {
    const parser = new ProgressParser(2);
    expect(parser.feed(block('2400000'))).toBe(99);
    expect(parser.feed(block('2400000', 'end'))).toBe(100);
  });

  it('ignores N/A and negative times before the first frame', () => {
    const parser = new ProgressParser(10);
    expect(parser.feed(block('N/A'))).toBe(0);
    expect(parser.feed(block('-23220'))).toBe(0);
  });

  it('has no percent without a duration, but still measures the time written', () => {
    const parser = new ProgressParser(null);
    expect(parser.feed(block('1500000'))).toBeNull();
    expect(parser.outTimeSeconds).toBe(1.5);
  });
});
