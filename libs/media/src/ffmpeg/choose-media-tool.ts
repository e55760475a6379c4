export type MediaToolName = 'ffmpeg' | 'ffprobe';
/** Where the binary came from: its variable, the PATH, or the npm package's static build. */
export type MediaToolSource = 'configured' | 'path' | 'bundled';

export interface MediaToolChoice {
  tool: MediaToolName;
  path: string;
  source: MediaToolSource;
}

export interface MediaToolCandidates {
  tool: MediaToolName;
  /** FFMPEG_PATH / FFPROBE_PATH. */
  configured?: string;
  /** The first executable of that name on the PATH, outside node_modules. */
  onPath?: string;
  /** The npm installer package's binary; asked for only when nothing else is there. */
  bundled: () => string | undefined;
  production: boolean;
  /** MEDIA_ALLOW_BUNDLED_FFMPEG. */
  allowBundled: boolean;
}

/** Refusing the only binary there is: the process must not start (or process) with it. */
export class MediaToolRefusedError extends Error {
  override name = 'MediaToolRefusedError';
}

export const toolVariable = (tool: MediaToolName) =>
  tool === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH';

/**
 * The variable wins, then a maintained (distribution) build on the PATH, then the static build
 * `npm install` brought. That one is years old and decodes untrusted uploads, so production
 * refuses it unless MEDIA_ALLOW_BUNDLED_FFMPEG=true says the risk is accepted.
 */
export function chooseMediaTool(candidates: MediaToolCandidates): MediaToolChoice {
  const { tool } = candidates;
  if (candidates.configured) return { tool, path: candidates.configured, source: 'configured' };
  if (candidates.onPath) return { tool, path: candidates.onPath, source: 'path' };
  const variable = toolVariable(tool);
  const install = `install a maintained ${tool} on the PATH (Debian: apt-get install ffmpeg) or set ${variable}`;
  if (candidates.production && !candidates.allowBundled) {
    throw new MediaToolRefusedError(
      `Refusing the bundled ${tool} in production (an old static build that would decode untrusted uploads): ${install}, or set MEDIA_ALLOW_BUNDLED_FFMPEG=true to accept it`,
    );
  }
  const bundled = candidates.bundled();
  if (!bundled) throw new MediaToolRefusedError(`No ${tool} found: ${install}`);
  return { tool, path: bundled, source: 'bundled' };
}
