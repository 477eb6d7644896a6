// API latency of the car search at marketplace scale. Seeds a temporary DATA_DIR with 10,000 cars,
// starts the reference server as a child process on 127.0.0.1 and a free port, then runs a bounded
// load: N concurrent clients issuing a deterministic, realistic mix of searches (frontend-cars with
// different locations, dates, filters and pages, and the supplier counts the search page asks for)
// for a fixed time or number of requests. Prints p50/p95/p99 latency and throughput, and the CPU
// time per request of the server and of this client (scripts/benchCpu.ts), then stops the server
// and removes the data.
//
// Two runs on the same data: saturated (each client sends its next search as soon as the last one
// answers: the server's throughput; its latency is mostly queueing, about clients × CPU per request
// ÷ cores on a machine the clients share) and paced, like drivers (each client pauses --think ms,
// ±50 %, between searches: the latency a driver sees while 20 others search too).
//
// With --database-url the server runs on that PostgreSQL database instead of PGlite (its public
// schema is DROPPED and refilled: use a scratch database; scripts/benchEngines.ts makes one).
//
// Usage: npx tsx scripts/benchApi.ts [--cars 10000] [--clients 20] [--duration 10] [--think 500] [--requests N] [--database-url postgres://…]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RequestBody } from '../server/src/contract';
import { openDatabase } from '../server/src/db/index';
import { migrate } from '../server/src/db/migrate';
import { prng, seed, seedId, settleAfterSeed } from '../server/src/db/seed';
import { LOCATIONS, SUPPLIERS } from '../server/src/db/seedData';
import { startServer, type TestServer } from '../test/e2e/support/server';
import { startCpuMeter } from './benchCpu';
import { percentile, recordBench } from './benchSummary';

const DAY = 86_400_000;

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    think: { type: 'string', default: '500' },
    requests: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const DATABASE_URL = values['database-url'];
const CARS = Number(values.cars);
const CLIENTS = Number(values.clients);
const DURATION_MS = Number(values.duration) * 1000;
const MAX_REQUESTS = values.requests === undefined ? Infinity : Number(values.requests);
const THINK_MS = Number(values.think);
for (const [name, value] of Object.entries({
  cars: CARS,
  clients: CLIENTS,
  duration: DURATION_MS,
  think: THINK_MS,
  requests: MAX_REQUESTS,
})) {
  if (!(value > 0)) throw new Error(`--${name} must be a positive number`);
}

async function seedDataDir(dataDir: string): Promise<number> {
  const db = await openDatabase({ dataDir, databaseUrl: DATABASE_URL });
  try {
    if (DATABASE_URL) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrate(db);
    const started = Date.now();
    const summary = await seed(db, { cars: CARS });
    await settleAfterSeed(db);
    console.log(`Seeded ${summary.cars} cars and ${summary.bookings} bookings in ${Date.now() - started} ms.`);
    return summary.bookings;
  } finally {
    await db.close();
  }
}

// ----- the request mix ---------------------------------------------------------------------------

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const subset = <T>(rng: Rng, items: readonly T[], p: number): T[] => items.filter(() => rng() < p);

interface Request {
  operation: 'getFrontendCars' | 'getFrontendSuppliers';
  path: string;
  body: RequestBody<'getFrontendCars'>;
}

/** Pick-up locations weighted like real traffic: airports (and their terminals) more than the rest. */
const PICKUPS = LOCATIONS.flatMap((location, index) => {
  const weight =
    location.key.includes('airport') || /cdg|orly|barajas|el-prat|heathrow|gatwick|menara|mohammed/.test(location.key)
      ? 3
      : 1;
  return Array<string>(location.parent ? 1 : weight).fill(seedId('location', index));
});
const SUPPLIER_IDS = SUPPLIERS.map((_, index) => seedId('supplier', index));

/** A filter as the search page sends it: half of the searches untouched, the others refined. */
function randomFilter(rng: Rng, today: number): RequestBody<'getFrontendCars'> {
  const from = today + (1 + Math.floor(rng() * 90)) * DAY + (8 + Math.floor(rng() * 10)) * 3_600_000;
  const to = from + (1 + Math.floor(rng() * 14)) * DAY;
  const body: RequestBody<'getFrontendCars'> = {
    pickupLocation: pick(rng, PICKUPS),
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    includeComingSoonCars: true,
  };
  if (rng() < 0.5) return body;
  if (rng() < 0.3) body.suppliers = subset(rng, SUPPLIER_IDS, 0.5);
  if (rng() < 0.3) body.ranges = subset(rng, ['mini', 'midi', 'maxi', 'scooter'], 0.5);
  if (rng() < 0.2) body.carType = subset(rng, ['diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid'], 0.5);
  if (rng() < 0.25) body.gearbox = [pick(rng, ['automatic', 'manual'])];
  if (rng() < 0.15) body.mileage = [pick(rng, ['limited', 'unlimited'])];
  if (rng() < 0.15) body.fuelPolicy = subset(rng, ['fullToFull', 'likeForlike', 'freeTank', 'FullToEmpty'], 0.6);
  if (rng() < 0.2) body.seats = pick(rng, [2, 4, 5, 6]);
  if (rng() < 0.2) body.deposit = pick(rng, [250, 500, 750]);
  if (rng() < 0.15) body.rating = pick(rng, [3, 4]);
  if (rng() < 0.1) body.multimedia = subset(rng, ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'], 0.4);
  if (rng() < 0.2) body.carSpecs = { aircon: rng() < 0.7, moreThanFourDoors: rng() < 0.4 };
  if (rng() < 0.1) body.includeAlreadyBookedCars = false;
  return body;
}

function nextRequest(rng: Rng, today: number): Request {
  const body = randomFilter(rng, today);
  // A new search asks for cars and for the supplier counts; paging and refining ask for cars only.
  if (rng() < 0.25) {
    const { suppliers: _ignored, ...filter } = body;
    return { operation: 'getFrontendSuppliers', path: '/api/frontend-suppliers', body: filter };
  }
  const page = rng() < 0.75 ? 1 : 2 + Math.floor(rng() * 3);
  return { operation: 'getFrontendCars', path: `/api/frontend-cars/${page}/15`, body };
}

// ----- load ----------------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One run: CLIENTS clients searching until the deadline, each pausing about `thinkMs` between searches. */
async function runLoad(url: string, dataDir: string, thinkMs: number): Promise<void> {
  const rng = prng(4242);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  let issued = 0;
  let carsReturned = 0;
  const cpu = startCpuMeter(dataDir);
  const started = performance.now();
  const deadline = started + DURATION_MS;

  async function client(): Promise<void> {
    while (performance.now() < deadline && issued < MAX_REQUESTS) {
      if (thinkMs > 0) await sleep(thinkMs * (0.5 + rng()));
      issued += 1;
      const request = nextRequest(rng, today);
      const t0 = performance.now();
      try {
        const res = await fetch(url + request.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
          body: JSON.stringify(request.body),
        });
        const body = (await res.json()) as unknown;
        const elapsed = performance.now() - t0;
        if (res.status !== 200) {
          errors.set(`${request.operation} ${res.status}`, (errors.get(`${request.operation} ${res.status}`) ?? 0) + 1);
          continue;
        }
        if (request.operation === 'getFrontendCars')
          carsReturned += (body as [{ resultData: unknown[] }])[0].resultData.length;
        for (const key of [request.operation, 'all']) {
          const list = latencies.get(key) ?? [];
          list.push(elapsed);
          latencies.set(key, list);
        }
      } catch (error) {
        const key = `${request.operation} ${(error as Error).name}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    }
  }

  await Promise.all(Array.from({ length: CLIENTS }, () => client()));
  const seconds = (performance.now() - started) / 1000;
  const clients = thinkMs > 0 ? `${CLIENTS} clients pausing ${thinkMs} ms` : `${CLIENTS} clients`;
  recordBench(`search, ${CARS.toLocaleString('en')} cars, ${clients}`, DATABASE_URL, latencies, seconds);

  const rows = [...latencies].map(([operation, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    return [
      operation,
      String(sorted.length),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(percentile(sorted, 99)),
      ms(sorted[sorted.length - 1]!),
      `${(sorted.length / seconds).toFixed(1)}/s`,
    ];
  });
  rows.sort((a, b) => (a[0] === 'all' ? 1 : b[0] === 'all' ? -1 : a[0]!.localeCompare(b[0]!)));
  const header = ['operation', 'requests', 'p50', 'p95', 'p99', 'max', 'throughput'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(
    [
      '',
      `${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CARS.toLocaleString('en')} cars, ${clients}, ${seconds.toFixed(1)} s, ${issued} requests` +
        ` (${carsReturned} cars returned), errors: ${errors.size === 0 ? 'none' : JSON.stringify(Object.fromEntries(errors))}`,
      line(header),
      widths.map((w) => '-'.repeat(w)).join('-|-'),
      ...rows.map(line),
      cpu.report(issued),
    ].join('\n'),
  );
  if (errors.size > 0) process.exitCode = 1;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  let server: TestServer | undefined;
  try {
    await seedDataDir(dataDir);
    // The load comes from one address: lift the per-IP limit for the run.
    server = await startServer({ API_RATE_LIMIT: '100000000', ...(DATABASE_URL ? { DATABASE_URL } : {}) }, dataDir);
    console.log(
      `Server on ${server.url}, database ${DATABASE_URL ? 'PostgreSQL' : `${path.join(dataDir, 'pgdata')} (PGlite)`}.`,
    );
    // Warm-up: the first requests compile the route serializers and fill PGlite's caches.
    for (let i = 0; i < 20; i++) {
      const request = nextRequest(prng(i + 1), Date.now());
      await fetch(server.url + request.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request.body),
      }).then((r) => r.arrayBuffer());
    }
    await runLoad(server.url, dataDir, 0);
    await runLoad(server.url, dataDir, THINK_MS);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
