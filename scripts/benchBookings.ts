// My bookings API latency for a driver with many bookings. Seeds a temporary DATA_DIR (the demo
// marketplace), gives one driver --bookings bookings (every status, dates over two years) among
// --others bookings of other drivers, starts the reference server on 127.0.0.1 and a free port,
// signs the driver in with a session row, then times getBookings as the app calls it: the first
// page (20), infinite scroll through every page, the status filter and a keyword search, plus
// getBooking and "Check the new price" (amendBooking's preview), with --clients concurrent
// clients. Prints p50/p95/p99 per request kind, then stops the server and removes the data.
//
// With --database-url the server runs on that PostgreSQL database instead of PGlite (its public
// schema is DROPPED and refilled: use a scratch database; scripts/benchEngines.ts makes one).
//
// Usage: npx tsx scripts/benchBookings.ts [--bookings 500] [--others 20000] [--clients 4] [--rounds 30] [--database-url postgres://…]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RequestBody } from '../server/src/contract';
import { openDatabase } from '../server/src/db/index';
import { migrate } from '../server/src/db/migrate';
import { seed } from '../server/src/db/seed';
import { newId } from '../server/src/ids';
import { AUTH_COOKIE, signSessionToken } from '../server/src/sessions';
import { startServer, type TestServer } from '../test/e2e/support/server';
import { fetchApi } from './apiFetch';
import { percentile, recordBench } from './benchSummary';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '500' },
    others: { type: 'string', default: '20000' },
    clients: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '30' },
    'database-url': { type: 'string' },
  },
});
const DATABASE_URL = values['database-url'];
const BOOKINGS = Number(values.bookings);
const OTHERS = Number(values.others);
const CLIENTS = Number(values.clients);
const ROUNDS = Number(values.rounds);
for (const [name, value] of Object.entries({ bookings: BOOKINGS, clients: CLIENTS, rounds: ROUNDS })) {
  if (!(value > 0)) throw new Error(`--${name} must be a positive number`);
}
if (!(OTHERS >= 0)) throw new Error('--others must be 0 or more');

const JWT_SECRET = 'bench-bookings-secret-0123456789abcdef0123456789';
const PAGE_SIZE = 20;

/**
 * Inserts `count` bookings of `driverId` (or spread over the `bench-…` drivers when null) with SQL
 * over generate_series: cars in turn, the six statuses of My bookings, periods from a year ago to a
 * year ahead, creation times spread before each period.
 */
async function insertBookings(
  db: Awaited<ReturnType<typeof openDatabase>>,
  count: number,
  driverId: string | null,
): Promise<void> {
  const statuses = ['pending', 'paid', 'deposit', 'reserved', 'cancelled', 'void'];
  await db.query(
    `WITH car AS (
       SELECT c.id, c.supplier_id, (SELECT min(location_id) FROM car_locations cl WHERE cl.car_id = c.id) AS location_id,
              row_number() OVER (ORDER BY c.id) - 1 AS k, count(*) OVER () AS n
         FROM cars c WHERE c.available
     ), driver AS (
       SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n FROM users WHERE email LIKE 'bench-%'
     )
     INSERT INTO bookings (id, supplier_id, car_id, driver_id, pickup_location_id, drop_off_location_id, "from", "to",
                           status, cancellation, amendments, price, deposit, pay_later, created_at)
     SELECT substr(md5(random()::text || g::text), 1, 24), car.supplier_id, car.id,
            COALESCE($2::text, (SELECT d.id FROM driver d WHERE d.k = g % (SELECT max(n) FROM driver))),
            car.location_id, car.location_id,
            now() + ((g * 37) % 730 - 365) * interval '1 day',
            now() + ((g * 37) % 730 - 365 + 2 + g % 9) * interval '1 day',
            ($3::text[])[1 + g % 6], g % 2 = 0, g % 3 = 0, 50 + (g * 13) % 900, 300, g % 6 = 0,
            now() - (g % 500) * interval '1 hour'
       FROM generate_series(1, $1::int) AS g
       JOIN car ON car.k = g % car.n`,
    [count, driverId, statuses],
  );
}

async function prepare(dataDir: string): Promise<{ driverId: string; sessionId: string; amendableId: string }> {
  const db = await openDatabase({ dataDir, databaseUrl: DATABASE_URL });
  try {
    if (DATABASE_URL) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrate(db);
    await seed(db);
    const driverId = newId();
    await db.query(
      `INSERT INTO users (id, email, full_name, language, verified) VALUES ($1, 'bench.driver@example.com', 'Bench Driver', 'en', true)`,
      [driverId],
    );
    const otherDrivers = Math.max(1, Math.ceil(OTHERS / 25));
    await db.query(
      `INSERT INTO users (id, email, full_name, language, verified)
       SELECT substr(md5('bench-driver-' || g), 1, 24), 'bench-' || g || '@example.com', 'Other driver ' || g, 'en', true
         FROM generate_series(1, $1::int) AS g`,
      [otherDrivers],
    );
    const started = Date.now();
    await insertBookings(db, BOOKINGS, driverId);
    if (OTHERS > 0) await insertBookings(db, OTHERS, null);
    await db.exec('ANALYZE');
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE driver_id = $1', [
      driverId,
    ]);
    console.log(
      `Driver has ${rows[0]!.n} bookings; ${OTHERS} more for ${otherDrivers} other drivers (${Date.now() - started} ms).`,
    );
    const sessionId = newId();
    await db.query('INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)', [
      sessionId,
      driverId,
      new Date(Date.now() + 86_400_000),
    ]);
    // A booking the driver may amend ("Check the new price"): ahead, on a car offering the amendments
    // and theft protection options, with the amendments option and no other extra; the bookings
    // overlapping it on its car are cancelled, so the quote finds the car free.
    const amendable = await db.query<{ id: string; car_id: string; from: Date; to: Date }>(
      `UPDATE bookings SET amendments = true, cancellation = false, theft_protection = false, collision_damage_waiver = false,
              full_insurance = false, additional_driver = false, cancel_request = false
        WHERE id = (
          SELECT b.id FROM bookings b JOIN cars c ON c.id = b.car_id JOIN suppliers s ON s.id = b.supplier_id
           WHERE b.driver_id = $1 AND b.status IN ('pending', 'paid', 'deposit', 'reserved') AND b."from" > now() + interval '2 days'
             AND c.available AND NOT c.fully_booked AND c.amendments >= 0 AND c.theft_protection >= 0
             AND (s.minimum_rental_days IS NULL OR b."to" - b."from" >= s.minimum_rental_days * interval '1 day')
           ORDER BY b."from" LIMIT 1)
        RETURNING id, car_id, "from", "to"`,
      [driverId],
    );
    const quoted = amendable.rows[0]!;
    await db.query(
      `UPDATE bookings SET status = 'cancelled' WHERE car_id = $1 AND id <> $2 AND "from" < $4 AND "to" > $3`,
      [quoted.car_id, quoted.id, quoted.from, quoted.to],
    );
    return { driverId, sessionId, amendableId: quoted.id };
  } finally {
    await db.close();
  }
}

interface Call<A extends { status: number; body: unknown } = { status: number; body: unknown }> {
  kind: string;
  send: () => Promise<A>;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bookings-'));
  let server: TestServer | undefined;
  try {
    const { driverId, sessionId, amendableId } = await prepare(dataDir);
    server = await startServer(
      { API_RATE_LIMIT: '100000000', JWT_SECRET, ...(DATABASE_URL ? { DATABASE_URL } : {}) },
      dataDir,
    );
    const cookie = `${AUTH_COOKIE}=${await signSessionToken(JWT_SECRET, driverId, sessionId, new Date(Date.now() + 86_400_000))}`;
    const url = server.url;
    const headers = { 'accept-encoding': 'gzip, br' };
    const list = (page: number, body: RequestBody<'getBookings'> = {}) =>
      fetchApi(url, 'getBookings', { params: { page, size: PAGE_SIZE, language: 'en' }, body, headers, cookie });
    const call = async <A extends { status: number; body: unknown }>(c: Call<A>): Promise<A> => {
      const answer = await c.send();
      if (answer.status !== 200) throw new Error(`${c.kind} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer;
    };

    const first = await call({ kind: 'list', send: () => list(1) });
    const total = first.body[0]!.pageInfo[0]!.totalRecords;
    const pages = Math.ceil(total / PAGE_SIZE);
    const someId = first.body[0]!.resultData[0]!._id;
    console.log(`Server on ${url}; the list has ${total} bookings in ${pages} pages of ${PAGE_SIZE}.`);

    // What the pages do: open My bookings, scroll through everything, filter, search, open one.
    const calls: Call[] = [
      { kind: 'list page 1', send: () => list(1) },
      ...Array.from({ length: pages - 1 }, (_, i): Call => ({
        kind: 'list page 2..n (scroll)',
        send: () => list(i + 2),
      })),
      { kind: 'list, status filter', send: () => list(1, { statuses: ['paid', 'deposit', 'reserved'] }) },
      { kind: 'list, keyword', send: () => list(1, { filter: { keyword: 'clio' } }) },
      {
        kind: 'list, date range',
        send: () =>
          list(1, {
            filter: { from: new Date().toISOString(), to: new Date(Date.now() + 90 * 86_400_000).toISOString() },
          }),
      },
      {
        kind: 'booking by id',
        send: () => fetchApi(url, 'getBooking', { params: { id: someId, language: 'en' }, headers, cookie }),
      },
      {
        kind: 'amendment quote',
        send: () =>
          fetchApi(url, 'amendBooking', {
            params: { id: amendableId },
            body: { mode: 'preview', theftProtection: true },
            headers,
            cookie,
          }),
      },
    ];
    for (const c of calls.slice(0, 5)) await call(c); // warm-up: serializers compiled, caches filled

    const latencies = new Map<string, number[]>();
    let next = 0;
    const work = Array.from({ length: ROUNDS }, () => calls).flat();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < work.length) {
          const c = work[next++]!;
          const t0 = performance.now();
          await call(c);
          const elapsed = performance.now() - t0;
          for (const key of [c.kind, 'all']) latencies.set(key, [...(latencies.get(key) ?? []), elapsed]);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    recordBench(`bookings, ${CLIENTS} clients`, DATABASE_URL, latencies, seconds);
    const header = ['request', 'count', 'p50', 'p95', 'p99'];
    const rows = [...latencies].map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return [kind, String(sorted.length), ...[50, 95, 99].map((p) => `${percentile(sorted, p).toFixed(1)} ms`)];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
    console.log(
      [
        '',
        `${BOOKINGS} bookings for the driver, ${OTHERS} for others, ${CLIENTS} concurrent clients, ${work.length} requests in ${seconds.toFixed(1)} s (${DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
        line(header),
        widths.map((w) => '-'.repeat(w)).join('-|-'),
        ...rows.map(line),
      ].join('\n'),
    );
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
