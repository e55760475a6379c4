import { spawn, spawnSync } from 'node:child_process';
import { setPriority } from 'node:os';

/** How much of a failing tool's stderr we keep: the last lines say why. */
const STDERR_TAIL = 4_000;
/** Transcodes are batch work: the api and the worker's own event loop come first. */
const LOW_PRIORITY = 10;

export interface RunToolOptions {
  /** Wall-clock limit; past it the process is killed (SIGKILL) and ToolTimeoutError thrown. */
  timeoutMs?: number;
  /** Aborting kills the process (SIGKILL) and throws ToolAbortedError. */
  signal?: AbortSignal;
  /** Each chunk of stdout as it arrives (ffmpeg's -progress pipe:1). */
  onStdout?: (chunk: string) => void;
  /** Run at a lower CPU priority (nice 10). */
  lowPriority?: boolean;
}

export interface ToolOutput {
  stdout: string;
  stderr: string;
}

/** The tool ran and exited unsuccessfully: its own words are in `stderr`. */
export class ToolFailedError extends Error {
  override name = 'ToolFailedError';
  constructor(
    readonly tool: string,
    readonly exitCode: number | null,
    readonly exitSignal: NodeJS.Signals | null,
    readonly stderr: string,
  ) {
    const how = exitSignal ? `was killed by ${exitSignal}` : `exited with code ${exitCode}`;
    const said = lastLine(stderr);
    super(`${tool} ${how}${said ? `: ${said}` : ''}`);
  }
}

export class ToolTimeoutError extends Error {
  override name = 'ToolTimeoutError';
  constructor(
    readonly tool: string,
    readonly timeoutMs: number,
  ) {
    super(`${tool} was stopped after ${Math.round(timeoutMs / 1000)} s (the time limit)`);
  }
}

export class ToolAbortedError extends Error {
  override name = 'ToolAbortedError';
  constructor(readonly tool: string) {
    super(`${tool} was stopped`);
  }
}

/**
 * Runs ffmpeg or ffprobe with no shell, no stdin, and a kill (SIGKILL) on timeout or abort;
 * resolves only once the process has exited, so its files are no longer being written.
 * On Linux the child also gets SIGKILL if this process dies (`setpriv --pdeathsig`): a worker
 * killed mid-transcode must not leave an orphaned ffmpeg burning the CPU its retry needs.
 */
export function runTool(
  path: string,
  args: readonly string[],
  { timeoutMs, signal, onStdout, lowPriority = false }: RunToolOptions = {},
): Promise<ToolOutput> {
  const tool = toolName(path);
  if (signal?.aborted) return Promise.reject(new ToolAbortedError(tool));
  const [command, commandArgs] = withParentDeathSignal(path, args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (lowPriority && child.pid) {
      try {
        setPriority(child.pid, LOW_PRIORITY);
      } catch {
        // Not permitted here (some containers): run at normal priority.
      }
    }
    let stdout = '';
    let stderr = '';
    let stopped: Error | undefined;
    const stop = (reason: Error) => {
      stopped ??= reason;
      child.kill('SIGKILL');
    };
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => stop(new ToolTimeoutError(tool, timeoutMs)), Math.max(0, timeoutMs));
    const onAbort = () => stop(new ToolAbortedError(tool));
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (onStdout) onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    const settle = (error?: Error) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve({ stdout, stderr });
    };
    child.once('error', (error) => settle(stopped ?? error));
    child.once('close', (code, exitSignal) => {
      if (stopped) settle(stopped);
      else if (code === 0) settle();
      else settle(new ToolFailedError(tool, code, exitSignal, stderr));
    });
  });
}

function toolName(path: string): string {
  return (
    path
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.exe$/, '') ?? path
  );
}

function lastLine(text: string): string {
  return text.trim().split('\n').pop()?.trim().slice(0, 500) ?? '';
}

let setprivWorks: boolean | undefined;

/** `setpriv --pdeathsig KILL -- <tool> ...` where util-linux has it (Debian, most Linux). */
function withParentDeathSignal(path: string, args: readonly string[]): [string, string[]] {
  if (process.platform !== 'linux') return [path, [...args]];
  setprivWorks ??=
    spawnSync('setpriv', ['--pdeathsig', 'KILL', '--', 'true'], { stdio: 'ignore' }).status === 0;
  return setprivWorks
    ? ['setpriv', ['--pdeathsig', 'KILL', '--', path, ...args]]
    : [path, [...args]];
}
