/**
 * Migrations and the demo marketplace seed, on a database built from scratch in this file.
 */
import bcrypt from 'bcryptjs';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSeedAssets } from '../src/db/assets';
import { openPglite, type Db } from '../src/db/index';
import { listMigrations, migrate } from '../src/db/migrate';
import {
  buildBookings,
  buildCars,
  BUSY_LOCATION_KEY,
  DEMO_DRIVER,
  DEMO_PASSWORD,
  isSeeded,
  seed,
  seedId,
} from '../src/db/seed';
import { EXTRAS, FUEL_POLICIES, FUEL_TYPES, GEARBOXES, LOCATIONS, MULTIMEDIA, RANGES } from '../src/db/seedData';
import { ID_PATTERN } from '../src/ids';

const TODAY = new Date('2030-05-10T15:30:00Z');
let db: Db;

beforeAll(async () => {
  db = await openPglite();
  expect(await migrate(db)).toEqual(listMigrations().map((m) => m.version));
  expect(await isSeeded(db)).toBe(false);
  await seed(db, { today: TODAY });
});
afterAll(async () => {
  await db.close();
});

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query<T>(sql, params)).rows[0]!;
}
const count = async (sql: string) => (await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).n;

describe('migrate', () => {
  it('applies each migration once', async () => {
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
  });

  it('rolls a failing migration back completely', async () => {
    const fresh = await openPglite();
    try {
      const bad = [
        ...listMigrations(),
        {
          version: '999',
          name: 'broken',
          sql: 'CREATE TABLE half_done (id int); SELECT no_such_column FROM settings;',
        },
      ];
      await expect(migrate(fresh, bad)).rejects.toThrow();
      const { rows } = await fresh.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('half_done', 'schema_migrations', 'users')",
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('creates the single settings row with the BookCars defaults', async () => {
    expect(await count('settings')).toBe(1);
    expect(
      await one(
        'SELECT min_pickup_hours, min_rental_hours, min_pickup_dropoff_hour, max_pickup_dropoff_hour FROM settings',
      ),
    ).toEqual({
      min_pickup_hours: 1,
      min_rental_hours: 1,
      min_pickup_dropoff_hour: 0,
      max_pickup_dropoff_hour: 23,
    });
    await expect(db.query("INSERT INTO settings (id) VALUES ('000000000000000000000002')")).rejects.toThrow();
  });

  it('keeps e-mail addresses unique whatever their case', async () => {
    await expect(
      db.query("INSERT INTO users (id, email, full_name) VALUES ('0000000000000000000000aa', $1, 'Copy')", [
        DEMO_DRIVER.email.toUpperCase(),
      ]),
    ).rejects.toThrow();
  });
});

describe('seed', () => {
  it('is marked as seeded', async () => {
    expect(await isSeeded(db)).toBe(true);
  });

  it('has at least 4 countries with names in en, fr and es', async () => {
    expect(await count('countries')).toBeGreaterThanOrEqual(4);
    expect(await count("countries WHERE names ? 'en' AND names ? 'fr' AND names ? 'es'")).toBe(
      await count('countries'),
    );
  });

  it('has at least 40 locations with coordinates, some with child locations, some with images', async () => {
    expect(await count('locations')).toBeGreaterThanOrEqual(40);
    expect(await count('locations WHERE latitude IS NULL OR longitude IS NULL')).toBe(0);
    expect(await count('locations WHERE parent_location_id IS NOT NULL')).toBeGreaterThanOrEqual(3);
    expect(await count('locations WHERE image IS NOT NULL')).toBeGreaterThanOrEqual(5);
    expect(await count("locations WHERE NOT (names ? 'en' AND names ? 'fr' AND names ? 'es')")).toBe(0);
    // Every country can show a tab on the home page (MIN_LOCATIONS = 4).
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM locations GROUP BY country_id');
    expect(rows.every((r) => r.n >= 4)).toBe(true);
    // Children are close to their parent (a terminal of the same airport).
    const far = await count(
      'locations c JOIN locations p ON p.id = c.parent_location_id WHERE abs(c.latitude - p.latitude) > 0.1 OR abs(c.longitude - p.longitude) > 0.1 OR c.country_id <> p.country_id',
    );
    expect(far).toBe(0);
  });

  it('has at least 6 suppliers with logos', async () => {
    expect(await count('suppliers WHERE avatar IS NOT NULL')).toBeGreaterThanOrEqual(6);
  });

  it('has 300 cars, each offered at a location and owned by a supplier', async () => {
    expect(await count('cars')).toBe(300);
    expect(await count('cars c WHERE NOT EXISTS (SELECT 1 FROM car_locations l WHERE l.car_id = c.id)')).toBe(0);
    expect(
      await count(
        'locations l WHERE l.parent_location_id IS NULL AND NOT EXISTS (SELECT 1 FROM car_locations cl WHERE cl.location_id = l.id)',
      ),
    ).toBe(0);
    expect(await count('cars WHERE image IS NULL')).toBe(0);
  });

  it('covers every enum value', async () => {
    const values = async (column: string) =>
      (await db.query<{ v: string }>(`SELECT DISTINCT ${column} AS v FROM cars`)).rows.map((r) => r.v).sort();
    expect(await values('type')).toEqual([...FUEL_TYPES].sort());
    expect(await values('gearbox')).toEqual([...GEARBOXES].sort());
    expect(await values('fuel_policy')).toEqual([...FUEL_POLICIES].sort());
    expect(await values('range')).toEqual([...RANGES].sort());
    expect(await values('unnest(multimedia)')).toEqual([...MULTIMEDIA].sort());
    expect(await count("cars WHERE multimedia = '{}'")).toBeGreaterThan(0);
  });

  it('has unlimited and limited mileage, every availability state and both aircon values', async () => {
    expect(await count('cars WHERE mileage = -1')).toBeGreaterThan(0);
    expect(await count('cars WHERE mileage > 0')).toBeGreaterThan(0);
    expect(await count('cars WHERE coming_soon')).toBeGreaterThan(0);
    expect(await count('cars WHERE fully_booked')).toBeGreaterThan(0);
    expect(await count('cars WHERE NOT available')).toBeGreaterThan(0);
    expect(await count('cars WHERE available AND NOT fully_booked AND NOT coming_soon')).toBeGreaterThan(200);
    expect(await count('cars WHERE aircon')).toBeGreaterThan(0);
    expect(await count('cars WHERE NOT aircon')).toBeGreaterThan(0);
    expect(await count('cars WHERE block_on_pay')).toBeGreaterThan(0);
  });

  it('fills every field of a car somewhere', async () => {
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM cars');
    const columns = Object.keys(rows[0]!);
    const neverSet = columns.filter((c) => rows.every((r) => r[c] === null));
    expect(neverSet).toEqual([]);
  });

  it('has each extra unavailable (-1), included (0) and priced somewhere', async () => {
    const column = (extra: string) => extra.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    for (const extra of EXTRAS) {
      expect(await count(`cars WHERE ${column(extra)} = -1`)).toBeGreaterThan(0);
      expect(await count(`cars WHERE ${column(extra)} = 0`)).toBeGreaterThan(0);
      expect(await count(`cars WHERE ${column(extra)} > 0`)).toBeGreaterThan(0);
    }
  });

  it('has discounted prices on some cars, never above the regular price', async () => {
    expect(await count('cars WHERE discounted_daily_price IS NOT NULL')).toBeGreaterThan(10);
    expect(
      await count('cars WHERE discounted_weekly_price IS NOT NULL OR discounted_monthly_price IS NOT NULL'),
    ).toBeGreaterThan(0);
    expect(
      await count('cars WHERE discounted_daily_price > daily_price OR discounted_weekly_price > weekly_price'),
    ).toBe(0);
    expect(await count('cars WHERE hourly_price IS NOT NULL')).toBeGreaterThan(0);
    expect(await count('cars WHERE bi_weekly_price IS NULL')).toBeGreaterThan(0);
  });

  it('has date-based prices with several future periods on some cars', async () => {
    expect(await count('cars WHERE is_date_based_price')).toBeGreaterThan(10);
    expect(
      await count(
        'cars c WHERE is_date_based_price AND (SELECT count(*) FROM date_based_prices p WHERE p.car_id = c.id) < 2',
      ),
    ).toBe(0);
    expect(
      await count(
        'cars c WHERE NOT is_date_based_price AND EXISTS (SELECT 1 FROM date_based_prices p WHERE p.car_id = c.id)',
      ),
    ).toBe(0);
    expect(await count(`date_based_prices WHERE start_date <= '${TODAY.toISOString()}'`)).toBe(0);
    // Periods of one car do not overlap.
    expect(
      await count(
        'date_based_prices a JOIN date_based_prices b ON a.car_id = b.car_id AND a.id < b.id AND a.start_date <= b.end_date AND b.start_date <= a.end_date',
      ),
    ).toBe(0);
  });

  it('has realistic prices in EUR', async () => {
    const { min, max } = await one<{ min: number; max: number }>(
      'SELECT min(daily_price) AS min, max(daily_price) AS max FROM cars',
    );
    expect(min).toBeGreaterThanOrEqual(10);
    expect(max).toBeLessThanOrEqual(250);
    expect(await count('cars WHERE weekly_price >= daily_price * 7 OR monthly_price >= daily_price * 30')).toBe(0);
  });

  it('creates a verified demo driver whose printed password works, and a suspended driver', async () => {
    const demo = await one<{
      id: string;
      password_hash: string;
      verified: boolean;
      blacklisted: boolean;
      type: string;
    }>('SELECT id, password_hash, verified, blacklisted, type FROM users WHERE email = $1', [DEMO_DRIVER.email]);
    expect(demo).toMatchObject({ verified: true, blacklisted: false, type: 'user' });
    expect(await bcrypt.compare(DEMO_PASSWORD, demo.password_hash)).toBe(true);
    expect(bcrypt.getRounds(demo.password_hash)).toBeGreaterThanOrEqual(10);
    expect(await count('users WHERE blacklisted')).toBeGreaterThanOrEqual(1);
  });

  it('uses 24-hex-character ids everywhere', async () => {
    for (const table of ['countries', 'locations', 'suppliers', 'cars', 'users', 'date_based_prices', 'bookings']) {
      const { rows } = await db.query<{ id: string }>(`SELECT id FROM ${table}`);
      expect(rows.every((r) => ID_PATTERN.test(r.id))).toBe(true);
    }
    expect(seedId('car', 0)).toMatch(ID_PATTERN);
  });

  it('is deterministic', () => {
    const a = buildCars(300, TODAY);
    const b = buildCars(300, new Date('2030-05-10T08:00:00Z'));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('scales to 10,000 cars with every enum still covered', () => {
    const cars = buildCars(10_000, TODAY);
    expect(new Set(cars.map((c) => c.id)).size).toBe(10_000);
    expect(new Set(cars.map((c) => c.type)).size).toBe(FUEL_TYPES.length);
  });
});

describe('seed bookings', () => {
  const DAY = 86_400_000;
  const busyIds = LOCATIONS.flatMap((l, i) =>
    l.key === BUSY_LOCATION_KEY || l.parent === BUSY_LOCATION_KEY ? [seedId('location', i)] : [],
  );

  it('books cars at the busy location over the app’s default search dates', async () => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(DISTINCT car_id)::int AS n FROM bookings
       WHERE pickup_location_id = ANY($1::text[]) AND status IN ('pending', 'deposit', 'paid', 'paidInFull', 'reserved')
         AND "from" < $3 AND "to" > $2`,
      [busyIds, new Date(TODAY.getTime() + 3 * DAY), new Date(TODAY.getTime() + 6 * DAY)],
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(3);
  });

  it('has a payment in progress, an expired payment and a cancelled booking there', async () => {
    const at = (sql: string) =>
      count(`bookings WHERE pickup_location_id = ANY('{${busyIds.join(',')}}'::text[]) AND ${sql}`);
    expect(await at(`status = 'void' AND expire_at > '${new Date(TODAY.getTime() + 20 * DAY).toISOString()}'`)).toBe(1);
    expect(await at(`status = 'void' AND expire_at < '${TODAY.toISOString()}'`)).toBe(1);
    expect(await at(`status = 'cancelled'`)).toBeGreaterThanOrEqual(1);
  });

  it('books only bookable cars, at one of their locations, of their supplier, with every holding status', async () => {
    expect(
      await count(
        'bookings b JOIN cars c ON c.id = b.car_id WHERE NOT c.available OR c.coming_soon OR c.fully_booked OR b.supplier_id <> c.supplier_id',
      ),
    ).toBe(0);
    expect(
      await count(
        'bookings b WHERE NOT EXISTS (SELECT 1 FROM car_locations cl WHERE cl.car_id = b.car_id AND cl.location_id = b.pickup_location_id)',
      ),
    ).toBe(0);
    const { rows } = await db.query<{ status: string }>('SELECT DISTINCT status FROM bookings ORDER BY status');
    expect(rows.map((r) => r.status)).toEqual([
      'cancelled',
      'deposit',
      'paid',
      'paidInFull',
      'pending',
      'reserved',
      'void',
    ]);
    expect(await count(`bookings WHERE "to" < '${TODAY.toISOString()}'`)).toBeGreaterThan(0);
    expect(await count(`bookings WHERE driver_id = '${seedId('user', 0)}'`)).toBeGreaterThan(0);
  });

  it('stores the price of the shared pricing (daily price × days at least, with the chosen extras)', async () => {
    const { rows } = await db.query<{ id: string; price: number; min_price: number }>(
      `SELECT b.id, b.price,
              ceil(extract(epoch FROM b."to" - b."from") / 86400) * LEAST(c.daily_price, COALESCE(NULLIF(c.discounted_daily_price, 0), c.daily_price), c.weekly_price / 7, c.monthly_price / 30) * 0.9 AS min_price
       FROM bookings b JOIN cars c ON c.id = b.car_id ORDER BY b.id`,
    );
    const built = buildBookings(buildCars(300, TODAY), TODAY);
    expect(rows.map((r) => [r.id, r.price])).toEqual(built.map((b) => [b.id, b.price]));
    expect(rows.every((r) => r.price > 0 && r.price >= r.min_price)).toBe(true);
    expect(await count('bookings WHERE cancellation OR full_insurance')).toBeGreaterThan(0);
  });

  it('is deterministic and scales with the number of cars', () => {
    const cars = buildCars(300, TODAY);
    expect(JSON.stringify(buildBookings(cars, TODAY))).toBe(
      JSON.stringify(buildBookings(buildCars(300, TODAY), new Date('2030-05-10T08:00:00Z'))),
    );
    const many = buildBookings(buildCars(10_000, TODAY), TODAY);
    expect(many.length).toBeGreaterThan(400);
    expect(new Set(many.map((b) => b.id)).size).toBe(many.length);
  });
});

describe('seed images', () => {
  it('copies a WebP logo for every supplier that has one, and every referenced car and location image', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-assets-'));
    try {
      writeSeedAssets(dir);
      const refs = async (sql: string) => (await db.query<{ f: string }>(sql)).rows.map((r) => r.f);
      for (const [kind, files] of [
        ['suppliers', await refs('SELECT avatar AS f FROM suppliers WHERE avatar IS NOT NULL')],
        ['cars', await refs('SELECT DISTINCT image AS f FROM cars')],
        ['locations', await refs('SELECT image AS f FROM locations WHERE image IS NOT NULL')],
      ] as const) {
        for (const file of files) {
          // A WebP file: RIFF....WEBP.
          const head = readFileSync(path.join(dir, kind, file))
            .subarray(0, 12)
            .toString('latin1');
          expect([file, head.slice(0, 4), head.slice(8)]).toEqual([file, 'RIFF', 'WEBP']);
        }
        expect(readdirSync(path.join(dir, kind)).every((f) => f.endsWith('.webp'))).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
