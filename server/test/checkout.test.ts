/**
 * Tag `checkout`: booking creation (price recomputed, availability under concurrency, idempotency,
 * driver rules, visitor accounts) and payment with the test gateway (test cards, capture,
 * confirmation, release of the car when a payment fails or is abandoned). Every answer is checked
 * against the contract.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { aGuestDriver, anAdditionalDriver } from '@test/factories/user';
import { disabledRecaptcha } from '../src/recaptcha';
import { createDriver, type Driver } from './support/bookingFixtures';
import {
  appPrice,
  checkoutBody,
  DECLINED_CARD,
  DEMO_DRIVER_ID,
  GOOD_CARD,
  period,
  pickCar,
  type CarPick,
} from './support/checkout';
import type { RequestBody } from '../src/contract';
import { callApi } from './support/api';
import { AUTH_COOKIE } from '../src/sessions';
import { sessionCookie } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let alice: Driver;
let bob: Driver;
let carol: Driver;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createDriver(t, 'en');
  bob = await createDriver(t, 'es');
  carol = await createDriver(t, 'fr');
});
afterAll(async () => {
  await t.close();
});

type Body = RequestBody<'checkout'>;

const checkout = (body: Body, cookie?: string) => callApi(t.app, 'checkout', { body, cookie });
const createOrder = (bookingId: string, amount: number, currency = 'EUR') =>
  callApi(t.app, 'createPayPalOrder', {
    body: { bookingId, amount, currency, name: 'DriveMarket - Car', description: 'DriveMarket - Car - 3 days' },
  });
const approve = (orderId: string, card: RequestBody<'approveTestPayment'>) =>
  callApi(t.app, 'approveTestPayment', { params: { orderId }, body: card });
const capture = (bookingId: string, orderId: string) =>
  callApi(t.app, 'checkPayPalOrder', { params: { bookingId, orderId } });

async function bookingRow(id: string) {
  const { rows } = await t.db.query<{
    status: string;
    driver_id: string;
    price: number;
    deposit: number;
    amount_due: number;
    expire_at: Date | null;
    theft_protection: boolean;
    additional_driver: boolean;
  }>(
    'SELECT status, driver_id, price, deposit, amount_due, expire_at, theft_protection, additional_driver FROM bookings WHERE id = $1',
    [id],
  );
  return rows[0];
}

async function bookingsOf(carId: string) {
  const { rows } = await t.db.query<{ id: string; status: string }>(
    'SELECT id, status FROM bookings WHERE car_id = $1',
    [carId],
  );
  return rows;
}

/** Whether the search lists the car as booked for the period (the same hold rule as checkout). */
async function searchSaysBooked(car: CarPick, when: { from: Date; to: Date }): Promise<boolean> {
  const response = await callApi(t.app, 'getFrontendCars', {
    params: { page: 1, size: 100 },
    body: {
      pickupLocation: car.locationId,
      from: when.from.toISOString(),
      to: when.to.toISOString(),
      suppliers: [car.supplierId],
    },
  });
  const cars = response.body[0]!.resultData;
  const found = cars.find((c) => c._id === car.id);
  if (!found) throw new Error(`The search does not list car ${car.id}`);
  return found.fullyBooked === true;
}

async function notifications(userId: string) {
  const { rows } = await t.db.query<{ event: string; booking_id: string; params: Record<string, unknown> }>(
    'SELECT type AS event, booking_id, params FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

async function emailOf(userId: string): Promise<string> {
  const { rows } = await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return rows[0]!.email;
}

describe('checkout: price and rules', () => {
  it('books with pay later: pending at once, priced by the server, confirmation e-mail and notification', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 0);
    const when = period(200, 3);
    const body = await checkoutBody(t, car, when, { option: 'payLater' });
    const response = await checkout(body, alice.cookie);
    expect(response.status).toBe(200);
    const result = response.body;
    expect(result).toMatchObject({ status: 'pending', amountDue: 0, currency: 'EUR', paymentExpiresAt: null });
    const row = await bookingRow(result.bookingId);
    const price = await appPrice(t, car.id, when.from, when.to);
    expect(row).toMatchObject({
      status: 'pending',
      driver_id: alice.id,
      price: price.totalCents / 100,
      deposit: car.deposit,
      expire_at: null,
    });
    expect(await searchSaysBooked(car, when)).toBe(true);
    expect((await notifications(alice.id)).map((n) => [n.event, n.booking_id])).toContainEqual([
      'created',
      result.bookingId,
    ]);
    const mail = mailsTo(await emailOf(alice.id)).at(-1)!;
    expect(mail.subject).toMatch(/Your booking of the /);
    expect(mail.text).toContain(result.bookingId);
    expect(mail.text).toContain('at the counter');
    expect(mail.text).toContain(`/booking?b=${result.bookingId}`);
  });

  it('refuses a tampered price with the server amount, and books nothing', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 1);
    const when = period(200, 4);
    const body = await checkoutBody(t, car, when);
    const serverPrice = body.booking.price;
    for (const price of [serverPrice - 0.01, 1, serverPrice + 10]) {
      const response = await checkout(
        {
          ...body,
          idempotencyKey: `${body.idempotencyKey}-${price}`.replace(/\./g, '_'),
          booking: { ...body.booking, price },
        },
        alice.cookie,
      );
      expect(response.status).toBe(400);
      expect(response.error).toEqual({
        code: 'price_changed',
        message: `The price has changed: the amount for this booking is now ${serverPrice.toFixed(2)} EUR.`,
      });
    }
    expect(await bookingsOf(car.id)).toEqual([]);
  });

  it('prices the chosen extras and refuses an extra the car does not offer', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false, extraUnavailable: true }, 0);
    const when = period(200, 2);
    const body = await checkoutBody(t, car, when);
    const response = await checkout({ ...body, booking: { ...body.booking, theftProtection: true } }, alice.cookie);
    expect(response.status).toBe(400);
    expect(response.error.code).toBe('extra_unavailable');

    const { rows } = await t.db.query<{ id: string }>(
      'SELECT c.id FROM cars c JOIN suppliers s ON s.id = c.supplier_id WHERE c.collision_damage_waiver > 0 AND s.pay_later AND NOT s.license_required AND c.available AND NOT c.coming_soon AND NOT c.fully_booked AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.car_id = c.id) AND s.minimum_rental_days IS NULL AND c.minimum_age <= 25 ORDER BY c.id LIMIT 1',
    );
    const withExtra = await pickCar(t, { payLater: true, licenseRequired: false }, 0);
    const extraCar = { ...withExtra, id: rows[0]!.id };
    const { rows: carRows } = await t.db.query<{ supplier_id: string; location_id: string }>(
      'SELECT c.supplier_id, (SELECT min(location_id) FROM car_locations WHERE car_id = c.id) AS location_id FROM cars c WHERE c.id = $1',
      [extraCar.id],
    );
    extraCar.supplierId = carRows[0]!.supplier_id;
    extraCar.locationId = carRows[0]!.location_id;
    const withCdw = await checkoutBody(t, extraCar, period(210, 3), { extras: { collisionDamageWaiver: true } });
    const plain = await appPrice(t, extraCar.id, period(210, 3).from, period(210, 3).to);
    expect(withCdw.booking.price).toBeGreaterThan(plain.totalCents / 100);
    const ok = await checkout(withCdw, alice.cookie);
    expect(ok.status).toBe(200);
    expect((await bookingRow(ok.body.bookingId))!.price).toBe(withCdw.booking.price);
    // The same extras priced without the extra: the client showed one price, the server computes another.
    const cheaper = await checkout(
      {
        ...withCdw,
        idempotencyKey: `${withCdw.idempotencyKey}-x`,
        booking: { ...withCdw.booking, price: plain.totalCents / 100 },
      },
      bob.cookie,
    );
    expect(cheaper.status).toBe(400);
    expect(cheaper.error.code).toBe('price_changed');
  });

  it('refuses pay later when the supplier does not allow it, and a deposit option without deposit', async () => {
    const noPayLater = await pickCar(t, { payLater: false, licenseRequired: false }, 0);
    const refused = await checkout(await checkoutBody(t, noPayLater, period(200, 3)), alice.cookie);
    expect(refused.status).toBe(400);
    expect(refused.error.code).toBe('pay_later_unavailable');

    const noDeposit = await pickCar(t, { payLater: true, licenseRequired: false, deposit: 'none' }, 0).catch(
      () => null,
    );
    if (noDeposit) {
      const response = await checkout(
        await checkoutBody(t, noDeposit, period(200, 3), { option: 'deposit' }),
        alice.cookie,
      );
      expect(response.status).toBe(400);
      expect(response.error.code).toBe('deposit_unavailable');
    }
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 2);
    const body = await checkoutBody(t, car, period(200, 3));
    const none = await checkout({ ...body, payLater: false }, alice.cookie);
    expect(none.status).toBe(400);
    // In plain words: the app shows its own text for the code, but API callers read this one.
    expect(none.error).toEqual({
      code: 'payment_option_required',
      message: 'Choose one way to pay: at pick-up, the deposit online, or the full amount online.',
    });
  });

  it("requires the driver's licence when the supplier does", async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: true }, 0);
    const response = await checkout(await checkoutBody(t, car, period(200, 3)), alice.cookie);
    expect(response.status).toBe(400);
    expect(response.error).toEqual({ code: 'license_required', message: "Driver's license required" });
    const visitor = await checkout(await checkoutBody(t, car, period(200, 3), { driver: aGuestDriver() }));
    expect(visitor.status).toBe(400);
    expect(visitor.error.code).toBe('license_required');
  });

  it("attaches a visitor's uploaded licence privately to the new account; a signed-in driver's stored licence counts", async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: true }, 1);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const boundary = '----checkout-test';
    const uploaded = await callApi(t.app, 'createLicense', {
      body: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.status).toBe(200);
    const file = uploaded.body;
    const made = await checkout(
      await checkoutBody(t, car, period(200, 3), { driver: aGuestDriver({ license: 'f'.repeat(32) + '.pdf' }) }),
    );
    expect(made.status).toBe(400);
    expect(made.error.code).toBe('license_required');
    const driver = aGuestDriver({ license: file });
    const response = await checkout(await checkoutBody(t, car, period(200, 3), { driver }));
    expect(response.status).toBe(200);
    const { rows } = await t.db.query<{ license: string }>('SELECT license FROM users WHERE email = $1', [
      driver.email,
    ]);
    expect(rows[0]!.license).toMatch(new RegExp(`${file.replace('.', '\\.')}$`));
    expect(await t.app.deps.files.get('licenses', rows[0]!.license)).not.toBeNull();
    expect(existsSync(path.join(t.config.dataDir, 'cdn', rows[0]!.license))).toBe(false);

    await t.db.query("UPDATE users SET license = 'stored.pdf' WHERE id = $1", [carol.id]);
    const signedIn = await checkout(await checkoutBody(t, car, period(210, 3)), carol.cookie);
    expect(signedIn.status).toBe(200);
  });

  it('asks visitors (not signed-in drivers) for a passing reCAPTCHA when it is on; a retry replays without one', async () => {
    t.app.deps.recaptcha = { enabled: true, verify: async (token) => token === 'human' };
    try {
      const car = await pickCar(t, { payLater: true, licenseRequired: false }, 12);
      const body = await checkoutBody(t, car, period(200, 3), { driver: aGuestDriver() });
      const bot = await checkout(body);
      expect(bot.status).toBe(400);
      expect(bot.error.code).toBe('recaptcha_failed');
      const human = await checkout({ ...body, recaptchaToken: 'human' });
      expect(human.status).toBe(200);
      // The replay answers the booking, without the account (a replay signs nobody in).
      const retry = await checkout({ ...body, recaptchaToken: 'human' });
      const { user: _, ...booked } = human.body;
      expect(retry.body).toEqual(booked);
      const driver = await checkout(await checkoutBody(t, car, period(210, 3)), alice.cookie);
      expect(driver.status).toBe(200);
    } finally {
      t.app.deps.recaptcha = disabledRecaptcha;
    }
  });

  it("enforces the car's minimum age for the driver and the additional driver", async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 3);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const response = await checkout(
      await checkoutBody(t, car, period(200, 3), { driver: aGuestDriver({ birthDate: young.toISOString() }) }),
    );
    expect(response.status).toBe(400);
    expect(response.error.code).toBe('too_young');
    expect(response.error.message).toMatch(/^The driver must be at least \d+ years old\.$/);

    const { rows } = await t.db.query<{ id: string; supplier_id: string; location_id: string; deposit: number }>(
      `SELECT c.id, c.supplier_id, c.deposit, (SELECT min(location_id) FROM car_locations WHERE car_id = c.id) AS location_id
         FROM cars c JOIN suppliers s ON s.id = c.supplier_id
        WHERE c.additional_driver > 0 AND s.pay_later AND NOT s.license_required AND c.available AND NOT c.coming_soon
          AND NOT c.fully_booked AND s.minimum_rental_days IS NULL AND c.minimum_age <= 25
          AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.car_id = c.id)
        ORDER BY c.id DESC LIMIT 1`,
    );
    const withDriver: CarPick = {
      id: rows[0]!.id,
      supplierId: rows[0]!.supplier_id,
      locationId: rows[0]!.location_id,
      deposit: rows[0]!.deposit,
    };
    const missing = await checkout(
      await checkoutBody(t, withDriver, period(220, 2), { extras: { additionalDriver: true } }),
      alice.cookie,
    );
    expect(missing.status).toBe(400);
    expect(missing.error.code).toBe('additional_driver_required');
    const tooYoung = await checkout(
      await checkoutBody(t, withDriver, period(220, 2), {
        extras: { additionalDriver: true },
        additionalDriver: anAdditionalDriver({ birthDate: young.toISOString() }),
      }),
      alice.cookie,
    );
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.error.code).toBe('additional_driver_too_young');
    const ok = await checkout(
      await checkoutBody(t, withDriver, period(220, 2), {
        extras: { additionalDriver: true },
        additionalDriver: anAdditionalDriver(),
      }),
      alice.cookie,
    );
    expect(ok.status).toBe(200);
    const { rows: stored } = await t.db.query(
      'SELECT full_name, email, birth_date FROM booking_additional_drivers WHERE booking_id = $1',
      [ok.body.bookingId],
    );
    expect(stored).toEqual([{ full_name: 'Second Driver', email: 'second@example.com', birth_date: '1985-02-03' }]);
  });

  it('refuses dates in the past, a location the car is not at, and an unknown car', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 4);
    const past = await checkout(await checkoutBody(t, car, period(-3, 2)), alice.cookie);
    expect(past.status).toBe(400);
    expect(past.error.code).toBe('pickup_too_soon');
    const body = await checkoutBody(t, car, period(200, 2));
    const { rows } = await t.db.query<{ id: string }>(
      'SELECT id FROM locations WHERE id NOT IN (SELECT location_id FROM car_locations WHERE car_id = $1) AND parent_location_id IS NULL LIMIT 1',
      [car.id],
    );
    const elsewhere = await checkout(
      { ...body, booking: { ...body.booking, pickupLocation: rows[0]!.id } },
      alice.cookie,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.error.code).toBe('location_unavailable');
    const unknown = await checkout(
      { ...body, idempotencyKey: `${body.idempotencyKey}-u`, booking: { ...body.booking, car: 'f'.repeat(24) } },
      alice.cookie,
    );
    expect(unknown.status).toBe(404);
  });
});

describe('checkout: availability and idempotency', () => {
  it('refuses a car that is not available, coming soon or marked fully booked', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 13);
    for (const change of ['available = false', 'coming_soon = true', 'fully_booked = true']) {
      await t.db.query(`UPDATE cars SET ${change} WHERE id = $1`, [car.id]);
      const response = await checkout(await checkoutBody(t, car, period(200, 3)), alice.cookie);
      expect(response.status).toBe(409);
      expect(response.error.code).toBe('car_unavailable');
      await t.db.query('UPDATE cars SET available = true, coming_soon = false, fully_booked = false WHERE id = $1', [
        car.id,
      ]);
    }
    expect(await bookingsOf(car.id)).toEqual([]);
  });

  it('lets exactly one of several concurrent checkouts of the same car and overlapping dates win', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 5);
    const drivers = [alice, bob, carol, await createDriver(t), await createDriver(t)];
    const bodies = await Promise.all(
      drivers.map((_, i) => checkoutBody(t, car, period(230 + (i % 2), 3))), // overlapping periods
    );
    const answers = await Promise.all(bodies.map((body, i) => checkout(body, drivers[i]!.cookie)));
    const codes = answers.map((a) => a.status).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.error).toEqual({
        code: 'car_unavailable',
        message: 'This car is no longer available for these dates.',
      });
    }
    expect(await bookingsOf(car.id)).toHaveLength(1);
    // A period that does not overlap (drop-off = next pick-up) is free.
    const after = await checkoutBody(t, car, { from: period(240, 1).from, to: period(241, 1).from });
    expect((await checkout(after, bob.cookie)).status).toBe(200);
  });

  it('books once for a double click (same key), even at the same time, and refuses the key for another request', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 6);
    const body = await checkoutBody(t, car, period(200, 3));
    const [first, second] = await Promise.all([checkout(body, alice.cookie), checkout(body, alice.cookie)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const again = await checkout(body, alice.cookie);
    expect(again.body).toEqual(first.body);
    expect(await bookingsOf(car.id)).toHaveLength(1);
    expect((await notifications(alice.id)).filter((n) => n.booking_id === first.body.bookingId)).toHaveLength(1);

    const changed = await checkout(
      { ...body, booking: { ...body.booking, amendments: !body.booking.amendments } },
      alice.cookie,
    );
    expect(changed.status).toBe(409);
    expect(changed.error.code).toBe('idempotency_key_reused');
    const otherDriver = await checkout(body, bob.cookie);
    expect(otherDriver.status).toBe(409);
    expect(otherDriver.error.code).toBe('idempotency_key_reused');
  });

  it('books without an idempotency key (BookCars sends none), each request on its own', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 6);
    const { idempotencyKey: _, ...body } = await checkoutBody(t, car, period(300, 3));
    expect((await checkout(body, alice.cookie)).status).toBe(200);
    // No key, no replay: the same request again is a second booking, refused as the car is taken.
    expect((await checkout(body, alice.cookie)).error.code).toBe('car_unavailable');
  });
});

describe('checkout: visitors', () => {
  it('creates an unverified account, sends the activation link, signs the browser in and confirms', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 7);
    // A name with markup: the e-mails must show it as text.
    const driver = aGuestDriver({ fullName: 'Camille <b>Durand</b>' });
    const response = await checkout(await checkoutBody(t, car, period(200, 3), { driver }));
    expect(response.status).toBe(200);
    const { bookingId, user } = response.body;
    const { rows } = await t.db.query<{
      id: string;
      verified: boolean;
      password_hash: string | null;
      language: string;
      full_name: string;
    }>('SELECT id, verified, password_hash, language, full_name FROM users WHERE email = $1', [driver.email]);
    expect(rows[0]).toMatchObject({ verified: false, password_hash: null, language: 'fr' });
    // The answer names the new account, so the app can record the session it was given.
    expect(user).toMatchObject({ _id: rows[0]!.id, email: driver.email, verified: false });
    expect(JSON.stringify(user)).not.toContain('password');
    expect((await bookingRow(bookingId))!.driver_id).toBe(rows[0]!.id);

    const mails = mailsTo(driver.email);
    const activation = mails.find((m) => m.text.includes('/activate?'));
    expect(activation?.text).toContain(`u=${rows[0]!.id}`);
    const confirmation = mails.find((m) => m.text.includes(bookingId))!;
    expect(confirmation.subject).toMatch(/^Votre réservation du véhicule /);
    expect(confirmation.text).toContain('Bonjour Camille <b>Durand</b>,');
    expect(confirmation.html).toContain('Camille &lt;b&gt;Durand&lt;/b&gt;');
    expect(confirmation.html).not.toContain('<b>Durand');

    const cookie = response.response.cookies.find((c) => c.name === 'bc-x-access-token-frontend');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const me = await callApi(t.app, 'getBookings', {
      params: { page: 1, size: 20, language: 'fr' },
      body: {},
      cookie: `${cookie!.name}=${cookie!.value}`,
    });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain(bookingId);
  });

  it('a replayed visitor checkout answers the booking but signs nobody in, even after the owner set a password', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 10);
    const driver = aGuestDriver({ email: 'replayed.visitor@example.com' });
    const body = await checkoutBody(t, car, period(230, 3), { driver });
    const first = await checkout(body);
    expect(first.status).toBe(200);
    const { user, ...booked } = first.body;
    const firstCookie = first.response.cookies.find((c) => c.name === AUTH_COOKIE)!;

    // The owner sets a password through the activation link, then signs out.
    const activation = mailsTo(driver.email).find((m) => m.text.includes('/activate?'))!;
    const link = new URL(/https?:\/\/\S+\/activate\?\S+/.exec(activation.text)![0]);
    const activated = await callApi(t.app, 'activate', {
      body: { userId: link.searchParams.get('u')!, token: link.searchParams.get('t')!, password: 'owner-pass-1' },
    });
    expect(activated.status).toBe(200);
    expect((await callApi(t.app, 'signOut', { cookie: `${AUTH_COOKIE}=${firstCookie.value}` })).status).toBe(200);

    // The very same request, without a cookie: the booking's answer, no session, no account.
    const replayed = await checkout(body);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(booked);
    expect(replayed.response.cookies.find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
    const stranger = await callApi(t.app, 'getUser', { params: { id: user!._id } });
    expect(stranger.status).toBe(403);
    expect(await bookingsOf(car.id)).toHaveLength(1);

    // The owner, signed in with the password, retries too: the same answer, no new session.
    const signedIn = await callApi(t.app, 'signIn', { body: { email: driver.email, password: 'owner-pass-1' } });
    const ownerCookie = signedIn.response.cookies.find((c) => c.name === AUTH_COOKIE)!;
    const owner = await checkout(body, `${AUTH_COOKIE}=${ownerCookie.value}`);
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual(booked);
    expect(owner.response.cookies.find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
  });

  it("a retry with the visitor's own session replays; once the payment hold's time has passed the key is spent", async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 11);
    const body = await checkoutBody(t, car, period(235, 3), { driver: aGuestDriver() });
    const first = await checkout(body);
    const session = first.response.cookies.find((c) => c.name === AUTH_COOKIE)!;
    const cookie = `${AUTH_COOKIE}=${session.value}`;
    const { user: _, ...booked } = first.body;
    const retry = await checkout(body, cookie);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(booked);
    expect(
      (await callApi(t.app, 'getBookings', { params: { page: 1, size: 20, language: 'en' }, body: {}, cookie })).status,
    ).toBe(200);

    await t.db.query("UPDATE bookings SET created_at = now() - $2 * interval '1 minute' WHERE id = $1", [
      booked.bookingId,
      t.app.deps.config.paymentHoldMinutes,
    ]);
    for (const late of [await checkout(body, cookie), await checkout(body)]) {
      expect(late.status).toBe(409);
      expect(late.error.code).toBe('idempotency_key_expired');
      expect(late.response.cookies.find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
    }
    expect(await bookingsOf(car.id)).toHaveLength(1);
  });

  it('tells a visitor with a registered e-mail to sign in, and books nothing', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 8);
    const response = await checkout(
      await checkoutBody(t, car, period(200, 3), { driver: aGuestDriver({ email: 'DEMO.driver@example.com' }) }),
    );
    expect(response.status).toBe(400);
    expect(response.error).toEqual({
      code: 'email_taken',
      message: 'This email address is already registered. Please sign in to book with this account.',
    });
    expect(await bookingsOf(car.id)).toEqual([]);
    const noDriver = await checkout(await checkoutBody(t, car, period(200, 3)));
    expect(noDriver.status).toBe(400);
    expect(noDriver.error.code).toBe('driver_required');
  });

  it('books for the signed-in caller, ignoring any driver id in the body', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 9);
    const body = await checkoutBody(t, car, period(200, 3));
    const response = await checkout({ ...body, booking: { ...body.booking, driver: DEMO_DRIVER_ID } }, bob.cookie);
    expect(response.status).toBe(200);
    expect((await bookingRow(response.body.bookingId))!.driver_id).toBe(bob.id);
  });
});

describe('payment with the test gateway', () => {
  async function onlineBooking(option: 'deposit' | 'full', driver: Driver, skip: number, when = period(250, 3)) {
    const car = await pickCar(t, { licenseRequired: false, deposit: 'some' }, skip);
    const body: Body = await checkoutBody(t, car, when, { option });
    const response = await checkout(body, driver.cookie);
    expect(response.status).toBe(200);
    return {
      car,
      body,
      when,
      result: response.body,
    };
  }

  it('pays in full with a test card: the car is held meanwhile, then the booking is paid and confirmed', async () => {
    const { car, when, result } = await onlineBooking('full', alice, 0);
    const price = await appPrice(t, car.id, when.from, when.to);
    expect(result.status).toBe('void');
    expect(result.amountDue).toBe((price.totalCents + price.depositCents) / 100);
    const hold = Date.parse(result.paymentExpiresAt!) - Date.now();
    expect(hold).toBeGreaterThan(14 * 60_000);
    expect(hold).toBeLessThanOrEqual(15 * 60_000);
    expect(await searchSaysBooked(car, when)).toBe(true);
    expect(mailsTo(await emailOf(alice.id)).some((m) => m.text.includes(result.bookingId))).toBe(false);

    const wrong = await createOrder(result.bookingId, result.amountDue - 1);
    expect(wrong.status).toBe(400);
    expect(wrong.error.code).toBe('amount_mismatch');
    const usd = await createOrder(result.bookingId, result.amountDue, 'USD');
    expect(usd.error.code).toBe('unsupported_currency');
    const order = await createOrder(result.bookingId, result.amountDue);
    expect(order.status).toBe(200);
    const orderId = order.body;
    expect((await createOrder(result.bookingId, result.amountDue)).body).toBe(orderId);

    // Not approved yet: nothing to capture.
    for (const [card, code, message] of [
      [{ ...GOOD_CARD, cardNumber: '4242 4242 4242 4241' }, 'invalid_card_number', 'Invalid card number'],
      [{ ...GOOD_CARD, expiry: '01/20' }, 'invalid_expiry_date', 'Invalid expiry date'],
      [{ ...GOOD_CARD, expiry: '13/30' }, 'invalid_expiry_date', 'Invalid expiry date'],
      [{ ...GOOD_CARD, cvc: '12' }, 'invalid_cvc', 'Invalid Card Validation Code'],
    ] as const) {
      const response = await approve(orderId, card);
      expect(response.status).toBe(400);
      expect(response.error).toEqual({ code, message });
    }
    expect((await bookingRow(result.bookingId))!.status).toBe('void');
    expect(await searchSaysBooked(car, when)).toBe(true);

    expect((await approve(orderId, GOOD_CARD)).status).toBe(200);
    const captured = await capture(result.bookingId, orderId);
    expect(captured.status).toBe(200);
    expect(captured.body).toBe(true);
    expect(await bookingRow(result.bookingId)).toMatchObject({ status: 'paid', expire_at: null });
    expect((await capture(result.bookingId, orderId)).status).toBe(200);

    const { rows } = await t.db.query('SELECT * FROM payments WHERE order_id = $1', [orderId]);
    expect(rows[0]).toMatchObject({
      status: 'completed',
      card_brand: 'visa',
      card_last4: '4242',
      amount: result.amountDue,
      currency: 'EUR',
    });
    expect(JSON.stringify(rows)).not.toMatch(/4242424242424242|4242 4242/);
    expect((await notifications(alice.id)).map((n) => [n.event, n.booking_id])).toContainEqual([
      'paid',
      result.bookingId,
    ]);
    const mail = mailsTo(await emailOf(alice.id)).filter((m) => m.text.includes(result.bookingId));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('your booking is paid');
  });

  it('pays the deposit: the booking gets the deposit status', async () => {
    const { car, when, result } = await onlineBooking('deposit', bob, 1);
    const price = await appPrice(t, car.id, when.from, when.to);
    expect(result.amountDue).toBe(price.depositCents / 100);
    const orderId = (await createOrder(result.bookingId, result.amountDue)).body;
    expect((await approve(orderId, { cardNumber: '5555555555554444', expiry: '10/2035', cvc: '321' })).status).toBe(
      200,
    );
    expect((await capture(result.bookingId, orderId)).status).toBe(200);
    expect(await bookingRow(result.bookingId)).toMatchObject({
      status: 'deposit',
      price: price.totalCents / 100,
      amount_due: price.depositCents / 100,
    });
    expect((await notifications(bob.id)).map((n) => n.event)).toContain('deposit');
    const mail = mailsTo(await emailOf(bob.id)).find((m) => m.text.includes(result.bookingId))!;
    expect(mail.subject).toMatch(/^Su reserva del /);
  });

  it('a declined card fails the payment but the booking keeps the car for its hold: a retry pays the same booking', async () => {
    const { car, when, result } = await onlineBooking('full', carol, 2);
    const orderId = (await createOrder(result.bookingId, result.amountDue)).body;
    const declined = await approve(orderId, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.error).toEqual({ code: 'payment_declined', message: 'Payment failed.' });
    const failed = await capture(result.bookingId, orderId);
    expect(failed.status).toBe(400);
    expect(failed.error).toEqual({ code: 'payment_failed', message: 'Payment failed.' });
    // No confirmation, no notification for the failed payment.
    expect(mailsTo(await emailOf(carol.id)).some((m) => m.text.includes(result.bookingId))).toBe(false);
    expect((await notifications(carol.id)).some((n) => n.booking_id === result.bookingId)).toBe(false);
    // The car stays held for the driver: nobody else takes it meanwhile.
    expect(await bookingRow(result.bookingId)).toMatchObject({
      status: 'void',
      expire_at: new Date(result.paymentExpiresAt!),
    });
    expect(await searchSaysBooked(car, when)).toBe(true);
    const other = await checkout(await checkoutBody(t, car, when, { option: 'full' }), bob.cookie);
    expect(other.error.code).toBe('car_unavailable');

    // The retry: a new order for the same booking, paid with a good card.
    const retry = (await createOrder(result.bookingId, result.amountDue)).body;
    expect(retry).not.toBe(orderId);
    expect((await approve(retry, GOOD_CARD)).status).toBe(200);
    expect((await capture(result.bookingId, retry)).status).toBe(200);
    expect((await bookingRow(result.bookingId))!.status).toBe('paid');
    expect(mailsTo(await emailOf(carol.id)).filter((m) => m.text.includes(result.bookingId))).toHaveLength(1);
  });

  it('tells a buyer whose answer was lost where the payment stands, without changing it', async () => {
    const { result } = await onlineBooking('full', alice, 5, period(262, 3));
    const state = (orderId: string, bookingId = result.bookingId) =>
      callApi(t.app, 'getPaymentState', { params: { bookingId, orderId } });
    const held = result.paymentExpiresAt;
    const orderId = (await createOrder(result.bookingId, result.amountDue)).body;
    expect((await state(orderId)).body).toEqual({ state: 'unpaid', heldUntil: held });
    // Reading twice changes nothing: the order can still be paid.
    expect((await state(orderId)).body).toEqual({ state: 'unpaid', heldUntil: held });
    expect((await approve(orderId, GOOD_CARD)).status).toBe(200);
    expect((await state(orderId)).body).toEqual({ state: 'processing', heldUntil: held });
    expect((await bookingRow(result.bookingId))!.status).toBe('void');
    expect((await capture(result.bookingId, orderId)).status).toBe(200);
    expect((await state(orderId)).body).toEqual({ state: 'paid', heldUntil: null });
    // Another booking's id with this order, or an unknown order: nothing to say.
    expect((await state(orderId, 'not-this-booking')).status).toBe(204);
    expect((await state('no-such-order')).status).toBe(204);
  });

  it('a declined order reads as failed while the booking still holds the car', async () => {
    const { result } = await onlineBooking('full', bob, 6, period(266, 3));
    const orderId = (await createOrder(result.bookingId, result.amountDue)).body;
    expect((await approve(orderId, DECLINED_CARD)).status).toBe(402);
    const answer = await callApi(t.app, 'getPaymentState', { params: { bookingId: result.bookingId, orderId } });
    expect(answer.body).toEqual({ state: 'failed', heldUntil: result.paymentExpiresAt });
  });

  it('after a declined card a visitor, now signed in, books the car again with another option: their own hold gives way', async () => {
    const car = await pickCar(t, { licenseRequired: false, deposit: 'some' }, 8);
    const when = period(255, 3);
    const first = await checkout(
      await checkoutBody(t, car, when, {
        option: 'full',
        driver: aGuestDriver({ email: 'declined.visitor@example.com' }),
      }),
    );
    expect(first.status).toBe(200);
    const cookie = first.response.cookies.find((c) => c.name === 'bc-x-access-token-frontend')!;
    const held = first.body;
    const orderId = (await createOrder(held.bookingId, held.amountDue)).body;
    expect((await approve(orderId, DECLINED_CARD)).status).toBe(402);

    const again = await checkout(
      await checkoutBody(t, car, when, { option: 'deposit' }),
      `${cookie.name}=${cookie.value}`,
    );
    expect(again.status).toBe(200);
    const second = again.body;
    expect(second.bookingId).not.toBe(held.bookingId);
    const { rows } = await t.db.query<{ held: boolean }>(
      'SELECT expire_at > now() AS held FROM bookings WHERE id = $1',
      [held.bookingId],
    );
    expect(rows[0]!.held).toBe(false);
    const retry = (await createOrder(second.bookingId, second.amountDue)).body;
    expect((await approve(retry, GOOD_CARD)).status).toBe(200);
    expect((await capture(second.bookingId, retry)).status).toBe(200);
    expect((await bookingRow(second.bookingId))!.status).toBe('deposit');
  });

  it('an abandoned payment stops holding the car when its time is over; a late capture re-checks the car', async () => {
    const { car, when, result } = await onlineBooking('full', alice, 3);
    const orderId = (await createOrder(result.bookingId, result.amountDue)).body;
    await approve(orderId, GOOD_CARD);
    await t.db.query("UPDATE bookings SET expire_at = now() - interval '1 minute' WHERE id = $1", [result.bookingId]);
    expect(await searchSaysBooked(car, when)).toBe(false);
    const taken = await checkout(await checkoutBody(t, car, when), bob.cookie);
    expect(taken.status).toBe(200);
    const late = await capture(result.bookingId, orderId);
    expect(late.status).toBe(409);
    expect(late.error.code).toBe('car_unavailable');
    expect((await bookingRow(result.bookingId))!.status).toBe('void');
    expect(await bookingsOf(car.id)).toHaveLength(2);
    const order = await createOrder(result.bookingId, result.amountDue);
    expect(order.status).toBe(409);
    expect(order.error.code).toBe('booking_expired');
  });

  it('a late capture succeeds when nobody took the car meanwhile', async () => {
    const { result } = await onlineBooking('full', alice, 4);
    const orderId = (await createOrder(result.bookingId, result.amountDue)).body;
    await approve(orderId, GOOD_CARD);
    await t.db.query("UPDATE bookings SET expire_at = now() - interval '1 minute' WHERE id = $1", [result.bookingId]);
    expect((await capture(result.bookingId, orderId)).status).toBe(200);
    expect((await bookingRow(result.bookingId))!.status).toBe('paid');
  });

  it('a capture without approval fails and keeps the car held for a retry; unknown orders answer 204 or 404', async () => {
    const { car, when, result } = await onlineBooking('full', bob, 5);
    const orderId = (await createOrder(result.bookingId, result.amountDue)).body;
    const early = await capture(result.bookingId, orderId);
    expect(early.status).toBe(400);
    expect(early.error.code).toBe('payment_failed');
    expect(await searchSaysBooked(car, when)).toBe(true);
    expect((await capture(result.bookingId, 'TEST-UNKNOWN')).status).toBe(204);
    expect((await capture('f'.repeat(24), orderId)).status).toBe(204);
    expect((await approve('TEST-UNKNOWN', GOOD_CARD)).status).toBe(404);
    expect((await createOrder('f'.repeat(24), 10)).status).toBe(404);
  });

  it('the redirect flow: a session tied to the booking, checked by the return page', async () => {
    const { result } = await onlineBooking('full', carol, 6);
    const created = await callApi(t.app, 'createCheckoutSession', { body: { bookingId: result.bookingId } });
    expect(created.status).toBe(200);
    const session = created.body;
    expect(session).toMatchObject({
      bookingId: result.bookingId,
      amount: result.amountDue,
      currency: 'EUR',
      testMode: true,
    });
    const check = (sessionId: string) => callApi(t.app, 'checkCheckoutSession', { params: { sessionId } });
    const idOf = (sessionId: string) => callApi(t.app, 'getBookingId', { params: { sessionId } });

    const unpaid = await check(session.sessionId);
    expect(unpaid.status).toBe(400);
    expect(unpaid.error.code).toBe('payment_failed');

    const { result: second } = await onlineBooking('full', carol, 7);
    const paid = (await callApi(t.app, 'createCheckoutSession', { body: { bookingId: second.bookingId } })).body;
    await approve(paid.sessionId, GOOD_CARD);
    const ok = await check(paid.sessionId);
    expect(ok.status).toBe(200);
    const id = await idOf(paid.sessionId);
    expect(id.body).toBe(second.bookingId);
    const unknown = await idOf('TEST-NOPE');
    expect(unknown.status).toBe(204);
    expect((await check('TEST-NOPE')).status).toBe(204);
  });

  it("abandoning a visitor's unpaid booking deletes it and the account its checkout created", async () => {
    const car = await pickCar(t, { licenseRequired: false, deposit: 'some' }, 8);
    const driver = aGuestDriver();
    const response = await checkout(await checkoutBody(t, car, period(260, 2), { option: 'full', driver }));
    const { bookingId, amountDue } = response.body;
    const orderId = (await createOrder(bookingId, amountDue)).body;
    const remove = (sessionId: string, cookie?: string) =>
      callApi(t.app, 'deleteTempBooking', { params: { bookingId, sessionId }, cookie });
    await remove('-', alice.cookie);
    expect(await bookingRow(bookingId)).toBeDefined();
    await remove(orderId);
    expect(await bookingRow(bookingId)).toBeUndefined();
    const { rows } = await t.db.query('SELECT 1 FROM users WHERE email = $1', [driver.email]);
    expect(rows).toEqual([]);
  });

  it('never deletes a confirmed booking', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 10);
    const { bookingId } = (await checkout(await checkoutBody(t, car, period(200, 3)), alice.cookie)).body;
    const response = await callApi(t.app, 'deleteTempBooking', {
      params: { bookingId, sessionId: '-' },
      cookie: alice.cookie,
    });
    expect(response.status).toBe(200);
    expect((await bookingRow(bookingId))!.status).toBe('pending');
  });
});

describe('sessions', () => {
  it('a visitor can book while a stale cookie is sent (treated as a visitor)', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 11);
    const stale = await sessionCookie(t, alice.id, { revoked: true });
    const response = await checkout(
      await checkoutBody(t, car, period(200, 3), { driver: aGuestDriver() }),
      stale.cookie,
    );
    expect(response.status).toBe(200);
  });
});

describe('without PayPal and with TEST_PAYMENTS off (the production default)', () => {
  it('offers pay later only: an online checkout is refused before anything is booked', async () => {
    const prod = await createTestApp({ config: { testPayments: false } });
    try {
      const driver = await createDriver(prod);
      const car = await pickCar(prod, { payLater: true, licenseRequired: false, deposit: 'some' }, 0);
      const post = (body: RequestBody<'checkout'>) => callApi(prod.app, 'checkout', { body, cookie: driver.cookie });
      const online = await post(await checkoutBody(prod, car, period(200, 3), { option: 'full' }));
      expect(online.status).toBe(400);
      expect(online.error.code).toBe('online_payment_unavailable');
      const { rows } = await prod.db.query('SELECT 1 FROM bookings WHERE car_id = $1', [car.id]);
      expect(rows).toEqual([]);
      const later = await post(await checkoutBody(prod, car, period(200, 3), { option: 'payLater' }));
      expect(later.status).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
