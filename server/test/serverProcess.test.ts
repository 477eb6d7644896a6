/**
 * The server as `npm start` runs it (bundled by `scripts/buildServer.mjs` into plain JavaScript that
 * node runs with no loader, in a child process, NODE_ENV=production, a new data folder): no demo account with a known password, and a SIGTERM in the middle of a burst
 * of requests queued for the one PGlite connection that answers every one of them, over new and
 * keep-alive connections alike (200, or 503 with Connection: close), instead of resetting any, then
 * exits 0.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { freePort } from '@test/e2e/support/server';
import { aCheckoutBooking } from '@test/factories/booking';
import { priceRental } from '../../src/domain/pricing';
import type { RequestBody, ResponseBody } from '../src/contract';
import { DEMO_PASSWORD } from '../src/db/seed';
import { demoUser } from './support/demoUsers';

let dataDir: string;
// Inside the project (the bundle finds the contract and migrations above it), one per run.
const bundleDir = path.join('dist-server', `test-${process.pid}`);
let child: ChildProcess;
let output = '';
let base: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-test-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const bundle = path.join(bundleDir, 'main.js');
  execFileSync(process.execPath, ['scripts/buildServer.mjs', bundle]);
  // As `npm start` runs it: node itself with the bundle, not the tsx CLI, whose signal relay kills
  // a child that does not acknowledge SIGTERM within 30 ms (a busy server) with SIGKILL.
  child = spawn(process.execPath, [bundle], {
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
      AUTH_RATE_LIMIT: '100000',
      AUTH_CLIENT_RATE_LIMIT: '100000',
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
  rmSync(bundleDir, { recursive: true, force: true });
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

/** A bookable car (pay at pick-up, no licence needed) found as the app finds it, with its location. */
async function payLaterCar(when: { from: Date; to: Date }) {
  const agent = new Agent({ keepAlive: false });
  const pickupLocation = '65f000020000000000000000';
  const search: RequestBody<'getFrontendCars'> = {
    pickupLocation,
    from: when.from.toISOString(),
    to: when.to.toISOString(),
  };
  const [page] = JSON.parse(
    (await send(agent, 'POST', '/api/frontend-cars/1/50', JSON.stringify(search))).body,
  ) as ResponseBody<'getFrontendCars'>;
  for (const { _id, fullyBooked, comingSoon } of page!.resultData) {
    if (fullyBooked || comingSoon) continue;
    const car = JSON.parse((await send(agent, 'GET', `/api/car/${_id}/en`)).body) as ResponseBody<'getCar'>;
    if (car.supplier.payLater && !car.supplier.licenseRequired) return { car, pickupLocation };
  }
  throw new Error('no pay-later car without a licence requirement in the seed');
}

test('SIGTERM in the middle of a queued burst of searches and checkouts answers every request (200, or 503 with Connection: close), resets none, then exits 0', async () => {
  const first = new Date(Date.now() + 30 * 86_400_000);
  first.setUTCHours(10, 0, 0, 0);
  const when = (i: number) => ({
    from: new Date(first.getTime() + i * 3 * 86_400_000),
    to: new Date(first.getTime() + (i * 3 + 2) * 86_400_000),
  });
  const { car, pickupLocation } = await payLaterCar(when(0));
  const checkout = (i: number): RequestBody<'checkout'> => ({
    idempotencyKey: randomUUID(),
    payLater: true,
    driver: {
      email: `burst.${i}@example.com`,
      phone: '+33 6 12 34 56 78',
      fullName: `Burst Driver ${i}`,
      birthDate: '1990-01-01T00:00:00.000Z',
      language: 'en',
    },
    booking: aCheckoutBooking(
      { supplier: car.supplier._id, car: car._id, location: pickupLocation, ...when(i) },
      priceRental(car, when(i).from, when(i).to, {}).totalCents / 100,
    ),
  });
  const search = (i: number): RequestBody<'getFrontendCars'> => ({
    pickupLocation,
    from: when(i).from.toISOString(),
    to: when(i).to.toISOString(),
  });
  // Half the requests over keep-alive connections already open (each used once), half over new ones.
  const keepAlive = Array.from({ length: 60 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
  await Promise.all(keepAlive.map((agent) => send(agent, 'GET', '/api/settings')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let answered = 0;
  let signalled = false;
  const answers = Array.from({ length: 120 }, (_, i) => {
    const agent = i < 60 ? keepAlive[i]! : new Agent({ keepAlive: false });
    const request =
      i % 3 === 0
        ? send(agent, 'POST', '/api/checkout', JSON.stringify(checkout(i)))
        : send(agent, 'POST', '/api/frontend-cars/1/30', JSON.stringify(search(i)));
    return request
      .then(
        (answer) => answer,
        (error: NodeJS.ErrnoException) => ({ status: 0, connection: undefined, body: error.code ?? error.message }),
      )
      .finally(() => {
        // In the middle: once a few answers are out, while most requests wait their turn for the database.
        if (++answered === 10 && !signalled) {
          signalled = true;
          child.kill('SIGTERM');
        }
      });
  });
  const results = await Promise.all(answers);
  for (const agent of keepAlive) agent.destroy();
  const failures = results.filter(
    (r) =>
      !(
        r.status === 200 ||
        (r.status === 503 && r.connection === 'close' && JSON.parse(r.body).code === 'shutting_down')
      ),
  );
  expect(failures).toEqual([]);
  expect(signalled).toBe(true);
  expect(await exited).toBe(0);
}, 90_000);
