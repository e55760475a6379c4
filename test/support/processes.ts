import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** The built entry points; `npm test` builds first. */
export function distEntry(relative: string): string {
  const path = join(ROOT, 'dist', relative);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  return path;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a built script to completion with exactly this environment (plus PATH). */
export function runNode(
  entry: string,
  env: Record<string, string>,
  timeoutMs = 20_000,
  args: string[] = [],
) {
  return new Promise<RunResult>((resolve, reject) => {
    const child = spawn(process.execPath, [distEntry(entry), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} did not exit within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Starts a long-running built process, collecting its output for failure messages. */
export function startNode(
  entry: string,
  env: Record<string, string>,
): ChildProcess & { output: string[] } {
  const child = spawn(process.execPath, [distEntry(entry)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
  }) as ChildProcess & { output: string[] };
  child.output = [];
  child.stdout?.on('data', (chunk) => child.output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => child.output.push(String(chunk)));
  return child;
}

export function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}
