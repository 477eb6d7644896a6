/**
 * Issue 42: requests as BookCars' own customer app sends them, answered as its code reads them.
 * Some go through `app.inject` directly: their point is what the contract's typed calls cannot
 * send (a form content type on a body-less POST, capitalised paths, fields left out).
 */
import { seedId } from '../src/db/seed';
import { callApi } from './support/api';
import { checkoutBody, pickCar, period } from './support/checkout';
import { expectContract } from './support/contract';
import { demoUser } from './support/demoUsers';
import { sessionCookie } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';
import { countryId, locationId } from './support/seedIds';

const FORM = 'application/x-www-form-urlencoded';
const demo = demoUser('demo');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('accepts a body-less POST sent with a form content type, and signing out ends the session on the server', async () => {
  const { cookie } = await sessionCookie(t, demo.id);
  const validate = () =>
    t.app.inject({ method: 'POST', url: '/api/validate-access-token', headers: { cookie, 'content-type': FORM } });
  expect((await validate()).statusCode).toBe(200);
  const signOut = await t.app.inject({
    method: 'POST',
    url: '/api/sign-out',
    headers: { cookie, 'content-type': FORM },
  });
  expect(signOut.statusCode).toBe(200);
  expect((await validate()).statusCode).toBe(401);
  // An empty JSON-labelled body too (Fastify would answer 400 "Body cannot be empty").
  const json = await t.app.inject({
    method: 'POST',
    url: '/api/sign-out',
    headers: { 'content-type': 'application/json' },
  });
  expect(json.statusCode).toBe(200);
});

it('matches paths whatever their case, and writes each notification in the reader’s language', async () => {
  await t.db.query("UPDATE users SET language = 'fr' WHERE id = $1", [demo.id]);
  const { cookie } = await sessionCookie(t, demo.id);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/Notifications/${demo.id}/1/30`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  expectContract('getNotifications', response);
  const [{ resultData }] = response.json<[{ resultData: Array<{ type: string; message: string }> }]>();
  expect(resultData.length).toBeGreaterThan(3);
  for (const notification of resultData) expect(notification.message).not.toBe('');
  const paid = resultData.find((notification) => notification.type === 'paid');
  expect(paid?.message).toMatch(
    /^Nous avons reçu votre paiement de [\d\s,]+€ pour le véhicule .+\s: votre réservation est payée\.$/,
  );
  const counter = await t.app.inject({
    method: 'GET',
    url: `/api/NOTIFICATION-counter/${demo.id}`,
    headers: { cookie },
  });
  expect(counter.statusCode).toBe(200);
  await t.db.query("UPDATE users SET language = 'en' WHERE id = $1", [demo.id]);
});

it('books a pay-later checkout without an idempotency key or the additional driver flag, as BookCars sends it', async () => {
  const { cookie } = await sessionCookie(t, demo.id);
  const car = await pickCar(t, { payLater: true });
  const { idempotencyKey: _key, ...body } = await checkoutBody(t, car, period(20, 3));
  const { additionalDriver: _flag, ...booking } = body.booking;
  const send = () => callApi(t.app, 'checkout', { body: { ...body, booking }, cookie });
  const first = await send();
  expect(first.status).toBe(200);
  // Without a key each request is a request of its own: the car is now taken for that period.
  expect((await send()).error.code).toBe('car_unavailable');
});

it('subscribes to the newsletter with the empty message BookCars’ form sends', async () => {
  const response = await callApi(t.app, 'sendEmail', {
    body: { from: 'wire.reader@example.com', to: '', subject: '', message: '', isContactForm: false },
  });
  expect(response.status).toBe(200);
  // The contact form still refuses an empty message.
  const contact = await callApi(t.app, 'sendEmail', {
    body: { from: 'wire.reader@example.com', subject: 'Hello', message: ' ', isContactForm: true },
  });
  expect(contact.error).toEqual({ code: 'invalid_request', message: 'The message is empty.' });
});

it("answers a location with BookCars' name values (the location's, its country's, its parking spots')", async () => {
  const { body: location } = await callApi(t.app, 'getLocation', {
    params: { id: locationId('london-heathrow'), language: 'fr' },
  });
  expect(location.values).toEqual(
    expect.arrayContaining([
      { _id: `${location._id}-en`, language: 'en', value: 'London Heathrow Airport' },
      { _id: `${location._id}-fr`, language: 'fr', value: 'Aéroport de Londres Heathrow' },
    ]),
  );
  expect(location.country?.values).toEqual(
    expect.arrayContaining([{ _id: `${countryId('GB')}-fr`, language: 'fr', value: 'Royaume-Uni' }]),
  );
  expect(location.parkingSpots?.every((spot) => spot.values?.some((value) => value.language === 'es'))).toBe(true);
  // No nulls where BookCars' client accepts only a value or nothing.
  const { body: page } = await callApi(t.app, 'getLocations', { params: { page: 1, size: 100, language: 'en' } });
  for (const item of page[0]!.resultData) {
    expect(item.latitude).not.toBeNull();
    expect(item.image).not.toBeNull();
  }
});

it('answers a booking whose car carries its supplier, and keeps the location and bio a profile update sends', async () => {
  const { cookie } = await sessionCookie(t, demo.id);
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM bookings WHERE driver_id = $1 LIMIT 1', [demo.id]);
  const id = rows[0]!.id;
  const { body: booking } = await callApi(t.app, 'getBooking', { params: { id, language: 'en' }, cookie });
  expect(booking.car.supplier).toEqual(booking.supplier);

  const { body: user } = await callApi(t.app, 'getUser', { params: { id: demo.id }, cookie });
  const profile = { _id: demo.id, fullName: user.fullName, birthDate: user.birthDate!, phone: user.phone! };
  expect(
    (await callApi(t.app, 'updateUser', { body: { ...profile, location: 'Lyon', bio: 'Drives vans.' }, cookie }))
      .status,
  ).toBe(200);
  expect((await callApi(t.app, 'getUser', { params: { id: demo.id }, cookie })).body).toMatchObject({
    location: 'Lyon',
    bio: 'Drives vans.',
  });
  // Our app sends neither: they stay.
  await callApi(t.app, 'updateUser', { body: profile, cookie });
  expect((await callApi(t.app, 'getUser', { params: { id: demo.id }, cookie })).body.location).toBe('Lyon');
});

it('serves suppliers’ logos under /cdn/users and a driver’s licence under /cdn/licenses to its owner only', async () => {
  const { rows } = await t.db.query<{ avatar: string }>(
    'SELECT avatar FROM suppliers WHERE avatar IS NOT NULL ORDER BY id LIMIT 1',
  );
  const logo = await t.app.inject({ method: 'GET', url: `/cdn/users/${rows[0]!.avatar}` });
  expect(logo.statusCode).toBe(200);
  expect(logo.headers['content-type']).toBe('image/webp');

  const file = 'wire0123456789abcdef0123456789ab.pdf';
  await t.app.deps.files.put('licenses', file, Buffer.from('%PDF-1.4\n%%EOF\n'));
  await t.db.query('UPDATE users SET license = $2 WHERE id = $1', [demo.id, file]);
  const owner = await sessionCookie(t, demo.id);
  const stranger = await sessionCookie(t, demoUser('suspended').id);
  const get = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/cdn/licenses/${file}`, headers: cookie ? { cookie } : {} });
  const own = await get(owner.cookie);
  expect(own.statusCode).toBe(200);
  expect(own.headers['cache-control']).toBe('private, no-store');
  expect((await get()).statusCode).toBe(404);
  expect((await get(stranger.cookie)).statusCode).toBe(404);
  await t.db.query('UPDATE users SET license = NULL WHERE id = $1', [demo.id]);
});

describe('BookCars operations refused here as BookCars refuses them', () => {
  // As BookCars' services send them (paths keep the trailing slash before the keyword), with the
  // driver's cookie when there is one.
  const backOffice = (bookingId: string, cookie?: string) =>
    [
      {
        operationId: 'getBookingCars',
        method: 'POST' as const,
        url: '/api/booking-cars/1/30/?s=',
        payload: { supplier: seedId('supplier', 0), pickupLocation: locationId('london-heathrow') },
      },
      { operationId: 'getSuppliers', method: 'GET' as const, url: '/api/suppliers/1/30/?s=Euro' },
      {
        operationId: 'updateBooking',
        method: 'PUT' as const,
        url: '/api/update-booking',
        payload: { booking: { _id: bookingId, price: 1, status: 'paid' } },
      },
    ].map(({ operationId, ...request }) => ({
      operationId,
      request: { ...request, headers: cookie ? { cookie } : {} },
    }));

  it('answers the supplier and admin operations as BookCars’ middleware answers a visitor, a stale session and a driver', async () => {
    const { rows } = await t.db.query<{ id: string; price: string; status: string }>(
      'SELECT id, price, status FROM bookings WHERE driver_id = $1 ORDER BY id LIMIT 1',
      [demo.id],
    );
    const booking = rows[0]!;
    const driver = await sessionCookie(t, demo.id);
    const stale = await sessionCookie(t, demo.id, { revoked: true });
    const cases = [
      { cookie: undefined, status: 403, body: { code: 'unauthorized', message: 'Sign-in required.' } },
      { cookie: stale.cookie, status: 401, body: { code: 'unauthorized' } },
      {
        cookie: driver.cookie,
        status: 403,
        body: { code: 'supplier_or_admin_required', message: 'Require Supplier or Admin Role!' },
      },
    ];
    for (const { cookie, status, body } of cases) {
      for (const { operationId, request } of backOffice(booking.id, cookie)) {
        const response = await t.app.inject(request);
        expect({ operationId, status: response.statusCode }).toEqual({ operationId, status });
        expect(response.json()).toMatchObject(body);
        expectContract(operationId, response);
      }
    }
    // The refused update changed nothing.
    const { rows: after } = await t.db.query<{ price: string; status: string }>(
      'SELECT price, status FROM bookings WHERE id = $1',
      [booking.id],
    );
    expect(after[0]).toEqual({ price: booking.price, status: booking.status });
  });

  it('refuses a Stripe payment intent, whatever the body, saying Stripe is not offered', async () => {
    // BookCars' mobile app's CreatePaymentPayload, sent without a cookie.
    const payload = {
      amount: 254.5,
      currency: 'eur',
      locale: 'fr',
      receiptEmail: 'wire.reader@example.com',
      customerName: 'Wire Reader',
      name: 'BookCars - Renault Clio',
      description: 'BookCars - Renault Clio - 3 days - London Heathrow Airport',
    };
    for (const body of [payload, { ...payload, paymentMethod: 'card' }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'stripe_unavailable',
        message: expect.stringMatching(/^Payment by Stripe is not offered on this server/),
      });
      expectContract('createPaymentIntent', response);
    }
  });
});
