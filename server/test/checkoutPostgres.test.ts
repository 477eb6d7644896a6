/**
 * Competing checkouts on a real PostgreSQL server, where transactions really run at the same time
 * on separate connections (PGlite has one connection, so there they queue anyway). Runs only with
 * TEST_DATABASE_URL (see postgres.test.ts); it uses its own database `<name>_checkout` on that
 * server, created and dropped here, so both files can run at once.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openPostgres, type Db } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { MemoryMailer } from '../src/mail/index';
import { disabledRecaptcha } from '../src/recaptcha';
import { createDriver } from './support/bookingFixtures';
import { checkoutBody, guest, period, pickCar } from './support/checkout';
import { pathOf } from './support/contract';
import type { TestApp } from './support/testApp';
import { testConfig } from './support/testApp';

const url = process.env.TEST_DATABASE_URL;
const describeIfPostgres = url ? describe : describe.skip;

describeIfPostgres('checkout on PostgreSQL (TEST_DATABASE_URL)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pg-checkout-'));
  const own = url ? new URL(url) : null;
  const name = own ? `${own.pathname.slice(1)}_checkout` : '';
  let db: Db;
  let t: TestApp;

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${name}"`);
    own!.pathname = `/${name}`;
    db = await openPostgres(own!.toString());
    await migrate(db);
    await seed(db, { today: new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z') });
    const config = testConfig(dataDir);
    const mailer = new MemoryMailer();
    const app = await buildApp({ db, mailer, config, logger: false, recaptcha: disabledRecaptcha } as Parameters<typeof buildApp>[0]);
    await app.ready();
    t = { app, db, mailer, config, ipLookup: app.deps.ipLookup, close: async () => undefined } as TestApp;
  }, 120_000);
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (body: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url: pathOf('checkout'), payload: body as Record<string, unknown>, headers: cookie ? { cookie } : {} });

  it('lets exactly one of many simultaneous checkouts of a car hold it for overlapping dates', async () => {
    const drivers = await Promise.all(Array.from({ length: 8 }, () => createDriver(t)));
    for (const round of [0, 1, 2]) {
      const car = await pickCar(t, { payLater: true, licenseRequired: false }, round);
      const bodies = await Promise.all(drivers.map((_, i) => checkoutBody(t, car, period(100 + (i % 3), 4))));
      const answers = await Promise.all(bodies.map((body, i) => post(body, drivers[i]!.cookie)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(drivers.length - 1);
      const { rows } = await db.query('SELECT id FROM bookings WHERE car_id = $1', [car.id]);
      expect(rows).toHaveLength(1);
    }
  });

  it('books once when the same request arrives several times at once, for a visitor too', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 5);
    const body = await checkoutBody(t, car, period(100, 3), { driver: guest(), key: randomUUID() });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().bookingId)).size).toBe(1);
    const { rows } = await db.query('SELECT id FROM bookings WHERE car_id = $1', [car.id]);
    expect(rows).toHaveLength(1);
  });
});
