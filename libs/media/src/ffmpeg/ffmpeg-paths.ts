import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join, sep } from 'node:path';
import type { AppConfig } from '@retainly/config';
import {
  chooseMediaTool,
  type MediaToolChoice,
  type MediaToolName,
  type MediaToolSource,
} from './choose-media-tool';

export type FfmpegConfig = Partial<
  Pick<AppConfig, 'FFMPEG_PATH' | 'FFPROBE_PATH' | 'NODE_ENV' | 'MEDIA_ALLOW_BUNDLED_FFMPEG'>
>;

const INSTALLER: Record<MediaToolName, string> = {
  ffmpeg: '@ffmpeg-installer/ffmpeg',
  ffprobe: '@ffprobe-installer/ffprobe',
};

/** ffmpeg: FFMPEG_PATH, else the one on the PATH, else the static build `npm install` brought. */
export function ffmpegPath(config: FfmpegConfig): string {
  return chooseTool('ffmpeg', config).path;
}

/** ffprobe: FFPROBE_PATH, else the one on the PATH, else the static build `npm install` brought. */
export function ffprobePath(config: FfmpegConfig): string {
  return chooseTool('ffprobe', config).path;
}

export function chooseTool(tool: MediaToolName, config: FfmpegConfig): MediaToolChoice {
  return chooseMediaTool({
    tool,
    configured: tool === 'ffmpeg' ? config.FFMPEG_PATH : config.FFPROBE_PATH,
    onPath: findOnPath(tool),
    bundled: () => installedBinary(INSTALLER[tool]),
    production: config.NODE_ENV === 'production',
    allowBundled: config.MEDIA_ALLOW_BUNDLED_FFMPEG === true,
  });
}

const SOURCE_WORDS: Record<MediaToolSource, string> = {
  configured: 'from its variable',
  path: 'from the PATH',
  bundled: 'the bundled static build',
};

/**
 * What a process says at boot about the media tools: which binary each is and the version it
 * reports. Throws (the process must not start) when production would run the bundled build.
 */
export function describeMediaTools(config: FfmpegConfig): string {
  return (['ffmpeg', 'ffprobe'] as const)
    .map((tool) => {
      const choice = chooseTool(tool, config);
      return `${tool} ${choice.path} (${SOURCE_WORDS[choice.source]}): ${toolVersion(choice.path)}`;
    })
    .join('; ');
}

/** The first line of `<tool> -version` ("ffmpeg version 5.1.6-0+deb12u1 ..."), or why not. */
function toolVersion(path: string): string {
  const run = spawnSync(path, ['-version'], { encoding: 'utf8', timeout: 10_000 });
  if (run.error) return `does not run (${run.error.message})`;
  const first = run.stdout.split('\n')[0]?.trim() ?? '';
  return first.replace(/\s+Copyright.*$/, '') || `exited with code ${String(run.status)}`;
}

/** node_modules/.bin entries are npm's, not the system's: never mistaken for a maintained build. */
function findOnPath(tool: MediaToolName): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir || dir.split(sep).includes('node_modules')) continue;
    const candidate = join(dir, tool);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

/**
 * Loaded on first use, not at import: the installer packages throw on a platform they have no
 * binary for, and a deployment with a system ffmpeg must not need them at all.
 */
function installedBinary(name: string): string | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(name) as { path: string }).path;
  } catch {
    return undefined;
  }
}
