/**
 * The server as `npm start` runs it (server/src/main.ts in a child process, NODE_ENV=production, a
 * new data folder): no demo account with a known password, and a SIGTERM that answers every
 * request already sent over open keep-alive connections (200, or 503 with Connection: close)
 * instead of resetting any, then exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RequestBody } from '../src/contract';
import { DEMO_PASSWORD } from '../src/db/seed';
import { demoUser } from './support/demoUsers';

let dataDir: string;
let child: ChildProcess;
let output = '';
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-test-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // As `npm start` runs it: node itself, not the tsx CLI, whose signal relay kills a child that
  // does not acknowledge SIGTERM within 30 ms (a busy server) with SIGKILL.
  child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'server-process-test-secret-0123456789abcdef',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_DIST: path.join(dataDir, 'no-dist'),
      API_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 150_000;
  while (!output.includes('is running at')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 180_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function send(agent: Agent, method: string, url: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${url}`,
      { method, agent, headers: body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('in production the demo driver is seeded without a password: none is printed and the documented one does not sign in', async () => {
  expect(output).toMatch(/Demo driver: +none/);
  expect(output).not.toContain(DEMO_PASSWORD);
  const agent = new Agent({ keepAlive: false });
  const answer = await send(
    agent,
    'POST',
    '/api/sign-in/frontend',
    JSON.stringify({ email: demoUser('demo').email, password: DEMO_PASSWORD } satisfies RequestBody<'signIn'>),
  );
  expect(answer.status).not.toBe(200);
  // The catalogue is seeded all the same.
  const settings = await send(agent, 'GET', '/api/all-suppliers');
  expect(JSON.parse(settings.body).length).toBeGreaterThan(0);
});

test('SIGTERM answers the requests already sent on open keep-alive connections, then exits 0', async () => {
  // 120 keep-alive connections, each opened and used once, then each sends one more request.
  const agents = Array.from({ length: 120 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
  await Promise.all(agents.map((agent) => send(agent, 'GET', '/api/settings')));
  const filter: RequestBody<'getFrontendSuppliers'> = {
    pickupLocation: '65f000020000000000000000',
    from: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    to: new Date(Date.now() + 13 * 86_400_000).toISOString(),
  };
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const answers = agents.map((agent, i) =>
    send(
      agent,
      i % 2 ? 'GET' : 'POST',
      i % 2 ? '/api/settings' : '/api/frontend-suppliers',
      i % 2 ? undefined : JSON.stringify(filter),
    ).then(
      (answer) => answer,
      (error: Error) => ({ status: 0, connection: undefined, body: error.message }),
    ),
  );
  child.kill('SIGTERM');
  const results = await Promise.all(answers);
  for (const agent of agents) agent.destroy();
  const failures = results.filter(
    (r) =>
      !(
        r.status === 200 ||
        (r.status === 503 && r.connection === 'close' && JSON.parse(r.body).code === 'shutting_down')
      ),
  );
  expect(failures).toEqual([]);
  expect(await exited).toBe(0);
}, 60_000);
