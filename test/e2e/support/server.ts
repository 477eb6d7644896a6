import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Tests and scripts run from the repository root (npm sets the working directory).
const ROOT = process.cwd();
export const CONTACT_EMAIL = 'contact@e2e.example';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** One request without keep-alive, so no socket outlives the test. */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

export interface TestServer {
  url: string;
  dataDir: string;
  /** Messages written to the development outbox, oldest first. */
  outbox(): { to: string; subject: string; text: string; replyTo?: string }[];
  stop(): Promise<void>;
}

/**
 * Starts the reference server (serving the built app) on 127.0.0.1 and a free port, with a fresh
 * database, or with `dataDir` when the caller prepared one (the bench seeds 10,000 cars first).
 * Stopping the server deletes its data folder.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-')),
): Promise<TestServer> {
  const port = await freePort();
  // The bundle `npm run build` made, as `npm start` runs it: plain JavaScript, no loader.
  const child: ChildProcess = spawn(process.execPath, ['dist-server/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CONTACT_EMAIL,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (await answers(`${url}/api/ready`)) break;
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    url,
    dataDir,
    outbox: () => {
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir)
          .filter((file) => file.endsWith('.json'))
          .sort();
      } catch {
        return [];
      }
      return files.map((file) => JSON.parse(readFileSync(path.join(outboxDir, file), 'utf8')));
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // The 5 s grace timer is cleared once the server has exited: pending, it kept Jest from exiting.
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((resolve) => (grace = setTimeout(resolve, 5000)))]);
        clearTimeout(grace);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
