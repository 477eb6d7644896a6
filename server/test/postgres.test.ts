/**
 * The same migrations, seed and handlers on a real PostgreSQL server. Runs only when
 * TEST_DATABASE_URL points at an EMPTY database it may fill and wipe, e.g.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/drivertest npm run test:unit
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { openPglite, openPostgres, type Db } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { MemoryMailer } from '../src/mail/index';
import { callApi } from './support/api';
import { testConfig } from './support/testApp';

const url = process.env.TEST_DATABASE_URL;
const describeIfPostgres = url ? describe : describe.skip;
const TODAY = new Date('2030-05-10T00:00:00Z');

describeIfPostgres('PostgreSQL (TEST_DATABASE_URL)', () => {
  let db: Db;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));

  beforeAll(async () => {
    db = await openPostgres(url!);
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrate(db);
    await seed(db, { today: TODAY });
  });
  afterAll(async () => {
    await db?.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds exactly the same data as the embedded database', async () => {
    const lite = await openPglite();
    try {
      await migrate(lite);
      await seed(lite, { today: TODAY });
      for (const sql of [
        'SELECT * FROM cars ORDER BY id',
        'SELECT * FROM locations ORDER BY id',
        'SELECT * FROM date_based_prices ORDER BY id',
        'SELECT * FROM bookings ORDER BY id',
        'SELECT id, email, birth_date, verified, blacklisted FROM users ORDER BY id',
        'SELECT count(*) AS n, sum(daily_price) AS total FROM cars',
      ]) {
        const strip = (rows: Record<string, unknown>[]) =>
          rows.map(({ created_at: _c, updated_at: _u, ...rest }) => rest);
        expect(strip((await db.query<Record<string, unknown>>(sql)).rows)).toEqual(
          strip((await lite.query<Record<string, unknown>>(sql)).rows),
        );
      }
    } finally {
      await lite.close();
    }
  });

  it('runs migrations once even when two servers start together', async () => {
    const other = await openPostgres(url!);
    try {
      expect(await Promise.all([migrate(db), migrate(other)])).toEqual([[], []]);
    } finally {
      await other.close();
    }
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE settings SET min_pickup_hours = 7');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await db.query<{ h: number }>('SELECT min_pickup_hours AS h FROM settings')).rows[0]!.h).toBe(1);
  });

  it('serves the API', async () => {
    const mailer = new MemoryMailer();
    const app = await buildApp({ db, mailer, config: testConfig(dataDir), logger: false });
    try {
      const settings = await callApi(app, 'getSettings');
      expect(settings.body).toEqual({
        minPickupHours: 1,
        minRentalHours: 1,
        minPickupDropoffHour: 0,
        maxPickupDropoffHour: 23,
        payments: { online: 'test' },
      });
      const sub = () => callApi(app, 'subscribeNewsletter', { body: { email: 'pg@example.org', language: 'en' } });
      expect((await sub()).status).toBe(200);
      expect((await sub()).status).toBe(200);
      expect(mailer.sent).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
