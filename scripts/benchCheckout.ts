// Checkout API latency under concurrent drivers. Seeds a temporary DATA_DIR (--cars cars), gives
// --clients drivers a session, starts the reference server on 127.0.0.1 and a free port, and runs
// --clients concurrent clients for --duration seconds. Each client books like the app does: it
// prices a car with the shared domain pricing from getCar, then either pays later (checkout) or
// pays in full with the test gateway (checkout → createPayPalOrder → approveTestPayment →
// checkPayPalOrder). Cars come from a small pool and periods overlap often, so checkouts compete
// for the same cars (the row lock serializes them; the losers get 409 car_unavailable, counted,
// not errors). Prints p50/p95/p99 per operation, then stops the server and removes the data.
// With --database-url the server runs on that PostgreSQL database instead of PGlite (its public
// schema is DROPPED and refilled: use a scratch database), where transactions really run in parallel.
//
// Usage: npx tsx scripts/benchCheckout.ts [--cars 2000] [--clients 10] [--duration 15] [--pool 40] [--database-url postgres://…]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { OperationId, RequestBody, ResponseBody } from '../server/src/contract';
import { priceRental } from '../src/domain/pricing';
import { aCheckoutBooking } from '../test/factories/booking';
import { openDatabase } from '../server/src/db/index';
import { migrate } from '../server/src/db/migrate';
import { prng, seed, settleAfterSeed } from '../server/src/db/seed';
import { newId } from '../server/src/ids';
import { AUTH_COOKIE, signSessionToken } from '../server/src/sessions';
import { startServer, type TestServer } from '../test/e2e/support/server';
import type { ApiAnswer, RequestArgs } from '../server/test/support/apiRequest';
import { fetchApi } from './apiFetch';
import { percentile, recordBench } from './benchSummary';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '2000' },
    clients: { type: 'string', default: '10' },
    duration: { type: 'string', default: '15' },
    pool: { type: 'string', default: '40' },
    'database-url': { type: 'string' },
  },
});
const CARS = Number(values.cars);
const CLIENTS = Number(values.clients);
const DURATION_MS = Number(values.duration) * 1000;
const POOL = Number(values.pool);
const DATABASE_URL = values['database-url'];
for (const [name, value] of Object.entries({ cars: CARS, clients: CLIENTS, duration: DURATION_MS, pool: POOL })) {
  if (!(value > 0)) throw new Error(`--${name} must be a positive number`);
}

const JWT_SECRET = 'bench-checkout-secret-0123456789abcdef0123456789';
const DAY = 86_400_000;

interface PoolCar {
  id: string;
  supplierId: string;
  locationId: string;
  payLater: boolean;
}

/** Seeds, creates one driver with a session per client, and picks the pool of bookable cars. */
async function prepare(
  dataDir: string,
): Promise<{ drivers: Array<{ id: string; sessionId: string }>; cars: PoolCar[] }> {
  const db = await openDatabase({ dataDir, ...(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {}) });
  try {
    if (DATABASE_URL) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrate(db);
    const summary = await seed(db, { cars: CARS });
    await settleAfterSeed(db);
    console.log(`Seeded ${summary.cars} cars and ${summary.bookings} bookings.`);
    const drivers = [];
    for (let i = 0; i < CLIENTS; i++) {
      const id = newId();
      await db.query(
        `INSERT INTO users (id, email, full_name, phone, birth_date, language, verified)
         VALUES ($1, $2, $3, '+33600000000', '1985-01-01', 'en', true)`,
        [id, `bench-checkout-${i}@example.com`, `Bench driver ${i}`],
      );
      const sessionId = newId();
      await db.query('INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)', [
        sessionId,
        id,
        new Date(Date.now() + DAY),
      ]);
      drivers.push({ id, sessionId });
    }
    const { rows } = await db.query<{ id: string; supplier_id: string; location_id: string; pay_later: boolean }>(
      `SELECT c.id, c.supplier_id, s.pay_later, (SELECT min(location_id) FROM car_locations cl WHERE cl.car_id = c.id) AS location_id
         FROM cars c JOIN suppliers s ON s.id = c.supplier_id
        WHERE c.available AND NOT c.coming_soon AND NOT c.fully_booked AND NOT s.blacklisted AND NOT s.license_required
          AND s.minimum_rental_days IS NULL AND c.minimum_age <= 30
        ORDER BY c.id LIMIT $1`,
      [POOL],
    );
    return {
      drivers,
      cars: rows.map((r) => ({
        id: r.id,
        supplierId: r.supplier_id,
        locationId: r.location_id,
        payLater: r.pay_later,
      })),
    };
  } finally {
    await db.close();
  }
}

async function runLoad(url: string, cookies: string[], cars: PoolCar[]): Promise<void> {
  const rng = prng(5150);
  const priced = new Map<string, ResponseBody<'getCar'>>();
  for (const car of cars) {
    priced.set(car.id, (await fetchApi(url, 'getCar', { params: { id: car.id, language: 'en' } })).body);
  }
  const latencies = new Map<string, number[]>();
  const outcomes = new Map<string, number>();
  const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const started = performance.now();
  const deadline = started + DURATION_MS;

  async function timed<K extends OperationId>(operationId: K, ...args: RequestArgs<K>): Promise<ApiAnswer<K>> {
    const t0 = performance.now();
    const answer = await fetchApi(url, operationId, ...args);
    const list = latencies.get(operationId) ?? [];
    list.push(performance.now() - t0);
    latencies.set(operationId, list);
    return answer;
  }

  async function client(cookie: string): Promise<void> {
    while (performance.now() < deadline) {
      const car = cars[Math.floor(rng() * cars.length)]!;
      // Periods in the next 120 days: with a small pool of cars, many checkouts compete.
      const from = today + (2 + Math.floor(rng() * 120)) * DAY + 10 * 3_600_000;
      const to = from + (1 + Math.floor(rng() * 7)) * DAY;
      const payLater = car.payLater && rng() < 0.6;
      const price = priceRental(priced.get(car.id)!, new Date(from), new Date(to), { theftProtection: false });
      const amount = payLater ? price.totalCents : price.totalCents + price.depositCents;
      const body: RequestBody<'checkout'> = {
        idempotencyKey: randomUUID(),
        payLater,
        booking: aCheckoutBooking(
          { supplier: car.supplierId, car: car.id, location: car.locationId, from: new Date(from), to: new Date(to) },
          amount / 100,
          {},
          { isPayedInFull: !payLater },
        ),
      };
      const made = await timed('checkout', { body, cookie });
      if (made.status === 409) {
        count('checkout 409 car_unavailable');
        continue;
      }
      if (made.status !== 200) {
        count(`checkout ${made.status} ${made.error.code}`);
        continue;
      }
      count(payLater ? 'booked, pay later' : 'booked, paying');
      if (payLater) continue;
      const { bookingId, amountDue } = made.body;
      const order = await timed('createPayPalOrder', {
        body: { bookingId, amount: amountDue, currency: 'EUR', name: 'Bench', description: 'Bench booking' },
        cookie,
      });
      const orderId = order.body;
      const approved = await timed('approveTestPayment', {
        params: { orderId },
        body: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
        cookie,
      });
      const captured = await timed('checkPayPalOrder', { params: { bookingId, orderId }, cookie });
      count(
        order.status === 200 && approved.status === 200 && captured.status === 200
          ? 'paid'
          : `payment failed ${captured.status}`,
      );
    }
  }

  await Promise.all(cookies.map((cookie) => client(cookie)));
  const seconds = (performance.now() - started) / 1000;
  recordBench(`checkout, ${CLIENTS} drivers`, DATABASE_URL, latencies, seconds);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const rows = [...latencies].map(([operation, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return [
      operation,
      String(sorted.length),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(percentile(sorted, 99)),
      ms(sorted.at(-1)!),
      `${(sorted.length / seconds).toFixed(1)}/s`,
    ];
  });
  const header = ['operation', 'requests', 'p50', 'p95', 'p99', 'max', 'throughput'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(
    [
      '',
      `Checkout on ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${CLIENTS} concurrent drivers, ${cars.length} cars, ${seconds.toFixed(1)} s; outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
      line(header),
      widths.map((w) => '-'.repeat(w)).join('-|-'),
      ...rows.map(line),
    ].join('\n'),
  );
  if ([...outcomes.keys()].some((key) => !/^(booked|paid|checkout 409)/.test(key))) process.exitCode = 1;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-checkout-'));
  let server: TestServer | undefined;
  try {
    const { drivers, cars } = await prepare(dataDir);
    // The load comes from one address: lift the per-IP limit for the run.
    server = await startServer(
      { API_RATE_LIMIT: '100000000', JWT_SECRET, ...(DATABASE_URL ? { DATABASE_URL } : {}) },
      dataDir,
    );
    const cookies = await Promise.all(
      drivers.map(
        async (d) =>
          `${AUTH_COOKIE}=${await signSessionToken(JWT_SECRET, d.id, d.sessionId, new Date(Date.now() + DAY))}`,
      ),
    );
    await runLoad(server.url, cookies, cars);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
