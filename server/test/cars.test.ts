/**
 * Tag `cars`: the car search (every filter, child locations, availability against bookings,
 * coming soon, order, paging), supplier counts, suppliers, one car, and the range "from" prices.
 *
 * Most searches run at a test hub added to the seed: every car is offered there, half of them
 * only at its child location, so every filter value occurs and the child rule is visible.
 */
import { priceRental } from '../../src/domain/pricing';
import type { PathParams, RequestBody, Schemas } from '../src/contract';
import { newId } from '../src/ids';
import { rentalCentsSql } from '../src/rentalPriceSql';
import { BUSY_LOCATION_KEY, seedId } from '../src/db/seed';
import { LOCATIONS, SUPPLIERS } from '../src/db/seedData';
import { callApi } from './support/api';
import { expectContract, pathOf } from './support/contract';
import { createTestApp, SEED_TODAY, type TestApp } from './support/testApp';
import { locationId } from './support/seedIds';

type Car = Schemas['Car'];
type Filter = RequestBody<'getFrontendCars'>;

const DAY = 86_400_000;
/** An ISO time `days` after the seed day at `hour` UTC. */
const at = (days: number, hour = 10) => new Date(SEED_TODAY.getTime() + days * DAY + hour * 3_600_000).toISOString();
/** Far from the seed's bookings (all within the next 61 days). */
const PERIOD = { from: at(200), to: at(203) };

const HUB = '0000000000000000000000a1';
const DESK = '0000000000000000000000a2';
const supplierId = (key: string) =>
  seedId(
    'supplier',
    SUPPLIERS.findIndex((s) => s.key === key),
  );
const NO_LOGO = supplierId('kestrel-mobility');

const ids = (cars: Car[]) => cars.map((c) => c._id);

let t: TestApp;
const created: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // Every seeded supplier has a logo: this one loses it, for the cases of a supplier without one.
  await t.db.query('UPDATE suppliers SET avatar = NULL WHERE id = $1', [NO_LOGO]);
  const france = seedId('country', 0);
  await t.db.query(
    `INSERT INTO locations (id, country_id, parent_location_id, names, time_zone, latitude, longitude) VALUES
       ($1, $3, NULL, '{"en":"Test Hub","fr":"Plateforme de test","es":"Centro de prueba"}', 'Europe/Paris', 45, 4),
       ($2, $3, $1, '{"en":"Test Hub Desk"}', 'Europe/Paris', 45.001, 4.001)`,
    [HUB, DESK, france],
  );
  // Even cars at the hub, odd cars only at its desk (a child location).
  await t.db.query(
    `INSERT INTO car_locations (car_id, location_id)
     SELECT id, CASE WHEN right(id, 1) IN ('0','2','4','6','8','a','c','e') THEN $1 ELSE $2 END FROM cars`,
    [HUB, DESK],
  );
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  if (created.length) await t.db.query('DELETE FROM bookings WHERE id = ANY($1::text[])', [created.splice(0)]);
});

const search = (body: Filter, page = 1, size = 100) =>
  callApi(t.app, 'getFrontendCars', { params: { page, size }, body });

/** Every page of a search, checked against the contract, with a consistent total. */
async function searchAll(body: Filter): Promise<Car[]> {
  const cars: Car[] = [];
  let total = 0;
  for (let page = 1; page === 1 || cars.length < total; page++) {
    const res = await search(body, page, 100);
    expect(res.status).toBe(200);
    const { resultData, pageInfo } = res.body[0]!;
    total = pageInfo[0]?.totalRecords ?? 0;
    if (resultData.length === 0) break;
    cars.push(...resultData);
  }
  expect(cars).toHaveLength(total);
  return cars;
}

const hub = (extra: Partial<Filter> = {}): Filter => ({ pickupLocation: HUB, ...PERIOD, ...extra });

async function book(
  carId: string,
  from: string,
  to: string,
  status: string,
  expireAt: Date | null = null,
): Promise<string> {
  const id = newId();
  await t.db.query(
    `INSERT INTO bookings (id, supplier_id, car_id, pickup_location_id, drop_off_location_id, "from", "to", status, price, expire_at)
     SELECT $1, supplier_id, id, $3, $3, $4, $5, $6, 100, $7 FROM cars WHERE id = $2`,
    [id, carId, HUB, from, to, status, expireAt],
  );
  created.push(id);
  return id;
}

describe('getFrontendCars: what is listed', () => {
  it('lists the available cars of the location and of its child locations, suppliers with or without a logo', async () => {
    const cars = await searchAll(hub());
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT c.id FROM cars c JOIN suppliers s ON s.id = c.supplier_id
       WHERE c.available AND NOT c.coming_soon AND NOT s.blacklisted
         AND EXISTS (SELECT 1 FROM car_locations cl WHERE cl.car_id = c.id AND cl.location_id IN ($1, $2))`,
      [HUB, DESK],
    );
    expect(new Set(ids(cars))).toEqual(new Set(rows.map((r) => r.id)));
    expect(cars.length).toBeGreaterThan(200);
    expect(cars.every((c) => c.available)).toBe(true);
    expect(cars.some((c) => c.supplier._id === NO_LOGO && c.supplier.avatar === null)).toBe(true);
  });

  it('does not list the parent’s cars when searching at the child location', async () => {
    const desk = await searchAll({ ...hub(), pickupLocation: DESK });
    const all = await searchAll(hub());
    expect(desk.length).toBeGreaterThan(50);
    expect(desk.length).toBeLessThan(all.length);
    const { rows } = await t.db.query<{ car_id: string }>('SELECT car_id FROM car_locations WHERE location_id = $1', [
      DESK,
    ]);
    const atDesk = new Set(rows.map((r) => r.car_id));
    expect(desk.every((c) => atDesk.has(c._id))).toBe(true);
  });

  it('includes terminals of a seeded airport in the airport’s search', async () => {
    const airport = locationId('madrid-barajas');
    const terminals = LOCATIONS.flatMap((l, i) => (l.parent === 'madrid-barajas' ? [seedId('location', i)] : []));
    expect(terminals.length).toBeGreaterThan(0);
    const { rows } = await t.db.query<{ car_id: string }>(
      `SELECT cl.car_id FROM car_locations cl JOIN cars c ON c.id = cl.car_id
       WHERE cl.location_id = ANY($1::text[]) AND c.available AND NOT c.coming_soon`,
      [terminals],
    );
    expect(rows.length).toBeGreaterThan(0);
    const cars = await searchAll({ pickupLocation: airport, ...PERIOD });
    const listed = new Set(ids(cars));
    for (const row of rows) expect(listed.has(row.car_id)).toBe(true);
  });

  it('leaves out unavailable cars and the cars of a blacklisted supplier', async () => {
    const supplier = supplierId('azur-location');
    await t.db.query('UPDATE suppliers SET blacklisted = true WHERE id = $1', [supplier]);
    try {
      const cars = await searchAll(hub());
      expect(cars.some((c) => c.supplier._id === supplier)).toBe(false);
      const counts = (await callApi(t.app, 'getFrontendSuppliers', { body: hub() })).body;
      expect(counts.some((s) => s._id === supplier)).toBe(false);
    } finally {
      await t.db.query('UPDATE suppliers SET blacklisted = false WHERE id = $1', [supplier]);
    }
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM cars WHERE NOT available');
    expect(rows.length).toBeGreaterThan(0);
    const listed = new Set(ids(await searchAll(hub())));
    expect(rows.some((r) => listed.has(r.id))).toBe(false);
  });

  it('finds nothing at an unknown location, with an empty pageInfo', async () => {
    const res = await search({ ...hub(), pickupLocation: 'ffffffffffffffffffffffff' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ resultData: [], pageInfo: [] }]);
  });

  it('sends public fields only', async () => {
    const [car] = await searchAll(hub({ includeComingSoonCars: true }));
    const allowed = new Set([
      '_id',
      'name',
      'minimumAge',
      'dailyPrice',
      'discountedDailyPrice',
      'hourlyPrice',
      'discountedHourlyPrice',
      'biWeeklyPrice',
      'discountedBiWeeklyPrice',
      'weeklyPrice',
      'discountedWeeklyPrice',
      'monthlyPrice',
      'discountedMonthlyPrice',
      'isDateBasedPrice',
      'dateBasedPrices',
      'deposit',
      'available',
      'fullyBooked',
      'comingSoon',
      'type',
      'gearbox',
      'aircon',
      'image',
      'seats',
      'doors',
      'fuelPolicy',
      'mileage',
      'cancellation',
      'amendments',
      'theftProtection',
      'collisionDamageWaiver',
      'fullInsurance',
      'additionalDriver',
      'range',
      'multimedia',
      'rating',
      'trips',
      'co2',
      'supplier',
    ]);
    const keys = Object.keys(car!);
    expect(keys.filter((k) => !allowed.has(k))).toEqual([]);
    for (const internal of [
      'overlappingBookings',
      'maxAllowedCars',
      'licensePlate',
      'blockOnPay',
      'createdAt',
      'updatedAt',
      'locations',
      '__v',
    ]) {
      expect(keys).not.toContain(internal);
    }
    expect(Object.keys(car!.supplier).sort()).toEqual(['_id', 'avatar', 'fullName', 'payLater', 'priceChangeRate']);
  });

  it('sends the date-based prices of date-based cars', async () => {
    const cars = await searchAll(hub());
    const dated = cars.filter((c) => c.isDateBasedPrice);
    expect(dated.length).toBeGreaterThan(0);
    for (const car of dated) {
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM date_based_prices WHERE car_id = $1',
        [car._id],
      );
      expect(car.dateBasedPrices).toHaveLength(rows[0]!.n);
      expect(car.dateBasedPrices!.every((p) => p.startDate <= p.endDate && p.dailyPrice > 0)).toBe(true);
    }
    expect(cars.filter((c) => !c.isDateBasedPrice).every((c) => c.dateBasedPrices?.length === 0)).toBe(true);
  });
});

describe('getFrontendCars: filters', () => {
  let base: Car[];
  beforeAll(async () => {
    base = await searchAll(hub({ includeComingSoonCars: true }));
  });

  // Each filter keeps exactly the cars of the unfiltered search that satisfy its rule.
  const cases: Array<[string, Partial<Filter>, (car: Car) => boolean]> = [
    ['one supplier', { suppliers: [supplierId('euromotion')] }, (c) => c.supplier._id === supplierId('euromotion')],
    [
      'two suppliers, one without a logo',
      { suppliers: [supplierId('atlas-drive'), NO_LOGO] },
      (c) => [supplierId('atlas-drive'), NO_LOGO].includes(c.supplier._id),
    ],
    ['an empty supplier list (all)', { suppliers: [] }, () => true],
    ['rating 4+', { rating: 4 }, (c) => c.rating != null && c.rating >= 4],
    ['rating -1 (any)', { rating: -1 }, () => true],
    ['ranges', { ranges: ['mini', 'scooter'] }, (c) => ['mini', 'scooter'].includes(c.range)],
    ['an empty range list (all)', { ranges: [] }, () => true],
    [
      'multimedia: every item',
      { multimedia: ['bluetooth', 'appleCarPlay'] },
      (c) => Boolean(c.multimedia?.includes('bluetooth') && c.multimedia.includes('appleCarPlay')),
    ],
    ['seats 2', { seats: 2 }, (c) => c.seats === 2],
    ['seats 4', { seats: 4 }, (c) => c.seats === 4],
    ['seats 5', { seats: 5 }, (c) => c.seats === 5],
    ['seats 6 means more than five', { seats: 6 }, (c) => c.seats > 5],
    ['seats -1 (any)', { seats: -1 }, () => true],
    ['air-con', { carSpecs: { aircon: true } }, (c) => c.aircon],
    ['more than four doors', { carSpecs: { moreThanFourDoors: true } }, (c) => c.doors > 4],
    ['more than five seats', { carSpecs: { moreThanFiveSeats: true } }, (c) => c.seats > 5],
    [
      'car specs all false (no filter)',
      { carSpecs: { aircon: false, moreThanFourDoors: false, moreThanFiveSeats: false } },
      () => true,
    ],
    ['engine', { carType: ['electric', 'unknown'] }, (c) => ['electric', 'unknown'].includes(c.type)],
    ['gearbox', { gearbox: ['manual'] }, (c) => c.gearbox === 'manual'],
    [
      'fuel policy',
      { fuelPolicy: ['FullToEmpty', 'likeForlike'] },
      (c) => ['FullToEmpty', 'likeForlike'].includes(c.fuelPolicy),
    ],
    ['mileage limited', { mileage: ['limited'] }, (c) => c.mileage > -1],
    ['mileage unlimited', { mileage: ['unlimited'] }, (c) => c.mileage === -1],
    ['mileage both (no filter)', { mileage: ['limited', 'unlimited'] }, () => true],
    ['mileage none (no filter)', { mileage: [] }, () => true],
    ['deposit at most 500', { deposit: 500 }, (c) => c.deposit <= 500],
    ['deposit at most 300', { deposit: 300 }, (c) => c.deposit <= 300],
    ['deposit -1 (any)', { deposit: -1 }, () => true],
    [
      'several filters together',
      {
        ranges: ['midi', 'maxi'],
        gearbox: ['automatic'],
        carSpecs: { aircon: true },
        mileage: ['unlimited'],
        deposit: 900,
      },
      (c) =>
        ['midi', 'maxi'].includes(c.range) &&
        c.gearbox === 'automatic' &&
        c.aircon &&
        c.mileage === -1 &&
        c.deposit <= 900,
    ],
  ];

  it.each(cases)('%s', async (_name, filter, rule) => {
    const cars = await searchAll(hub({ includeComingSoonCars: true, ...filter }));
    expect(cars.every(rule)).toBe(true);
    expect(ids(cars)).toEqual(ids(base.filter(rule)));
    if (rule.length === 0) expect(cars).toHaveLength(base.length);
    else {
      expect(cars.length).toBeGreaterThan(0);
      expect(cars.length).toBeLessThan(base.length);
    }
  });
});

describe('getFrontendCars: availability for the dates', () => {
  let car: Car;
  beforeAll(async () => {
    const cars = await searchAll(hub());
    car = cars.find((c) => !c.fullyBooked && !c.comingSoon)!;
  });
  const stateOf = async (body: Filter = hub()) => (await searchAll(body)).find((c) => c._id === car._id);

  it('marks a car booked over part of the period as fully booked, and lists it after the cars that can be chosen', async () => {
    await book(car._id, at(199), at(201), 'paid');
    const cars = await searchAll(hub());
    const index = cars.findIndex((c) => c._id === car._id);
    expect(cars[index]!.fullyBooked).toBe(true);
    expect(cars.slice(0, index).every((c) => !c.fullyBooked && !c.comingSoon)).toBe(true);
    expect(cars.slice(index).every((c) => c.fullyBooked || c.comingSoon)).toBe(true);
  });

  it('counts a booking inside the period and one covering it', async () => {
    await book(car._id, at(201), at(202), 'reserved');
    expect((await stateOf())!.fullyBooked).toBe(true);
    await t.db.query('DELETE FROM bookings WHERE id = ANY($1::text[])', [created.splice(0)]);
    await book(car._id, at(150), at(250), 'deposit');
    expect((await stateOf())!.fullyBooked).toBe(true);
  });

  it.each(['pending', 'deposit', 'paid', 'paidInFull', 'reserved'])('a %s booking holds the car', async (status) => {
    await book(car._id, at(200, 8), at(203, 12), status);
    expect((await stateOf())!.fullyBooked).toBe(true);
  });

  it('does not count bookings that only touch the period', async () => {
    await book(car._id, at(195), PERIOD.from, 'paid');
    await book(car._id, PERIOD.to, at(210), 'paid');
    expect((await stateOf())!.fullyBooked).toBe(false);
  });

  it('does not count a cancelled booking', async () => {
    await book(car._id, at(199), at(204), 'cancelled');
    expect((await stateOf())!.fullyBooked).toBe(false);
  });

  it('counts a payment in progress (void, not expired) but not an expired or undated one', async () => {
    await book(car._id, at(199), at(204), 'void', new Date(Date.now() - 60_000));
    await book(car._id, at(199), at(204), 'void', null);
    expect((await stateOf())!.fullyBooked).toBe(false);
    await book(car._id, at(199), at(204), 'void', new Date(Date.now() + 15 * 60_000));
    expect((await stateOf())!.fullyBooked).toBe(true);
  });

  it('leaves fully booked cars out when includeAlreadyBookedCars is false, and only then', async () => {
    await book(car._id, at(199), at(201), 'paid');
    expect((await stateOf(hub({ includeAlreadyBookedCars: true })))!.fullyBooked).toBe(true);
    expect((await stateOf(hub()))!.fullyBooked).toBe(true);
    const without = await searchAll(hub({ includeAlreadyBookedCars: false }));
    expect(without.some((c) => c._id === car._id)).toBe(false);
    expect(without.some((c) => c.fullyBooked)).toBe(false);
    const all = await searchAll(hub());
    expect(without.length).toBe(all.filter((c) => !c.fullyBooked).length);
  });

  it('reports the stored fully booked flag whatever the dates', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      'SELECT id FROM cars WHERE fully_booked AND available AND NOT coming_soon',
    );
    expect(rows.length).toBeGreaterThan(0);
    const cars = await searchAll(hub());
    for (const row of rows) expect(cars.find((c) => c._id === row.id)?.fullyBooked).toBe(true);
  });

  it('shows fully booked cars at the seed’s busy location for the app’s default dates', async () => {
    const cars = await searchAll({
      pickupLocation: locationId(BUSY_LOCATION_KEY),
      from: at(3),
      to: at(6),
      includeComingSoonCars: true,
    });
    const booked = cars.filter((c) => c.fullyBooked);
    expect(booked.length).toBeGreaterThanOrEqual(3);
    expect(cars.filter((c) => !c.fullyBooked && !c.comingSoon).length).toBeGreaterThan(3);
  });
});

describe('getFrontendCars: coming soon, order and pages', () => {
  it('lists coming-soon cars only when asked, after the cars that can be chosen', async () => {
    const without = await searchAll(hub());
    expect(without.some((c) => c.comingSoon)).toBe(false);
    expect((await searchAll(hub({ includeComingSoonCars: false }))).some((c) => c.comingSoon)).toBe(false);
    const withSoon = await searchAll(hub({ includeComingSoonCars: true }));
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cars WHERE coming_soon AND available',
    );
    expect(withSoon.filter((c) => c.comingSoon)).toHaveLength(rows[0]!.n);
    expect(withSoon.length).toBe(without.length + rows[0]!.n);
    const firstUnbookable = withSoon.findIndex((c) => c.comingSoon || c.fullyBooked);
    expect(withSoon.slice(firstUnbookable).every((c) => c.comingSoon || c.fullyBooked)).toBe(true);
    expect(withSoon[firstUnbookable - 1]?.comingSoon).toBe(false);
  });

  /** Whether a car can be chosen for the searched dates. */
  const bookable = (c: Car) => !c.fullyBooked && !c.comingSoon;

  it.each([
    ['three days', 200, 203],
    ['ten days (a week and a 3-day block)', 200, 210],
    ['forty-five days (a month, two weeks and a day)', 100, 145],
    ['a stay across date-based seasons', 5, 36],
  ])(
    'sorts cars that can be chosen first, then by the total their card shows for %s, then id',
    async (_name, start, end) => {
      const period = { from: at(start), to: at(end) };
      const cars = await searchAll({ pickupLocation: HUB, ...period, includeComingSoonCars: true });
      // The total of the card: the shared pricing of the period, supplier rate and date-based prices included.
      const key = (c: Car) => [bookable(c) ? 0 : 1, priceRental(c, period.from, period.to).totalCents] as const;
      for (let i = 1; i < cars.length; i++) {
        const [a, b] = [cars[i - 1]!, cars[i]!];
        const [ka, kb] = [key(a), key(b)];
        const ordered = ka[0] < kb[0] || (ka[0] === kb[0] && (ka[1] < kb[1] || (ka[1] === kb[1] && a._id < b._id)));
        expect({ ordered, a: [a.name, ka], b: [b.name, kb] }).toMatchObject({ ordered: true });
      }
      // What makes the order differ from the daily price's is there: rates, discounts, blocks, seasons.
      expect(cars.some((c) => c.supplier.priceChangeRate !== 0)).toBe(true);
      expect(cars.some((c) => c.discountedDailyPrice && c.discountedDailyPrice < c.dailyPrice)).toBe(true);
      expect(cars.some((c) => c.isDateBasedPrice && c.dateBasedPrices!.length > 0)).toBe(true);
    },
  );

  it('counts the cars that can be chosen for the dates beside the total, on every page', async () => {
    const free = (await searchAll(hub())).filter(bookable);
    await book(free[0]!._id, at(199), at(201), 'paid');
    const cars = await searchAll(hub({ includeComingSoonCars: true }));
    const expected = { totalRecords: cars.length, bookableRecords: cars.filter(bookable).length };
    expect(expected.bookableRecords).toBe(free.length - 1);
    expect(expected.bookableRecords).toBeLessThan(expected.totalRecords);
    for (const page of [1, 2]) {
      const { pageInfo } = (await search(hub({ includeComingSoonCars: true }), page, 7)).body[0]!;
      expect(pageInfo).toEqual([expected]);
    }
  });

  it('without an online gateway, counts and lists first only the cars a driver can pay for at the counter', async () => {
    const noGateway = await createTestApp({ config: { testPayments: false } });
    try {
      const { rows } = await noGateway.db.query<{ id: string }>('SELECT id FROM suppliers WHERE NOT pay_later');
      const onlineOnly = new Set(rows.map((row) => row.id));
      expect(onlineOnly.size).toBeGreaterThan(0);
      const body = { pickupLocation: locationId('paris-orly'), ...PERIOD, includeComingSoonCars: true };
      const res = await callApi(noGateway.app, 'getFrontendCars', { params: { page: 1, size: 100 }, body });
      const { resultData: cars, pageInfo } = res.body[0]!;
      const payable = (c: Car) => bookable(c) && !onlineOnly.has(c.supplier._id);
      expect(cars.some((c) => bookable(c) && !payable(c))).toBe(true);
      expect(pageInfo[0]!.bookableRecords).toBe(cars.filter(payable).length);
      const firstOther = cars.findIndex((c) => !payable(c));
      expect(cars.slice(firstOther).every((c) => !payable(c))).toBe(true);
    } finally {
      await noGateway.close();
    }
  });

  it('pages through the same list with the same total', async () => {
    const all = await searchAll(hub());
    const paged: Car[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 7); page++) {
      const { resultData, pageInfo } = (await search(hub(), page, 7)).body[0]!;
      expect(pageInfo).toEqual([{ totalRecords: all.length, bookableRecords: all.filter(bookable).length }]);
      expect(resultData.length).toBe(Math.min(7, all.length - (page - 1) * 7));
      paged.push(...resultData);
    }
    expect(ids(paged)).toEqual(ids(all));
    const past = await search(hub(), 1000, 7);
    expect(past.body).toEqual([
      { resultData: [], pageInfo: [{ totalRecords: all.length, bookableRecords: all.filter(bookable).length }] },
    ]);
  });

  it.each([
    ['a page size above 100', 1, 101],
    ['a page size of 0', 1, 0],
    ['page 0', 0, 10],
  ])('refuses %s', async (_name, page, size) => {
    const res = await search(hub(), page, size);
    expect(res.status).toBe(400);
    expect(res.error.code).toBe('invalid_request');
  });

  // Bodies the contract refuses (sent as invalidBody), changing fields it names.
  it.each<[string, { [F in keyof Filter]?: unknown }]>([
    ['drop-off before pick-up', { from: at(203), to: at(200) }],
    ['drop-off equal to pick-up', { from: at(200), to: at(200) }],
    ['no drop-off', { to: undefined }],
    ['no pick-up', { from: undefined }],
    ['a date that is not a date', { from: 'next tuesday' }],
    ['no location', { pickupLocation: undefined }],
  ])('answers 400 invalid_request for %s', async (_name, change) => {
    const invalidBody = { ...hub(), ...change };
    for (const answer of [
      await callApi(t.app, 'getFrontendCars', { params: { page: 1, size: 10 }, invalidBody }),
      await callApi(t.app, 'getFrontendSuppliers', { invalidBody }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: 'invalid_request', message: expect.any(String) });
    }
  });
});

describe('rentalCentsSql', () => {
  it.each([
    [0, 1],
    [5, 3],
    [6, 10],
    [28, 35],
    [3, 70],
    [100, 45],
    [148, 20],
  ])(
    'equals the shared pricing of every car from day %i for %i days, seasons and supplier rates included',
    async (start, days) => {
      const cars = await searchAll(hub({ includeComingSoonCars: true }));
      // A pick-up in the afternoon: the days are counted from its UTC calendar day.
      const from = new Date(at(start, 14.5));
      const to = new Date(from.getTime() + days * DAY - 60_000);
      const { rows } = await t.db.query<{ id: string; cents: number }>(
        `SELECT c.id, ${rentalCentsSql(from, to)} AS cents FROM cars c JOIN suppliers s ON s.id = c.supplier_id WHERE c.id = ANY($1::text[])`,
        [ids(cars)],
      );
      const sqlCents = new Map(rows.map((row) => [row.id, Number(row.cents)]));
      for (const car of cars)
        expect({ car: car.name, cents: sqlCents.get(car._id) }).toEqual({
          car: car.name,
          cents: priceRental(car, from, to).totalCents,
        });
    },
  );

  it("follows an operator's edit of a car's prices and of its supplier's rate (the cents columns are kept by the database)", async () => {
    const car = (await searchAll(hub())).find((c) => !c.isDateBasedPrice)!;
    const before = await t.db.query<{ weekly: string | null; discounted: string | null; rate: string }>(
      `SELECT c.weekly_price AS weekly, c.discounted_weekly_price AS discounted, s.price_change_rate AS rate
         FROM cars c JOIN suppliers s ON s.id = c.supplier_id WHERE c.id = $1`,
      [car._id],
    );
    const { weekly, discounted, rate } = before.rows[0]!;
    const restore = async (w: string | null, d: string | null, r: string) => {
      await t.db.query('UPDATE cars SET weekly_price = $2, discounted_weekly_price = $3 WHERE id = $1', [
        car._id,
        w,
        d,
      ]);
      await t.db.query('UPDATE suppliers SET price_change_rate = $2 WHERE id = $1', [car.supplier._id, r]);
    };
    await restore('321.45', '299.99', '7.5');
    try {
      const edited = (await searchAll(hub())).find((c) => c._id === car._id)!;
      const from = new Date(at(20, 10));
      const to = new Date(from.getTime() + 9 * DAY);
      const { rows } = await t.db.query<{ cents: number }>(
        `SELECT ${rentalCentsSql(from, to)} AS cents FROM cars c JOIN suppliers s ON s.id = c.supplier_id WHERE c.id = $1`,
        [car._id],
      );
      expect(Number(rows[0]!.cents)).toBe(priceRental(edited, from, to).totalCents);
      // The week is priced at the new discounted weekly price, with the new rate.
      expect(priceRental(edited, from, to).totalCents).not.toBe(priceRental(car, from, to).totalCents);
    } finally {
      await restore(weekly, discounted, rate);
    }
  });

  it('follows the first range of overlapping seasons day by day, and skips a season without a price', async () => {
    const car = (await searchAll(hub())).find((c) => c.isDateBasedPrice)!;
    const seasons = [
      [at(210, 0), at(220, 0), 90],
      [at(212, 12), at(214, 0), 50], // inside the first, which starts earlier: never used
      [at(216, 0), at(230, 0), 70], // from day 221, after the first ends
      [at(205, 0), at(208, 0), 0], // no price: the daily price
    ] as const;
    const added = seasons.map(() => newId());
    await t.db.query(
      `INSERT INTO date_based_prices (id, car_id, start_date, end_date, daily_price)
       SELECT unnest($1::text[]), $2, unnest($3::timestamptz[]), unnest($4::timestamptz[]), unnest($5::numeric[])`,
      [added, car._id, seasons.map((s) => s[0]), seasons.map((s) => s[1]), seasons.map((s) => s[2])],
    );
    try {
      const withSeasons = (await searchAll(hub())).find((c) => c._id === car._id)!;
      for (const [start, days] of [
        [204, 30],
        [211, 5],
        [215, 10],
        [221, 2],
      ] as const) {
        const from = new Date(at(start, 9));
        const to = new Date(from.getTime() + days * DAY);
        const { rows } = await t.db.query<{ cents: number }>(
          `SELECT ${rentalCentsSql(from, to)} AS cents FROM cars c JOIN suppliers s ON s.id = c.supplier_id WHERE c.id = $1`,
          [car._id],
        );
        expect(Number(rows[0]!.cents)).toBe(priceRental(withSeasons, from, to).totalCents);
      }
    } finally {
      await t.db.query('DELETE FROM date_based_prices WHERE id = ANY($1::text[])', [added]);
    }
  });
});

describe('getFrontendSuppliers', () => {
  const combos: Array<Partial<Filter>> = [
    {},
    { includeComingSoonCars: true },
    { seats: 6 },
    { seats: 5, gearbox: ['automatic'] },
    { ranges: ['mini', 'maxi'], mileage: ['unlimited'], includeAlreadyBookedCars: false },
    { carType: ['diesel', 'hybrid'], deposit: 500, rating: 4 },
    { multimedia: ['bluetooth'], carSpecs: { aircon: true, moreThanFourDoors: true }, includeComingSoonCars: true },
    { fuelPolicy: ['fullToFull'], carSpecs: { moreThanFiveSeats: true } },
  ];

  it.each(combos.map((c) => [JSON.stringify(c), c] as const))(
    'counts exactly the cars the search lists per supplier: %s',
    async (_name, filter) => {
      const { rows } = await t.db.query<{ id: string }>(
        "SELECT id FROM cars WHERE available AND NOT coming_soon AND range = 'maxi' ORDER BY id LIMIT 2",
      );
      for (const row of rows) await book(row.id, at(199), at(201), 'pending');
      const res = await callApi(t.app, 'getFrontendSuppliers', { body: hub(filter) });
      expect(res.status).toBe(200);
      const counts = res.body;
      const cars = await searchAll(hub(filter));
      const expected = new Map<string, number>();
      for (const car of cars) expected.set(car.supplier._id, (expected.get(car.supplier._id) ?? 0) + 1);
      expect(new Map(counts.map((s) => [s._id, s.carCount]))).toEqual(expected);
      expect(counts.every((s) => s.carCount > 0)).toBe(true);
      const names = counts.map((s) => s.fullName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    },
  );

  it('ignores a supplier list and keeps suppliers without a logo', async () => {
    const res = await callApi(t.app, 'getFrontendSuppliers', { body: hub({ suppliers: [supplierId('euromotion')] }) });
    const counts = res.body;
    expect(counts.length).toBeGreaterThan(2);
    expect(counts.find((s) => s._id === NO_LOGO)?.avatar ?? null).toBeNull();
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await callApi(t.app, 'getFrontendSuppliers', { body: hub({ ranges: ['truck'] }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('getAllSuppliers', () => {
  it('lists every supplier in good standing by name, with or without a logo, with its available cars', async () => {
    const res = await callApi(t.app, 'getAllSuppliers');
    expect(res.status).toBe(200);
    const suppliers = res.body;
    expect(suppliers).toHaveLength(SUPPLIERS.length);
    expect(suppliers.map((s) => s.fullName)).toEqual(
      SUPPLIERS.map((s) => s.fullName).sort((a, b) => a.localeCompare(b)),
    );
    const noLogo = suppliers.find((s) => s._id === NO_LOGO)!;
    expect(noLogo.avatar ?? null).toBeNull();
    const { rows } = await t.db.query<{ supplier_id: string; n: number }>(
      'SELECT supplier_id, count(*)::int AS n FROM cars WHERE available GROUP BY supplier_id',
    );
    for (const supplier of suppliers)
      expect(supplier.carCount).toBe(rows.find((r) => r.supplier_id === supplier._id)?.n ?? 0);
    expect(noLogo.carCount).toBeGreaterThan(0);
  });

  it('leaves out a blacklisted supplier', async () => {
    const supplier = supplierId('highland-hire');
    await t.db.query('UPDATE suppliers SET blacklisted = true WHERE id = $1', [supplier]);
    try {
      const res = await callApi(t.app, 'getAllSuppliers');
      expect(res.body.map((s) => s._id)).not.toContain(supplier);
    } finally {
      await t.db.query('UPDATE suppliers SET blacklisted = false WHERE id = $1', [supplier]);
    }
  });
});

describe('getCar', () => {
  const getCar = (id: string, language: PathParams<'getCar'>['language'] = 'en') =>
    callApi(t.app, 'getCar', { params: { id, language } });

  it('answers the car with its supplier’s terms and its localized locations', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT c.id FROM cars c WHERE c.is_date_based_price AND c.available
         AND EXISTS (SELECT 1 FROM car_locations cl JOIN locations l ON l.id = cl.location_id WHERE cl.car_id = c.id AND l.names->>'es' <> l.names->>'en')
       ORDER BY c.id LIMIT 1`,
    );
    const id = rows[0]!.id;
    const res = await getCar(id, 'es');
    expect(res.status).toBe(200);
    const car = res.body;
    expect(car._id).toBe(id);
    expect(car.isDateBasedPrice).toBe(true);
    expect(car.dateBasedPrices!.length).toBeGreaterThanOrEqual(2);
    const seedSupplier = SUPPLIERS.find((_, k) => seedId('supplier', k) === car.supplier._id)!;
    expect(car.supplier).toEqual({
      _id: car.supplier._id,
      fullName: seedSupplier.fullName,
      avatar: seedSupplier.logo ? `${seedSupplier.key}.webp` : null,
      payLater: seedSupplier.payLater,
      licenseRequired: seedSupplier.licenseRequired,
      priceChangeRate: seedSupplier.priceChangeRate,
      // The seed's suppliers have no minimum (see periodRules.test.ts for one that has).
      minimumRentalDays: null,
    });
    const names = await t.db.query<{ id: string; name: string }>(
      "SELECT l.id, COALESCE(l.names->>'es', l.names->>'en') AS name FROM car_locations cl JOIN locations l ON l.id = cl.location_id WHERE cl.car_id = $1",
      [id],
    );
    expect(new Map(car.locations.map((l) => [l._id, l.name]))).toEqual(new Map(names.rows.map((l) => [l.id, l.name])));
    for (const internal of ['licensePlate', 'blockOnPay', 'createdAt']) expect(car).not.toHaveProperty(internal);
  });

  it('answers 204 for a missing car, a malformed id and a blacklisted supplier’s car', async () => {
    for (const id of ['ffffffffffffffffffffffff', 'not-an-id']) {
      expect((await getCar(id)).status).toBe(204);
    }
    const id = seedId('car', 0);
    expect((await getCar(id)).status).toBe(200);
    await t.db.query(
      'UPDATE suppliers SET blacklisted = true WHERE id = (SELECT supplier_id FROM cars WHERE id = $1)',
      [id],
    );
    try {
      expect((await getCar(id)).status).toBe(204);
    } finally {
      await t.db.query(
        'UPDATE suppliers SET blacklisted = false WHERE id = (SELECT supplier_id FROM cars WHERE id = $1)',
        [id],
      );
    }
  });

  it('refuses a language it does not know', async () => {
    // A language outside the contract, so sent raw.
    const res = await t.app.inject({ method: 'GET', url: pathOf('getCar', { id: seedId('car', 0), language: 'de' }) });
    expect(res.statusCode).toBe(400);
    expectContract('getCar', res);
  });
});

describe('getRangePrices', () => {
  it('answers, for each range with bookable cars, the lowest daily price with the supplier’s rate', async () => {
    const res = await callApi(t.app, 'getRangePrices');
    expect(res.status).toBe(200);
    const { rows } = await t.db.query<{ range: string; price: number }>(
      `SELECT c.range, min(round(round(COALESCE(NULLIF(c.discounted_daily_price, 0), c.daily_price) * 100) * (100 + s.price_change_rate) / 100) / 100) AS price
       FROM cars c JOIN suppliers s ON s.id = c.supplier_id
       WHERE c.available AND NOT c.coming_soon AND NOT c.fully_booked AND NOT s.blacklisted
       GROUP BY c.range`,
    );
    const order = ['mini', 'midi', 'maxi', 'scooter', 'bus', 'truck', 'caravan'];
    const expected = rows
      .sort((a, b) => order.indexOf(a.range) - order.indexOf(b.range))
      .map((r) => ({ range: r.range, fromDailyPrice: r.price }));
    expect(res.body).toEqual(expected);
    expect(expected.map((r) => r.range)).toEqual(['mini', 'midi', 'maxi', 'scooter']);
  });

  it('follows the data', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      "SELECT c.id FROM cars c JOIN suppliers s ON s.id = c.supplier_id WHERE c.range = 'maxi' AND c.available AND NOT c.coming_soon AND NOT c.fully_booked AND s.price_change_rate = 0 ORDER BY c.id LIMIT 1",
    );
    const id = rows[0]!.id;
    const before = await t.db.query<{ daily_price: number; discounted_daily_price: number | null }>(
      'SELECT daily_price, discounted_daily_price FROM cars WHERE id = $1',
      [id],
    );
    await t.db.query('UPDATE cars SET daily_price = 9.5, discounted_daily_price = 0 WHERE id = $1', [id]);
    try {
      const prices = (await callApi(t.app, 'getRangePrices')).body;
      expect(prices.find((p) => p.range === 'maxi')?.fromDailyPrice).toBe(9.5);
    } finally {
      await t.db.query('UPDATE cars SET daily_price = $2, discounted_daily_price = $3 WHERE id = $1', [
        id,
        before.rows[0]!.daily_price,
        before.rows[0]!.discounted_daily_price,
      ]);
    }
  });
});
