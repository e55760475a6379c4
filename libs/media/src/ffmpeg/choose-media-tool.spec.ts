import {
  chooseMediaTool,
  MediaToolRefusedError,
  type MediaToolCandidates,
} from './choose-media-tool';

const BUNDLED = '/app/node_modules/@ffmpeg-installer/linux-x64/ffmpeg';

function candidates(overrides: Partial<MediaToolCandidates> = {}): MediaToolCandidates {
  return {
    tool: 'ffmpeg',
    bundled: () => BUNDLED,
    production: false,
    allowBundled: false,
    ...overrides,
  };
}

describe('chooseMediaTool', () => {
  it('takes FFMPEG_PATH over everything else', () => {
    expect(
      chooseMediaTool(candidates({ configured: '/opt/ffmpeg', onPath: '/usr/bin/ffmpeg' })),
    ).toEqual({ tool: 'ffmpeg', path: '/opt/ffmpeg', source: 'configured' });
  });

  it('prefers the maintained one on the PATH to the bundled build', () => {
    const bundled = jest.fn(() => BUNDLED);
    expect(chooseMediaTool(candidates({ onPath: '/usr/bin/ffmpeg', bundled }))).toEqual({
      tool: 'ffmpeg',
      path: '/usr/bin/ffmpeg',
      source: 'path',
    });
    expect(bundled).not.toHaveBeenCalled();
  });

  it('falls back to the bundled build outside production', () => {
    expect(chooseMediaTool(candidates())).toEqual({
      tool: 'ffmpeg',
      path: BUNDLED,
      source: 'bundled',
    });
  });

  it('refuses the bundled build in production, naming the ways out', () => {
    expect(() => chooseMediaTool(candidates({ tool: 'ffprobe', production: true }))).toThrow(
      new MediaToolRefusedError(
        'Refusing the bundled ffprobe in production (an old static build that would decode untrusted uploads): install a maintained ffprobe on the PATH (Debian: apt-get install ffmpeg) or set FFPROBE_PATH, or set MEDIA_ALLOW_BUNDLED_FFMPEG=true to accept it',
      ),
    );
  });

  it('runs the bundled build in production when MEDIA_ALLOW_BUNDLED_FFMPEG=true', () => {
    expect(chooseMediaTool(candidates({ production: true, allowBundled: true })).source).toBe(
      'bundled',
    );
  });

  it('still takes a configured or PATH binary in production', () => {
    expect(chooseMediaTool(candidates({ production: true, onPath: '/usr/bin/ffmpeg' })).path).toBe(
      '/usr/bin/ffmpeg',
    );
    expect(chooseMediaTool(candidates({ production: true, configured: '/opt/ffmpeg' })).path).toBe(
      '/opt/ffmpeg',
    );
  });

  it('says what to install when there is no binary at all', () => {
    expect(() => chooseMediaTool(candidates({ bundled: () => undefined }))).toThrow(
      'No ffmpeg found: install a maintained ffmpeg on the PATH (Debian: apt-get install ffmpeg) or set FFMPEG_PATH',
    );
  });
});
