// A rolling restart behind a real nginx, under load. On a scratch database `<name>_rolling` of the
// PostgreSQL server of TEST_DATABASE_URL (dropped and created again, dropped after), it builds the
// server's bundle, starts three instances (own DATA_DIR each, one JWT_SECRET), puts nginx in front
// of them (the config of README "Behind a reverse proxy"), and runs --drivers drivers who search,
// sign in and book (pay later, each checkout with its idempotency key; a request is sent again
// only after a network error, with the same key, as the app does). Meanwhile it restarts the
// instances one at a time: SIGTERM, wait for the exit, start again, wait until /api/ready, next.
// Then it stops the load and checks the bookings in the database: one per checkout answered 200
// (by its key, with the answered id), none that was not answered, no car booked twice for one
// period. Prints a report and exits 1 when a request failed or a booking was lost or duplicated.
//
// Usage: bash scripts/withPostgres.sh npx tsx scripts/rollingRestart.ts [--drivers 8] [--duration 60]
//   (npm run test:rolling). NGINX names the nginx binary (default: /usr/sbin/nginx, else the PATH).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import type { OperationId, RequestBody, ResponseBody } from '../server/src/contract';
import { newId } from '../server/src/ids';
import { AUTH_COOKIE } from '../server/src/sessions';
import { requestOf, type RequestArgs } from '../server/test/support/apiRequest';
import { priceRental } from '../src/domain/pricing';
import { aCheckoutBooking } from '../test/factories/booking';
import { freePort } from '../test/e2e/support/server';
import { createScratchDatabase, dropScratchDatabase } from './scratchDatabase';

const { values } = parseArgs({
  options: { drivers: { type: 'string', default: '8' }, duration: { type: 'string', default: '60' } },
});
const DRIVERS = Number(values.drivers);
const DURATION_MS = Number(values.duration) * 1000;
if (!(DRIVERS > 0) || !(DURATION_MS > 0)) throw new Error('--drivers and --duration must be positive numbers');

const INSTANCES = 3;
const CARS_PER_DRIVER = 3;
/** Pause of each driver between two rounds (search, checkout): a steady load, not a saturating one. */
const THINK_MS = 250;
/** Rounds between two sign-ins of a driver (bcrypt costs each one some 100 ms of CPU). */
const SIGN_IN_EVERY = 8;
/** Load before the first restart and at least after the last one. */
const SETTLE_MS = 5000;
const PASSWORD = 'rolling-restart-password';
const JWT_SECRET = 'rolling-restart-secret-0123456789abcdef0123456789';
const DAY = 86_400_000;
const ROOT = process.cwd();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// Processes: every child is stopped in the end, also after a failure or Ctrl-C.

const children = new Set<ChildProcess>();

function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Sends `signal`, waits for the exit (SIGKILL after `timeoutMs`); resolves with the exit code, or null when killed. */
async function stopProcess(child: ChildProcess, signal: NodeJS.Signals, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await Promise.race([exited, sleep(timeoutMs)]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
  return child.exitCode;
}

/** The run's temporary folder (data folders, logs, nginx's files), removed after an interruption too. */
let runFolder: string | undefined;

function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
}
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the instances and nginx.`);
    killAll();
    if (runFolder) rmSync(runFolder, { recursive: true, force: true });
    process.exit(130);
  });
}

/** One request without keep-alive: whether it answered 200. */
function answers200(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, timeout: 5000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers200(`${url}/api/ready`))) {
    if (child.exitCode !== null)
      throw new Error(`${url} exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`${url} was not ready in time:\n${readFileSync(logFile, 'utf8')}`);
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------
// The instances and nginx.

interface Instance {
  name: string;
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
  child: ChildProcess;
}

function instanceEnv(port: number, dataDir: string, databaseUrl: string, publicUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PG_POOL_MAX: '5',
    JWT_SECRET,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    // All the load comes from one address: lift the per-IP limits for the run.
    API_RATE_LIMIT: '100000000',
    AUTH_RATE_LIMIT: '100000',
    AUTH_CLIENT_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
  };
}

/** The nginx binary: NGINX, Debian's /usr/sbin/nginx, or the one on the PATH. */
function nginxBinary(): string {
  if (process.env.NGINX) return process.env.NGINX;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  if (spawnSync('nginx', ['-v']).status === 0) return 'nginx';
  throw new Error('nginx is not installed. Run: sudo apt-get install -y nginx');
}

/**
 * The proxy's config (README, "Behind a reverse proxy"): the recipe's upstream and location, plus
 * what running it from a temporary folder needs (pid, logs and temporary files there).
 */
function nginxConfig(folder: string, listenPort: number, upstreamPorts: number[]): string {
  const temp = (name: string) => path.join(folder, name);
  return `# Generated by scripts/rollingRestart.ts
daemon off;
${process.getuid?.() === 0 ? "user root;  # the workers write to the temporary folder, which is root's alone\n" : ''}worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }

http {
  log_format upstreams '$request_method $request_uri $status upstream=$upstream_addr statuses=$upstream_status $request_time';
  access_log ${temp('access.log')} upstreams;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

  upstream drivemarket {
${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 12m;

    location / {
      proxy_pass http://drivemarket;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 20s;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

// ---------------------------------------------------------------------------------------------
// The load.

interface LoadDriver {
  email: string;
  cars: Array<{ id: string; supplierId: string; locationId: string; priced: ResponseBody<'getCar'> }>;
}

interface Tally {
  sent: Map<string, number>;
  failed: Map<string, number>;
  /** Checkouts answered 200: idempotency key → booking id. */
  booked: Map<string, string>;
}

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Creates the load's drivers (with a password) and gives each its own cars, so no checkout competes for a car. */
async function createDrivers(databaseUrl: string, baseUrl: string): Promise<LoadDriver[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const hash = await bcrypt.hash(PASSWORD, 10);
    const { rows: cars } = await client.query<{ id: string; supplier_id: string; location_id: string }>(
      `SELECT c.id, c.supplier_id, (SELECT min(location_id) FROM car_locations cl WHERE cl.car_id = c.id) AS location_id
         FROM cars c JOIN suppliers s ON s.id = c.supplier_id
        WHERE c.available AND NOT c.coming_soon AND NOT c.fully_booked AND NOT s.blacklisted AND s.pay_later
          AND NOT s.license_required AND s.minimum_rental_days IS NULL AND c.minimum_age <= 30
          AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.car_id = c.id)
        ORDER BY c.id LIMIT $1`,
      [DRIVERS * CARS_PER_DRIVER],
    );
    if (cars.length < DRIVERS * CARS_PER_DRIVER) throw new Error(`The seed has only ${cars.length} cars for the load`);
    const drivers: LoadDriver[] = [];
    for (let i = 0; i < DRIVERS; i++) {
      const email = `rolling-${i}@example.com`;
      await client.query(
        `INSERT INTO users (id, email, password_hash, full_name, phone, birth_date, language, verified, active, blacklisted, type)
         VALUES ($1, $2, $3, $4, '+33600000000', '1985-01-01', 'en', true, true, false, 'user')`,
        [newId(), email, hash, `Rolling driver ${i}`],
      );
      const own = cars.slice(i * CARS_PER_DRIVER, (i + 1) * CARS_PER_DRIVER);
      drivers.push({
        email,
        cars: await Promise.all(
          own.map(async (car) => ({
            id: car.id,
            supplierId: car.supplier_id,
            locationId: car.location_id,
            priced: await getCar(baseUrl, car.id),
          })),
        ),
      });
    }
    return drivers;
  } finally {
    await client.end();
  }
}

async function getCar(baseUrl: string, id: string): Promise<ResponseBody<'getCar'>> {
  const answer = await send(baseUrl, 'getCar', { params: { id, language: 'en' } });
  if (answer.status !== 200) throw new Error(`getCar ${id} answered ${answer.status}`);
  return answer.json as ResponseBody<'getCar'>;
}

interface Sent {
  status: number;
  json: unknown;
  cookie: string | undefined;
}

/** One call through the proxy, sent again (same body, so same idempotency key) after a network error only. */
async function send<K extends OperationId>(
  baseUrl: string,
  operationId: K,
  ...[request = {}]: RequestArgs<K>
): Promise<Sent & { networkErrors: string[] }> {
  const { method, url, headers, payload } = requestOf(operationId, request);
  const networkErrors: string[] = [];
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(baseUrl + url, {
        method,
        headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
        // Longer than nginx's proxy_read_timeout: nginx says when an instance hangs.
        signal: AbortSignal.timeout(90_000),
      });
      const text = await response.text();
      // nginx's own error pages are HTML: only the status and the server's JSON matter.
      const json: unknown = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
      const session = response.headers.getSetCookie().find((c) => c.startsWith(`${AUTH_COOKIE}=`));
      return {
        status: response.status,
        json,
        cookie: session?.split(';')[0],
        networkErrors,
      };
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      networkErrors.push(cause);
      if (attempt === 3) return { status: 0, json: undefined, cookie: undefined, networkErrors };
      await sleep(200 * attempt);
    }
  }
}

async function runDriver(baseUrl: string, driver: LoadDriver, index: number, tally: Tally, stop: () => boolean) {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  let cookie: string | undefined;

  async function call<K extends OperationId>(label: string, expected: number, operationId: K, ...args: RequestArgs<K>) {
    bump(tally.sent, label);
    const answer = await send(baseUrl, operationId, ...args);
    for (const error of answer.networkErrors) bump(tally.failed, `${label}: network error (${error})`);
    if (answer.status !== expected && answer.status !== 0) {
      const code = (answer.json as { code?: string } | undefined)?.code ?? '';
      bump(tally.failed, `${label}: ${answer.status} ${code}`.trim());
    }
    return answer;
  }

  for (let round = 0; !stop(); round++) {
    if (round % SIGN_IN_EVERY === 0) {
      const signedIn = await call('sign-in', 200, 'signIn', { body: { email: driver.email, password: PASSWORD } });
      cookie = signedIn.cookie ?? cookie;
    }
    // Each car of the driver's gets the next two-day slot in turn: no two checkouts want one car at once.
    const car = driver.cars[round % CARS_PER_DRIVER]!;
    const from = today + (3 + 2 * Math.floor(round / CARS_PER_DRIVER)) * DAY + 10 * 3_600_000;
    const to = from + DAY;
    await call('search', 200, 'getFrontendCars', {
      params: { page: 1, size: 15 },
      body: { pickupLocation: car.locationId, from: new Date(from).toISOString(), to: new Date(to).toISOString() },
    });
    if (!cookie) continue;
    const price = priceRental(car.priced, new Date(from), new Date(to), { theftProtection: false });
    const idempotencyKey = randomUUID();
    const body: RequestBody<'checkout'> = {
      idempotencyKey,
      payLater: true,
      booking: aCheckoutBooking(
        { supplier: car.supplierId, car: car.id, location: car.locationId, from: new Date(from), to: new Date(to) },
        price.totalCents / 100,
      ),
    };
    const made = await call('checkout', 200, 'checkout', { body, cookie });
    if (made.status === 200) tally.booked.set(idempotencyKey, (made.json as ResponseBody<'checkout'>).bookingId);
    await sleep(THINK_MS + (index % 4) * 20);
  }
}

// ---------------------------------------------------------------------------------------------

interface Restart {
  name: string;
  drainMs: number;
  exitCode: number | null;
  downMs: number;
}

async function restartOne(instance: Instance): Promise<Restart> {
  const started = Date.now();
  const exitCode = await stopProcess(instance.child, 'SIGTERM', 20_000);
  const drainMs = Date.now() - started;
  instance.child = startProcess(process.execPath, ['dist-server/main.js'], instance.env, instance.logFile);
  await waitUntilReady(`http://127.0.0.1:${instance.port}`, instance.child, instance.logFile);
  return { name: instance.name, drainMs, exitCode, downMs: Date.now() - started };
}

/** The load's bookings against the answered checkouts. */
async function checkBookings(databaseUrl: string, booked: Map<string, string>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; idempotency_key: string; car_id: string; from: Date }>(
      `SELECT b.id, b.idempotency_key, b.car_id, b."from"
         FROM bookings b JOIN users u ON u.id = b.driver_id WHERE u.email LIKE 'rolling-%@example.com'`,
    );
    const byKey = new Map<string, string[]>();
    for (const row of rows) byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row.id]);
    const slots = new Map<string, number>();
    for (const row of rows) bump(slots, `${row.car_id} ${row.from.toISOString()}`);
    let lost = 0;
    for (const [key, id] of booked) if (!byKey.get(key)?.includes(id)) lost++;
    return {
      expected: booked.size,
      stored: rows.length,
      lost,
      unanswered: [...byKey.keys()].filter((key) => !booked.has(key)).length,
      duplicated:
        [...byKey.values()].filter((ids) => ids.length > 1).length + [...slots.values()].filter((n) => n > 1).length,
    };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('Set TEST_DATABASE_URL (npm run test:rolling starts a throwaway PostgreSQL)');
  const scratch = new URL(serverUrl);
  scratch.pathname = `${scratch.pathname}_rolling`;
  const scratchName = scratch.pathname.slice(1);
  const databaseUrl = scratch.toString();
  const nginx = nginxBinary();
  const folder = mkdtempSync(path.join(tmpdir(), 'rolling-restart-'));
  runFolder = folder;
  const instances: Instance[] = [];
  let proxy: ChildProcess | undefined;
  let ok = false;
  try {
    await createScratchDatabase(serverUrl, scratchName);
    const built = spawnSync(process.execPath, ['scripts/buildServer.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('scripts/buildServer.mjs failed');

    const proxyPort = await freePort();
    const baseUrl = `http://127.0.0.1:${proxyPort}`;
    for (let i = 1; i <= INSTANCES; i++) {
      const port = await freePort();
      const dataDir = path.join(folder, `instance-${i}`);
      mkdirSync(dataDir);
      const env = instanceEnv(port, dataDir, databaseUrl, baseUrl);
      const logFile = path.join(folder, `instance-${i}.log`);
      const child = startProcess(process.execPath, ['dist-server/main.js'], env, logFile);
      instances.push({ name: `instance ${i} (:${port})`, port, env, logFile, child });
    }
    // They start together: the first migrates and seeds the new database, the others wait for it.
    for (const instance of instances)
      await waitUntilReady(`http://127.0.0.1:${instance.port}`, instance.child, instance.logFile, 180_000);

    const nginxDir = path.join(folder, 'nginx');
    mkdirSync(nginxDir);
    const confFile = path.join(nginxDir, 'nginx.conf');
    writeFileSync(
      confFile,
      nginxConfig(
        nginxDir,
        proxyPort,
        instances.map((instance) => instance.port),
      ),
    );
    const nginxLog = path.join(nginxDir, 'stderr.log');
    proxy = startProcess(
      nginx,
      ['-p', `${nginxDir}/`, '-c', confFile, '-e', path.join(nginxDir, 'error.log')],
      process.env,
      nginxLog,
    );
    await waitUntilReady(baseUrl, proxy, nginxLog, 10_000);
    const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim();

    const drivers = await createDrivers(databaseUrl, baseUrl);
    const tally: Tally = { sent: new Map(), failed: new Map(), booked: new Map() };
    let stopping = false;
    const loadStarted = Date.now();
    const load = Promise.all(drivers.map((driver, i) => runDriver(baseUrl, driver, i, tally, () => stopping)));
    const restarts: Restart[] = [];
    try {
      await sleep(SETTLE_MS);
      for (const instance of instances) {
        restarts.push(await restartOne(instance));
        // Passive failure detection: nginx tries the instance again once fail_timeout (2 s) has passed.
        await sleep(2500);
      }
      await sleep(Math.max(SETTLE_MS, DURATION_MS - (Date.now() - loadStarted)));
    } finally {
      stopping = true;
      await load;
    }
    const loadMs = Date.now() - loadStarted;
    const bookings = await checkBookings(databaseUrl, tally.booked);

    const access = readFileSync(path.join(nginxDir, 'access.log'), 'utf8').trim().split('\n');
    // A request nginx passed on logs every try: "upstream=a, b statuses=503, 200" (a failed connection logs 502).
    const retried = new Map<string, number>();
    for (const line of access) {
      const [method = '', uri = ''] = line.split(' ');
      const statuses = /statuses=(.*, .*) \S+$/.exec(line)?.[1];
      if (statuses) bump(retried, `${method} ${uri.split('/').slice(0, 3).join('/')} ${statuses}`);
    }
    const sent = [...tally.sent.values()].reduce((a, b) => a + b, 0);
    const failed = [...tally.failed.values()].reduce((a, b) => a + b, 0);
    console.log(
      [
        '',
        `Rolling restart behind ${version.replace('nginx version: ', '')}: ${INSTANCES} instances on PostgreSQL, ${DRIVERS} drivers, ${seconds(loadMs)} of load`,
        `  requests sent: ${sent} (${[...tally.sent].map(([label, n]) => `${label} ${n}`).join(', ')})`,
        `  failed:        ${failed}${failed ? ` (${[...tally.failed].map(([label, n]) => `${label}: ${n}`).join('; ')})` : ''}`,
        `  nginx:         ${access.length} requests; sent on to another instance (proxy_next_upstream): ${[...retried.values()].reduce((a, b) => a + b, 0)}${retried.size ? ` (${[...retried].map(([what, n]) => `${what}: ${n}`).join('; ')})` : ''}`,
        ...restarts.map(
          (r) =>
            `  restarted:     ${r.name}: down ${seconds(r.downMs)} (SIGTERM to exit ${seconds(r.drainMs)}, exit code ${r.exitCode})`,
        ),
        `  bookings:      expected ${bookings.expected}, stored ${bookings.stored}, lost ${bookings.lost}, duplicated ${bookings.duplicated}, stored without an answer ${bookings.unanswered}`,
      ].join('\n'),
    );
    ok =
      failed === 0 &&
      restarts.length === INSTANCES &&
      restarts.every((r) => r.exitCode === 0) &&
      bookings.lost === 0 &&
      bookings.duplicated === 0 &&
      bookings.unanswered === 0 &&
      bookings.stored === bookings.expected;
    console.log(ok ? '  result:        OK' : '  result:        FAILED');
  } finally {
    if (proxy) await stopProcess(proxy, 'SIGQUIT', 5000);
    await Promise.all(instances.map((instance) => stopProcess(instance.child, 'SIGTERM', 15_000)));
    if (!ok) console.log(`Logs kept in ${folder}`);
    else rmSync(folder, { recursive: true, force: true });
    await dropScratchDatabase(serverUrl, scratchName).catch(() => undefined);
  }
  if (!ok) process.exitCode = 1;
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
