/**
 * Reads ffmpeg's `-progress pipe:1` output (key=value lines, each block ending in
 * `progress=continue` or `progress=end`) into a percent of the probed duration.
 */
export class ProgressParser {
  /** How far into the video ffmpeg has written, in seconds. */
  outTimeSeconds = 0;
  ended = false;
  private partial = '';

  constructor(private readonly durationSeconds: number | null) {}

  /** Takes a chunk of stdout; returns the percent when it completes a block, else null. */
  feed(chunk: string): number | null {
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    let percent: number | null = null;
    for (const line of lines) {
      const at = line.indexOf('=');
      if (at < 0) continue;
      const key = line.slice(0, at).trim();
      const value = line.slice(at + 1).trim();
      if (key === 'out_time_us' || key === 'out_time_ms') {
        // Both are microseconds (out_time_ms is misnamed); 'N/A' before the first frame.
        const micros = Number(value);
        if (value && Number.isFinite(micros) && micros >= 0) this.outTimeSeconds = micros / 1e6;
      } else if (key === 'progress') {
        this.ended = value === 'end';
        percent = this.percent();
      }
    }
    return percent;
  }

  /** 0-99 while running (100 only once ffmpeg says it ended); null without a duration. */
  percent(): number | null {
    if (this.ended) return 100;
    if (!this.durationSeconds || this.durationSeconds <= 0) return null;
    const share = Math.floor((this.outTimeSeconds / this.durationSeconds) * 100);
    return Math.min(99, Math.max(0, share));
  }
}
