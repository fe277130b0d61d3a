import { spawn } from 'node:child_process';

/**
 * Runs a TypeScript entry point of this project as its own process (as `npm run ...` would) with only
 * the given environment besides PATH and HOME, and collects its output and exit code.
 */
export function runTs(script: string, args: string[], opts: { env: Record<string, string>; input?: string }) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...opts.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(opts.input ?? '');
  });
}
