import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  ffmpegPath,
  ffprobePath,
  MediaRefusal,
  probeVideo,
  runTool,
  ToolAbortedError,
  ToolTimeoutError,
} from '@retainly/media';

const tools = { ffmpegPath: ffmpegPath({}), ffprobePath: ffprobePath({}) };
const LIMITS = { maxSeconds: 7_200, maxHeight: 2_160 };
/** ffmpeg reading an endless test pattern in real time: it runs until stopped. */
const ENDLESS = [
  '-nostdin',
  '-v',
  'error',
  '-re',
  '-f',
  'lavfi',
  '-i',
  'testsrc',
  '-f',
  'null',
  '-',
];

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('ffmpeg tooling against the real binaries', () => {
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'retainly-tools-'));
  });

  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('kills ffmpeg past its wall-clock limit', async () => {
    const started = Date.now();
    await expect(runTool(tools.ffmpegPath, ENDLESS, { timeoutMs: 700 })).rejects.toBeInstanceOf(
      ToolTimeoutError,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('kills ffmpeg when aborted, and has exited by the time it rejects', async () => {
    const abort = new AbortController();
    let pid = 0;
    const running = runTool(tools.ffmpegPath, ['-progress', 'pipe:1', ...ENDLESS], {
      signal: abort.signal,
      onStdout: () => {
        if (!pid) pid = findChildFfmpeg();
      },
    });
    setTimeout(() => abort.abort(), 700);
    await expect(running).rejects.toBeInstanceOf(ToolAbortedError);
    expect(pid).toBeGreaterThan(0);
    expect(isAlive(pid)).toBe(false);
  });

  it('measures a recording whose container states no duration', async () => {
    // A live WebM, as a browser's MediaRecorder writes: no duration in its header.
    const recording = join(scratch, 'recording');
    await promisify(execFile)(tools.ffmpegPath, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=3'],
      ...['-c:v', 'libvpx', '-b:v', '200k', '-f', 'webm', '-live', '1', recording],
    ]);

    const video = await probeVideo(recording, LIMITS, tools);

    expect(video.durationSeconds).toBeGreaterThan(2.5);
    expect(video.durationSeconds).toBeLessThan(3.5);
    expect(video).toMatchObject({ width: 160, height: 120, hasAudio: false, videoCodec: 'vp8' });
  });

  it('enforces the length limit on a measured duration too', async () => {
    const recording = join(scratch, 'recording');
    await expect(probeVideo(recording, { ...LIMITS, maxSeconds: 2 }, tools)).rejects.toEqual(
      new MediaRefusal('This video is 3 s long; the longest we accept is 2 s.'),
    );
  });

  it('does not blame the file when it is missing', async () => {
    const error = await probeVideo(join(scratch, 'gone'), LIMITS, tools).catch((e: Error) => e);
    expect(error).not.toBeInstanceOf(MediaRefusal);
    expect((error as NodeJS.ErrnoException).code).toBe('ENOENT');
  });
});

/** The pid of this process's ffmpeg child (directly, or exec'd by setpriv). */
function findChildFfmpeg(): number {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  const line = out.split('\n').find((entry) => entry.trim().endsWith('ffmpeg'));
  return line ? Number(line.trim().split(/\s+/)[0]) : 0;
}
