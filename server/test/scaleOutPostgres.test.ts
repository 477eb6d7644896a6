/**
 * Two app instances on one PostgreSQL database (runs only with TEST_DATABASE_URL), as behind a
 * load balancer: each instance has its own connection pool, its own data folder and its own
 * memory (in-memory rate counters, caches); all they share is the database. Whatever a driver does
 * through one must hold through the other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { openPostgres } from '../src/db/index';
import { prepareDatabase } from '../src/db/prepare';
import { DEMO_USERS } from '../src/db/seed';
import { MemoryMailer } from '../src/mail/index';
import { disabledRecaptcha } from '../src/recaptcha';
import { createDriver } from './support/bookingFixtures';
import { checkoutBody, GOOD_CARD, period, pickCar } from './support/checkout';
import type { RequestBody } from '../src/contract';
import { callApi } from './support/api';
import { pathOf } from './support/apiRequest';
import { createPostgresDatabase, describeIfPostgres, type PostgresDatabase } from './support/postgresApp';
import { seededPostgresDatabase, testConfig, type TestApp } from './support/testApp';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A real picture: uploads are decoded and encoded again (imageReencode.ts). */
const png = () =>
  sharp({ create: { width: 4, height: 3, channels: 4, background: '#3366cc' } })
    .png()
    .toBuffer();

/** One instance: its own pool, data folder and memory, on the shared database. */
async function startInstance(url: string, config: Partial<Config> = {}): Promise<TestApp> {
  const db = await openPostgres(url);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'instance-'));
  const mailer = new MemoryMailer();
  const app = await buildApp({
    db,
    mailer,
    config: testConfig(dataDir, config),
    logger: false,
    recaptcha: disabledRecaptcha,
    google: null,
  });
  await app.ready();
  return {
    app,
    db,
    mailer,
    config: app.deps.config,
    ipLookup: app.deps.ipLookup,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function multipart(field: string, filename: string, content: Buffer, type: string) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeIfPostgres('two instances on one PostgreSQL database (TEST_DATABASE_URL)', () => {
  let database: PostgresDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await seededPostgresDatabase();
    [a, b] = await Promise.all([startInstance(database.url), startInstance(database.url)]);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const checkout = (t: TestApp, body: RequestBody<'checkout'>, cookie?: string) =>
    callApi(t.app, 'checkout', { body, cookie });

  it('a booking made through one is seen and cancellable through the other', async () => {
    const driver = await createDriver(a);
    const car = await pickCar(a, { payLater: true, licenseRequired: false }, 0);
    const made = await checkout(a, await checkoutBody(a, car, period(120, 3)), driver.cookie);
    expect(made.status).toBe(200);
    const id = made.body.bookingId;

    const seen = await callApi(b.app, 'getBooking', { params: { id, language: 'en' }, cookie: driver.cookie });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ _id: id, cancelRequest: false });
    const cancelled = await callApi(b.app, 'cancelBooking', { params: { id }, cookie: driver.cookie });
    expect(cancelled.status).toBe(200);
    const again = await callApi(a.app, 'getBooking', { params: { id, language: 'en' }, cookie: driver.cookie });
    expect(again.body).toMatchObject({ _id: id, cancelRequest: true });
  });

  it('lets exactly one of 20 simultaneous checkouts of one car, spread over both, through', async () => {
    const drivers = await Promise.all(Array.from({ length: 20 }, () => createDriver(a)));
    const car = await pickCar(a, { payLater: true, licenseRequired: false }, 1);
    const when = period(130, 4);
    const bodies = await Promise.all(drivers.map(() => checkoutBody(a, car, when)));
    const answers = await Promise.all(bodies.map((body, i) => checkout(i % 2 ? b : a, body, drivers[i]!.cookie)));
    const codes = answers.map((answer) => answer.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const { rows } = await a.db.query('SELECT id FROM bookings WHERE car_id = $1', [car.id]);
    expect(rows).toHaveLength(1);
  });

  it('counts sign-in failures for one address across both instances', async () => {
    const email = DEMO_USERS[0]!.email;
    const signIn = (t: TestApp) =>
      callApi(t.app, 'signIn', { body: { email, password: 'wrong-password' }, remoteAddress: '198.51.100.20' });
    const limit = a.config.authRateLimit;
    for (let i = 0; i < limit; i++) expect((await signIn(i % 2 ? b : a)).status).toBe(204);
    // Each instance alone saw about half of the failures; together they used up the budget.
    expect((await signIn(a)).status).toBe(429);
    expect((await signIn(b)).status).toBe(429);
  });

  it('shares the API rate limit: a client spreading its requests over both gets API_RATE_LIMIT, not twice it', async () => {
    const [c, d] = await Promise.all([
      startInstance(database.url, { apiRateLimit: 6 }),
      startInstance(database.url, { apiRateLimit: 6 }),
    ]);
    try {
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) {
        const answer = await callApi((i % 2 ? d : c).app, 'getSettings', { remoteAddress: '198.51.100.30' });
        codes.push(answer.status);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
      // Another client has its own budget.
      expect((await callApi(c.app, 'getSettings', { remoteAddress: '198.51.100.31' })).status).toBe(200);
    } finally {
      await Promise.all([c.close(), d.close()]);
    }
  });

  it('gives an expired payment hold to one driver only, whichever instance looks', async () => {
    const [payer, rival] = await Promise.all([createDriver(a), createDriver(a)]);
    for (const round of [0, 1, 2]) {
      const car = await pickCar(a, { licenseRequired: false, deposit: 'some' }, 10 + round);
      const when = period(140, 3);
      const held = await checkout(a, await checkoutBody(a, car, when, { option: 'full' }), payer.cookie);
      expect(held.status).toBe(200);
      const { bookingId, amountDue } = held.body;
      const order = await callApi(a.app, 'createPayPalOrder', {
        body: {
          bookingId,
          amount: amountDue,
          currency: 'EUR',
          name: 'DriveMarket - Car',
          description: 'DriveMarket - Car - 3 days',
        },
      });
      const orderId = order.body;
      expect((await callApi(b.app, 'approveTestPayment', { params: { orderId }, body: GOOD_CARD })).status).toBe(200);
      await a.db.query("UPDATE bookings SET expire_at = now() - interval '1 minute' WHERE id = $1", [bookingId]);

      // The late capture on one instance and a new checkout on the other race for the freed car.
      const rivalBody = await checkoutBody(a, car, when, { option: 'full' });
      const [capture, other] = await Promise.all([
        callApi((round % 2 ? a : b).app, 'checkPayPalOrder', { params: { bookingId, orderId } }),
        checkout(round % 2 ? b : a, rivalBody, rival.cookie),
      ]);
      expect([capture.status, other.status].sort()).toEqual([200, 409]);
      const { rows } = await a.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings WHERE car_id = $1 AND (status <> 'void' OR expire_at > now())`,
        [car.id],
      );
      expect(rows[0]!.n).toBe(1);
    }
  });

  it('serves a file uploaded through one instance through the other; licences only to their owner', async () => {
    const driver = await createDriver(a);
    const uploaded = await callApi(a.app, 'updateLicense', {
      params: { id: driver.id },
      ...multipart('file', 'licence.pdf', PDF, 'application/pdf'),
      cookie: driver.cookie,
    });
    expect(uploaded.status).toBe(200);
    const name = uploaded.body;

    // Raw inject: the answer is the PDF itself, not JSON the contract checker reads.
    const download = await b.app.inject({
      method: 'GET',
      url: pathOf('getLicense', { userId: driver.id }),
      headers: { cookie: driver.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PDF);
    const stranger = await createDriver(b);
    expect(
      (await callApi(b.app, 'getLicense', { params: { userId: driver.id }, cookie: stranger.cookie })).status,
    ).toBe(404);
    expect((await callApi(b.app, 'getLicense', { params: { userId: driver.id } })).status).toBe(403);
    // Raw inject here and below: /cdn is static file serving, outside the contract.
    for (const url of [`/cdn/users/${name}`, `/cdn/licenses/${name}`, `/cdn/${name}`]) {
      expect((await b.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }

    const set = await callApi(b.app, 'updateAvatar', {
      params: { userId: driver.id },
      ...multipart('image', 'me.png', await png(), 'image/png'),
      cookie: driver.cookie,
    });
    expect(set.status).toBe(200);
    const served = await a.app.inject({ method: 'GET', url: `/cdn/users/${set.body}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // What one instance stored, the other serves: the re-encoded picture.
    expect(served.rawPayload).toEqual(await b.app.deps.files.get('avatars', set.body));
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 4, height: 3 });
  });
});

describeIfPostgres('instances starting together on an empty database', () => {
  it('migrate and seed it once, ten times out of ten', async () => {
    for (let round = 0; round < 10; round++) {
      const database = await createPostgresDatabase('empty');
      const [one, two] = await Promise.all([openPostgres(database.url), openPostgres(database.url)]);
      try {
        const results = await Promise.all([prepareDatabase(one), prepareDatabase(two)]);
        expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
        expect(results.filter((r) => r.applied.length > 0)).toHaveLength(1);
        const { rows } = await one.query<{ n: number }>('SELECT count(*)::int AS n FROM countries');
        expect(rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await Promise.all([one.close(), two.close()]);
        await database.drop();
      }
    }
  }, 300_000);
});
