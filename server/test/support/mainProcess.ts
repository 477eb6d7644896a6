/** `npm start`'s server (server/src/main.ts) run once as a child process, for what it says when it cannot start. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs the server with `env` until it exits (killed after 60 s); its exit code and everything it printed. */
export function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'main-process-'));
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    // node itself, as npm start runs it.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        JWT_SECRET: 'main-process-test-secret-0123456789abcdef',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
}

/** What an operator must see when the server refuses to start: one sentence, no stack trace, exit 1. */
export function expectOneSentence(result: { code: number | null; output: string }, sentence: RegExp): void {
  expect(result.code).toBe(1);
  expect(result.output.trim().split('\n')).toEqual([expect.stringMatching(sentence)]);
  expect(result.output).not.toMatch(/^\s+at /m);
}
