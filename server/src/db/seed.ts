/**
 * Deterministic seed of a realistic marketplace: the same ids and the same data on every run (a
 * seeded pseudo-random generator; only the date-based price periods move with `today`, so they stay
 * in the future). Batched inserts in one transaction.
 */
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { onlineShareCents, paymentChoice } from '../../../src/domain/bookingMoney';
import { EXTRA_NAMES, priceRental, type ExtrasChoice, type PriceBreakdown } from '../../../src/domain/pricing';
import { bookingEventParams, type BookingEvent } from '../notifications';
import type { Config } from '../config';
import type { Schemas } from '../contract';
import type { Db } from './index';
import { carImageFile, locationImageFile, supplierLogoFile } from './assets';
import {
  CAR_MODELS,
  COUNTRIES,
  DEMO_PASSWORD,
  DEMO_USERS,
  EXTRAS,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  LOCATIONS,
  MULTIMEDIA,
  SUPPLIERS,
  type Extra,
  type FuelPolicy,
  type FuelType,
  type Gearbox,
  type Multimedia,
} from './seedData';

export { DEMO_PASSWORD, DEMO_USERS };
export const DEMO_DRIVER = DEMO_USERS[0]!;
export const DEFAULT_CAR_COUNT = 300;

/** Kinds encoded in seed ids, so an id tells what it points to. */
const KIND = {
  country: 1,
  location: 2,
  supplier: 3,
  car: 4,
  user: 5,
  datePrice: 6,
  booking: 7,
  notification: 8,
} as const;

/** Fixed, ObjectId-shaped ids: `65f0` + kind (4 hex) + index (16 hex). */
export function seedId(kind: keyof typeof KIND, index: number): string {
  return `65f0${KIND[kind].toString(16).padStart(4, '0')}${index.toString(16).padStart(16, '0')}`;
}

/** mulberry32: small, fast, good enough for demo data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}
const chance = (rng: Rng, p: number) => rng() < p;
const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
/** Prices people actually set: whole euros, or .50 for small amounts. */
const price = (value: number) => (value < 20 ? Math.round(value * 2) / 2 : Math.round(value));

function weighted<T>(rng: Rng, entries: Array<[T, number]>): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = rng() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

export interface SeedCar {
  id: string;
  name: string;
  licensePlate: string;
  supplierId: string;
  minimumAge: number;
  dailyPrice: number;
  discountedDailyPrice: number | null;
  hourlyPrice: number | null;
  discountedHourlyPrice: number | null;
  biWeeklyPrice: number | null;
  discountedBiWeeklyPrice: number | null;
  weeklyPrice: number | null;
  discountedWeeklyPrice: number | null;
  monthlyPrice: number | null;
  discountedMonthlyPrice: number | null;
  isDateBasedPrice: boolean;
  deposit: number;
  available: boolean;
  fullyBooked: boolean;
  comingSoon: boolean;
  type: FuelType;
  gearbox: Gearbox;
  aircon: boolean;
  image: string;
  seats: number;
  doors: number;
  fuelPolicy: FuelPolicy;
  mileage: number;
  extras: Record<Extra, number>;
  range: string;
  multimedia: Multimedia[];
  rating: number | null;
  trips: number;
  co2: number | null;
  blockOnPay: boolean;
  locationIds: string[];
  dateBasedPrices: Array<{ startDate: Date; endDate: Date; dailyPrice: number }>;
}

const PLATE_FORMATS: Record<string, (rng: Rng) => string> = {
  FR: (r) => `${letters(r, 2)}-${digits(r, 3)}-${letters(r, 2)}`,
  ES: (r) => `${digits(r, 4)} ${letters(r, 3, 'BCDFGHJKLMNPRSTVWXYZ')}`,
  GB: (r) => `${letters(r, 2)}${digits(r, 2)} ${letters(r, 3)}`,
  AL: (r) => `${letters(r, 2)} ${digits(r, 3)} ${letters(r, 2)}`,
  MA: (r) => `${digits(r, 5)}-${pick(r, ['A', 'B', 'D', 'H', 'W'])}-${1 + Math.floor(r() * 80)}`,
};
function letters(rng: Rng, n: number, alphabet = 'ABCDEFGHJKLMNPRSTVWXYZ'): string {
  return Array.from({ length: n }, () => pick(rng, alphabet.split(''))).join('');
}
function digits(rng: Rng, n: number): string {
  return Array.from({ length: n }, () => Math.floor(rng() * 10)).join('');
}

const EXTRA_PRICES: Record<Extra, [number, number]> = {
  cancellation: [15, 45],
  amendments: [10, 30],
  theftProtection: [5, 15],
  collisionDamageWaiver: [8, 20],
  fullInsurance: [15, 35],
  additionalDriver: [5, 12],
};

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
const DAY = 86_400_000;

/** Builds the cars (pure; exported for tests and the bench). */
export function buildCars(count: number, today: Date): SeedCar[] {
  const rng = prng(20_240_317);
  const day0 = startOfUtcDay(today).getTime();
  const locationsByCountry = new Map<string, string[]>();
  LOCATIONS.forEach((location, index) => {
    const list = locationsByCountry.get(location.country) ?? [];
    list.push(seedId('location', index));
    locationsByCountry.set(location.country, list);
  });
  const cars: SeedCar[] = [];
  for (let i = 0; i < count; i++) {
    const model = CAR_MODELS[i % CAR_MODELS.length]!;
    const locationIndex = i % LOCATIONS.length;
    const location = LOCATIONS[locationIndex]!;
    const supplierIndex = pick(
      rng,
      SUPPLIERS.flatMap((s, k) => (s.countries.includes(location.country) ? [k] : [])),
    );
    const supplier = SUPPLIERS[supplierIndex]!;
    const sameCountry = locationsByCountry.get(location.country)!;
    const locationIds = new Set([seedId('location', locationIndex)]);
    const extraLocations = Math.floor(rng() * 3);
    for (let k = 0; k < extraLocations; k++) locationIds.add(pick(rng, sameCountry));

    const daily = price(model.daily * supplier.priceFactor * between(rng, 0.9, 1.15));
    const discounted = chance(rng, 0.2);
    const discount = pick(rng, [0.85, 0.9, 0.95]);
    const block = (present: boolean, value: number) => (present ? price(value) : null);
    const hourlyPrice = block(chance(rng, 0.35), daily / 5);
    const biWeeklyPrice = block(chance(rng, 0.7), daily * 3 * 0.95);
    const weeklyPrice = block(chance(rng, 0.8), daily * 7 * 0.85);
    const monthlyPrice = block(chance(rng, 0.6), daily * 30 * 0.65);
    const discountOf = (value: number | null) =>
      value !== null && discounted && chance(rng, 0.7) ? price(value * discount) : null;

    const isDateBasedPrice = chance(rng, 0.12);
    const dateBasedPrices = isDateBasedPrice
      ? [
          { from: 7, to: 13, factor: 1.25 },
          { from: 30, to: 60, factor: 1.4 },
          { from: 90, to: 97, factor: 0.85 },
          { from: 150, to: 165, factor: 1.1 },
        ]
          .slice(0, 2 + Math.floor(rng() * 3))
          .map((p) => ({
            startDate: new Date(day0 + p.from * DAY),
            endDate: new Date(day0 + (p.to + 1) * DAY - 1000),
            dailyPrice: price(daily * p.factor),
          }))
      : [];

    const comingSoon = chance(rng, 0.05);
    const fullyBooked = !comingSoon && chance(rng, 0.04);
    const available = !chance(rng, 0.05);
    let type: FuelType = pick(rng, model.fuel);
    if (i % 37 === 36) type = 'unknown'; // the supplier did not say
    const extras = Object.fromEntries(
      EXTRAS.map((extra) => {
        const kind = weighted(rng, [
          ['unavailable', 30],
          ['included', 25],
          ['priced', 45],
        ] as Array<[string, number]>);
        const [min, max] = EXTRA_PRICES[extra];
        const value = kind === 'unavailable' ? -1 : kind === 'included' ? 0 : price(between(rng, min, max));
        return [extra, value];
      }),
    ) as Record<Extra, number>;
    if (model.range === 'scooter') extras.additionalDriver = -1;
    const multimedia = chance(rng, 0.15) ? [] : model.multimedia.filter(() => chance(rng, 0.75));
    const [depositMin, depositMax] = model.deposit;

    cars.push({
      id: seedId('car', i),
      name: model.name,
      licensePlate: PLATE_FORMATS[location.country]!(rng),
      supplierId: seedId('supplier', supplierIndex),
      minimumAge: model.minimumAge,
      dailyPrice: daily,
      discountedDailyPrice: discounted ? price(daily * discount) : null,
      hourlyPrice,
      discountedHourlyPrice: discountOf(hourlyPrice),
      biWeeklyPrice,
      discountedBiWeeklyPrice: discountOf(biWeeklyPrice),
      weeklyPrice,
      discountedWeeklyPrice: discountOf(weeklyPrice),
      monthlyPrice,
      discountedMonthlyPrice: discountOf(monthlyPrice),
      isDateBasedPrice,
      deposit: Math.round(between(rng, depositMin, depositMax) / 50) * 50,
      available,
      fullyBooked,
      comingSoon,
      type,
      gearbox: pick(rng, model.gearbox),
      aircon: model.aircon,
      image: carImageFile(model),
      seats: model.seats,
      doors: model.doors,
      fuelPolicy: weighted(rng, [
        ['fullToFull', 50],
        ['likeForlike', 25],
        ['freeTank', 15],
        ['FullToEmpty', 10],
      ] as Array<[FuelPolicy, number]>),
      mileage: chance(rng, 0.5) ? -1 : pick(rng, [100, 150, 200, 250, 300]),
      extras,
      range: model.range,
      multimedia,
      rating: comingSoon || chance(rng, 0.12) ? null : Math.round(between(rng, 30, 50)) / 10,
      trips: comingSoon ? 0 : Math.floor(between(rng, 0, 420)),
      co2: type === 'unknown' ? null : type === 'electric' ? 0 : Math.round(model.co2 * between(rng, 0.92, 1.08)),
      blockOnPay: chance(rng, 0.3),
      locationIds: [...locationIds],
      dateBasedPrices,
    });
  }
  ensureCoverage(cars);
  return cars;
}

/**
 * Makes sure every enum value and every edge of the data appears at least once (the generator
 * almost always does it by itself; this makes it certain for any count from 24 up).
 */
function ensureCoverage(cars: SeedCar[]): void {
  if (cars.length < 24) return;
  const nonScooter = cars.filter((c) => c.range !== 'scooter');
  const at = (k: number) => nonScooter[(k * 7) % nonScooter.length]!;
  let k = 0;
  for (const value of FUEL_TYPES) if (!cars.some((c) => c.type === value)) at(k++).type = value;
  for (const value of GEARBOXES) if (!cars.some((c) => c.gearbox === value)) at(k++).gearbox = value;
  for (const value of FUEL_POLICIES) if (!cars.some((c) => c.fuelPolicy === value)) at(k++).fuelPolicy = value;
  for (const value of MULTIMEDIA) {
    if (!cars.some((c) => c.multimedia.includes(value))) at(k++).multimedia.push(value);
  }
  if (!cars.some((c) => c.mileage === -1)) at(k++).mileage = -1;
  if (!cars.some((c) => c.mileage > 0)) at(k++).mileage = 200;
  for (const extra of EXTRAS) {
    if (!cars.some((c) => c.extras[extra] === -1)) at(k++).extras[extra] = -1;
    if (!cars.some((c) => c.extras[extra] === 0)) at(k++).extras[extra] = 0;
    if (!cars.some((c) => c.extras[extra] > 0)) at(k++).extras[extra] = EXTRA_PRICES[extra][0];
  }
  if (!cars.some((c) => c.comingSoon))
    Object.assign(at(k++), { comingSoon: true, fullyBooked: false, rating: null, trips: 0 });
  if (!cars.some((c) => c.fullyBooked)) Object.assign(at(k++), { fullyBooked: true, comingSoon: false });
  if (!cars.some((c) => !c.available)) at(k++).available = false;
  if (!cars.some((c) => c.discountedDailyPrice !== null)) {
    const car = at(k++);
    car.discountedDailyPrice = price(car.dailyPrice * 0.9);
  }
}

export type SeedBookingStatus = Schemas['BookingStatus'];

export interface SeedBooking {
  id: string;
  supplierId: string;
  carId: string;
  driverId: string | null;
  pickupLocationId: string;
  dropOffLocationId: string;
  from: Date;
  to: Date;
  status: SeedBookingStatus;
  extras: Record<Extra, boolean>;
  price: number;
  /** The priced lines it was sold with. */
  breakdown: PriceBreakdown;
  deposit: number;
  /** Captured online (the option's share; nothing while void). */
  paidOnline: number;
  isDeposit: boolean;
  isPayedInFull: boolean;
  payLater: boolean;
  cancelRequest: boolean;
  expireAt: Date | null;
  sessionId: string | null;
  createdAt: Date;
}

/** The location where the seed books many cars over the next days ("Fully Booked" shows up there). */
export const BUSY_LOCATION_KEY = 'paris-cdg';
const HOLDING: SeedBookingStatus[] = ['pending', 'deposit', 'paid', 'paidInFull', 'reserved'];
const HOUR = 3_600_000;

/**
 * Bookings (pure; exported for tests and the bench), relative to `today` like the date-based
 * prices so they stay ahead:
 * - at BUSY_LOCATION_KEY (or its terminals), every other bookable car is held from day +2 to day +9,
 *   so a search with the app's default dates (day +3 to day +6) shows fully booked cars; next to
 *   them one cancelled booking and one expired payment (neither holds its car) and one payment in
 *   progress (void, expiring on day +30, which holds its car);
 * - elsewhere, one car in 23 has a booking within the next 60 days, and one in 61 a past one;
 * - a few of them belong to the demo driver, who also has one booking in each status of My bookings
 *   (pay-later pending, paid with the cancellation and amendments options, deposit, reserved, cancelled
 *   after a cancel request, an abandoned payment) from day +75, after the others.
 */
export function buildBookings(cars: SeedCar[], today: Date): SeedBooking[] {
  const rng = prng(20_240_318);
  const day0 = startOfUtcDay(today).getTime();
  const busyIndex = LOCATIONS.findIndex((l) => l.key === BUSY_LOCATION_KEY);
  const busyIds = new Set(
    LOCATIONS.flatMap((l, i) => (i === busyIndex || l.parent === BUSY_LOCATION_KEY ? [seedId('location', i)] : [])),
  );
  const demoId = seedId('user', 0);
  const bookable = (c: SeedCar) => c.available && !c.comingSoon && !c.fullyBooked;
  const bookings: SeedBooking[] = [];

  const add = (
    car: SeedCar,
    from: number,
    to: number,
    status: SeedBookingStatus,
    driverId: string | null,
    extra: Partial<SeedBooking> = {},
    chosen: Partial<Record<Extra, boolean>> = {},
  ) => {
    const supplier = SUPPLIERS.find((_, k) => seedId('supplier', k) === car.supplierId)!;
    const extras = Object.fromEntries(
      EXTRA_NAMES.map((name) => [
        name,
        car.extras[name] === 0 || (car.extras[name] > 0 && (chosen[name] ?? chance(rng, 0.3))),
      ]),
    ) as Record<Extra, boolean>;
    const pickup = car.locationIds.find((l) => busyIds.has(l)) ?? car.locationIds[0]!;
    const breakdown = priceRental(
      {
        ...car.extras,
        dailyPrice: car.dailyPrice,
        discountedDailyPrice: car.discountedDailyPrice,
        biWeeklyPrice: car.biWeeklyPrice,
        discountedBiWeeklyPrice: car.discountedBiWeeklyPrice,
        weeklyPrice: car.weeklyPrice,
        discountedWeeklyPrice: car.discountedWeeklyPrice,
        monthlyPrice: car.monthlyPrice,
        discountedMonthlyPrice: car.discountedMonthlyPrice,
        isDateBasedPrice: car.isDateBasedPrice,
        dateBasedPrices: car.dateBasedPrices.map((p) => ({
          startDate: p.startDate.toISOString(),
          endDate: p.endDate.toISOString(),
          dailyPrice: p.dailyPrice,
        })),
        deposit: car.deposit,
        supplier: { priceChangeRate: supplier.priceChangeRate },
      },
      new Date(from),
      new Date(to),
      extras as ExtrasChoice,
    );
    const index = bookings.length;
    bookings.push({
      id: seedId('booking', index),
      supplierId: car.supplierId,
      carId: car.id,
      driverId,
      pickupLocationId: pickup,
      dropOffLocationId: pickup,
      from: new Date(from),
      to: new Date(to),
      status,
      extras,
      price: breakdown.totalCents / 100,
      breakdown,
      deposit: car.deposit,
      paidOnline: 0,
      isDeposit: status === 'deposit',
      isPayedInFull: status === 'paid' || status === 'paidInFull',
      payLater: status === 'pending' && supplier.payLater,
      cancelRequest: false,
      expireAt: null,
      sessionId: status === 'void' ? `seed-session-${index}` : null,
      createdAt: new Date(Math.min(from, day0) - (3 + Math.floor(rng() * 20)) * DAY),
      ...extra,
    });
    const booking = bookings[index]!;
    if (booking.status !== 'void') {
      const choice = paymentChoice(booking);
      booking.paidOnline = onlineShareCents(choice, breakdown.totalCents, breakdown.depositCents) / 100;
    }
  };

  const busy = cars.filter((c) => bookable(c) && c.locationIds.some((l) => busyIds.has(l)));
  busy.forEach((car, k) => {
    const from = day0 + 2 * DAY + 10 * HOUR;
    const to = day0 + 9 * DAY + 10 * HOUR;
    if (k % 2 === 0) {
      add(car, from, to, HOLDING[(k / 2) % HOLDING.length]!, k === 0 ? demoId : null);
    } else if (k === 1) {
      add(car, from, to, 'cancelled', demoId, { cancelRequest: true });
    } else if (k === 3) {
      // A payment that was abandoned: expired, so it no longer holds the car.
      add(car, from, to, 'void', null, { expireAt: new Date(day0 - DAY) });
    } else if (k === 5) {
      // A payment in progress: holds the car until it expires.
      add(car, from, to, 'void', null, { expireAt: new Date(day0 + 30 * DAY) });
    }
  });

  const busySet = new Set(busy.map((c) => c.id));
  cars.forEach((car, i) => {
    if (busySet.has(car.id) || !bookable(car)) return;
    if (i % 23 === 5) {
      const start = day0 + (1 + Math.floor(rng() * 60)) * DAY + (8 + Math.floor(rng() * 10)) * HOUR;
      const length = (2 + Math.floor(rng() * 6)) * DAY;
      add(car, start, start + length, pick(rng, HOLDING), i % 7 === 0 ? demoId : null);
    }
    if (i % 61 === 7) {
      const start = day0 - (10 + Math.floor(rng() * 200)) * DAY + 9 * HOUR;
      add(
        car,
        start,
        start + (3 + Math.floor(rng() * 5)) * DAY,
        pick(rng, ['paid', 'paidInFull', 'cancelled']),
        i % 3 === 0 ? demoId : null,
      );
    }
  });

  // The demo driver's My bookings: one booking per status, on cars not booked above, from day +75.
  const used = new Set(bookings.map((b) => b.carId));
  const withOptions = cars.filter(
    (c) => bookable(c) && !used.has(c.id) && c.extras.cancellation >= 0 && c.extras.amendments >= 0,
  );
  const supplierOf = (car: SeedCar) => SUPPLIERS.find((_, k) => seedId('supplier', k) === car.supplierId)!;
  const payLaterCar = withOptions.find((c) => supplierOf(c).payLater);
  const demo: Array<[SeedBookingStatus, Partial<SeedBooking>, Partial<Record<Extra, boolean>>]> = [
    ['pending', { payLater: true }, { cancellation: false, amendments: false }],
    ['paid', {}, { cancellation: true, amendments: true }],
    ['deposit', {}, { cancellation: true }],
    ['reserved', {}, {}],
    ['cancelled', { cancelRequest: true }, { cancellation: true }],
    ['void', { expireAt: new Date(day0 - 2 * DAY) }, {}],
  ];
  const demoCars = [payLaterCar, ...withOptions.filter((c) => c !== payLaterCar)];
  demo.forEach(([status, extra, chosen], k) => {
    const car = demoCars[k];
    if (!car) return;
    const from = day0 + (75 + 5 * k) * DAY + 10 * HOUR;
    add(
      car,
      from,
      from + (3 + k) * DAY,
      status,
      demoId,
      { createdAt: new Date(day0 - (k + 1) * DAY + 9 * HOUR), ...extra },
      chosen,
    );
  });
  return bookings;
}

export interface SeedNotification {
  id: string;
  userId: string;
  bookingId: string;
  event: BookingEvent;
  isRead: boolean;
  createdAt: Date;
}

export interface SeedStatusChange {
  bookingId: string;
  status: SeedBookingStatus;
  changedAt: Date;
}

const MINUTE = 60_000;

/**
 * The demo driver's notification centre and status histories (pure): each booking was created
 * (pay-later) or paid online, some were then reserved or cancelled; the events of bookings still
 * ahead are unread. Other drivers' bookings keep the one history row written by the trigger.
 */
export function buildDemoActivity(
  bookings: SeedBooking[],
  today: Date,
): { notifications: SeedNotification[]; history: SeedStatusChange[] } {
  const demoId = seedId('user', 0);
  const notifications: SeedNotification[] = [];
  const history: SeedStatusChange[] = [];
  const now = today.getTime();
  for (const b of bookings.filter((x) => x.driverId === demoId)) {
    const t0 = b.createdAt.getTime();
    const note = (event: BookingEvent, at: number) =>
      notifications.push({
        id: seedId('notification', notifications.length),
        userId: demoId,
        bookingId: b.id,
        event,
        isRead: event === 'created' || b.from.getTime() < now,
        createdAt: new Date(at),
      });
    const step = (status: SeedBookingStatus, at: number) =>
      history.push({ bookingId: b.id, status, changedAt: new Date(at) });
    if (b.status === 'paid' || b.status === 'paidInFull' || b.status === 'deposit') {
      step('void', t0);
      step(b.status, t0 + 4 * MINUTE);
      note(b.status === 'deposit' ? 'deposit' : 'paid', t0 + 4 * MINUTE);
    } else if (b.status === 'void') {
      step('void', t0);
    } else {
      step('pending', t0);
      note('created', t0);
      if (b.cancelRequest) note('cancelRequested', t0 + 6 * HOUR);
      if (b.status !== 'pending') {
        step(b.status, t0 + DAY);
        note('statusChanged', t0 + DAY);
      }
    }
  }
  return { notifications, history };
}

interface Table {
  name: string;
  columns: string[];
  rows: unknown[][];
}

async function insertAll(db: Db, table: Table, chunkSize = 500): Promise<void> {
  const width = table.columns.length;
  for (let start = 0; start < table.rows.length; start += chunkSize) {
    const chunk = table.rows.slice(start, start + chunkSize);
    const params: unknown[] = [];
    const tuples = chunk.map((row, r) => {
      params.push(...row);
      return `(${row.map((_, c) => `$${r * width + c + 1}`).join(', ')})`;
    });
    await db.query(`INSERT INTO ${table.name} (${table.columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

let demoHash: Promise<string> | undefined;
/** bcrypt cost 10; the documented password's hash is computed once per process (tests seed often). */
function demoPasswordHash(password: string): Promise<string> {
  if (password !== DEMO_PASSWORD) return bcrypt.hash(password, 10);
  demoHash ??= bcrypt.hash(DEMO_PASSWORD, 10);
  return demoHash;
}

/**
 * Run after a seed, outside its transaction (VACUUM cannot run in one): merges the pending list of
 * the cars' location index (GIN), which every search would otherwise read in full until autovacuum
 * comes by: at 10,000 cars PostgreSQL then preferred to read every car (7.9 ms a search, not 3.4).
 */
export async function settleAfterSeed(db: Db): Promise<void> {
  await db.exec('VACUUM cars');
}

/**
 * The demo drivers' password for a new database: the documented one in development, a random one
 * (printed once, when seeding) in production with DEMO_ACCOUNTS=true, none when DEMO_ACCOUNTS is
 * false (the default in production): no account with a known password there.
 */
export function demoPasswordFor(config: Pick<Config, 'demoAccounts' | 'production'>): string | null {
  if (!config.demoAccounts) return null;
  return config.production ? randomBytes(12).toString('base64url') : DEMO_PASSWORD;
}

export interface SeedOptions {
  cars?: number;
  /** Date-based price periods start a week after this day. */
  today?: Date;
  /** The demo drivers' password; null = none (they cannot sign in). Default: DEMO_PASSWORD. */
  demoPassword?: string | null;
}

export interface SeedSummary {
  countries: number;
  locations: number;
  suppliers: number;
  cars: number;
  users: number;
  bookings: number;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM countries');
  return (rows[0]?.n ?? 0) > 0;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const carCount = options.cars ?? DEFAULT_CAR_COUNT;
  const today = options.today ?? new Date();
  const cars = buildCars(carCount, today);
  const bookings = buildBookings(cars, today);
  const demoPassword = options.demoPassword === undefined ? DEMO_PASSWORD : options.demoPassword;
  const passwordHash = demoPassword === null ? null : await demoPasswordHash(demoPassword);
  const json = (value: unknown) => JSON.stringify(value);

  await db.transaction(async (tx) => {
    await insertAll(tx, {
      name: 'countries',
      columns: ['id', 'names'],
      rows: COUNTRIES.map((c, i) => [seedId('country', i), json(c.names)]),
    });
    const countryId = (code: string) =>
      seedId(
        'country',
        COUNTRIES.findIndex((c) => c.code === code),
      );
    const locationId = (key: string) =>
      seedId(
        'location',
        LOCATIONS.findIndex((l) => l.key === key),
      );
    await insertAll(tx, {
      name: 'locations',
      columns: ['id', 'country_id', 'parent_location_id', 'names', 'time_zone', 'latitude', 'longitude', 'image'],
      rows: LOCATIONS.map((l, i) => [
        seedId('location', i),
        countryId(l.country),
        l.parent ? locationId(l.parent) : null,
        json(l.names),
        l.timeZone,
        l.latitude,
        l.longitude,
        locationImageFile(l.key),
      ]),
    });
    await insertAll(tx, {
      name: 'suppliers',
      columns: ['id', 'full_name', 'email', 'avatar', 'pay_later', 'license_required', 'price_change_rate'],
      rows: SUPPLIERS.map((s, i) => [
        seedId('supplier', i),
        s.fullName,
        s.email,
        s.logo ? supplierLogoFile(s.key) : null,
        s.payLater,
        s.licenseRequired,
        s.priceChangeRate,
      ]),
    });
    await insertAll(tx, {
      name: 'users',
      columns: [
        'id',
        'email',
        'password_hash',
        'full_name',
        'phone',
        'birth_date',
        'language',
        'verified',
        'verified_at',
        'blacklisted',
        'type',
      ],
      rows: DEMO_USERS.map((u, i) => [
        seedId('user', i),
        u.email,
        passwordHash,
        u.fullName,
        u.phone,
        u.birthDate,
        u.language,
        u.verified,
        u.verified ? new Date('2024-03-17T09:00:00Z') : null,
        u.blacklisted,
        'user',
      ]),
    });
    await insertAll(
      tx,
      {
        name: 'cars',
        columns: [
          'id',
          'name',
          'license_plate',
          'supplier_id',
          'minimum_age',
          'daily_price',
          'discounted_daily_price',
          'hourly_price',
          'discounted_hourly_price',
          'bi_weekly_price',
          'discounted_bi_weekly_price',
          'weekly_price',
          'discounted_weekly_price',
          'monthly_price',
          'discounted_monthly_price',
          'is_date_based_price',
          'deposit',
          'available',
          'fully_booked',
          'coming_soon',
          'type',
          'gearbox',
          'aircon',
          'image',
          'seats',
          'doors',
          'fuel_policy',
          'mileage',
          'cancellation',
          'amendments',
          'theft_protection',
          'collision_damage_waiver',
          'full_insurance',
          'additional_driver',
          'range',
          'multimedia',
          'rating',
          'trips',
          'co2',
          'block_on_pay',
        ],
        rows: cars.map((c) => [
          c.id,
          c.name,
          c.licensePlate,
          c.supplierId,
          c.minimumAge,
          c.dailyPrice,
          c.discountedDailyPrice,
          c.hourlyPrice,
          c.discountedHourlyPrice,
          c.biWeeklyPrice,
          c.discountedBiWeeklyPrice,
          c.weeklyPrice,
          c.discountedWeeklyPrice,
          c.monthlyPrice,
          c.discountedMonthlyPrice,
          c.isDateBasedPrice,
          c.deposit,
          c.available,
          c.fullyBooked,
          c.comingSoon,
          c.type,
          c.gearbox,
          c.aircon,
          c.image,
          c.seats,
          c.doors,
          c.fuelPolicy,
          c.mileage,
          c.extras.cancellation,
          c.extras.amendments,
          c.extras.theftProtection,
          c.extras.collisionDamageWaiver,
          c.extras.fullInsurance,
          c.extras.additionalDriver,
          c.range,
          c.multimedia,
          c.rating,
          c.trips,
          c.co2,
          c.blockOnPay,
        ]),
      },
      300,
    );
    await insertAll(
      tx,
      {
        name: 'car_locations',
        columns: ['car_id', 'location_id'],
        rows: cars.flatMap((c) => c.locationIds.map((l) => [c.id, l])),
      },
      2000,
    );
    let priceIndex = 0;
    await insertAll(tx, {
      name: 'date_based_prices',
      columns: ['id', 'car_id', 'start_date', 'end_date', 'daily_price'],
      rows: cars.flatMap((c) =>
        c.dateBasedPrices.map((p) => [seedId('datePrice', priceIndex++), c.id, p.startDate, p.endDate, p.dailyPrice]),
      ),
    });
    await insertAll(tx, {
      name: 'bookings',
      columns: [
        'id',
        'supplier_id',
        'car_id',
        'driver_id',
        'pickup_location_id',
        'drop_off_location_id',
        '"from"',
        '"to"',
        'status',
        'cancellation',
        'amendments',
        'theft_protection',
        'collision_damage_waiver',
        'full_insurance',
        'additional_driver',
        'price',
        'deposit',
        'is_deposit',
        'is_payed_in_full',
        'pay_later',
        'cancel_request',
        'expire_at',
        'session_id',
        'created_at',
        'updated_at',
        'paid_online',
        'price_lines',
      ],
      rows: bookings.map((b) => [
        b.id,
        b.supplierId,
        b.carId,
        b.driverId,
        b.pickupLocationId,
        b.dropOffLocationId,
        b.from,
        b.to,
        b.status,
        b.extras.cancellation,
        b.extras.amendments,
        b.extras.theftProtection,
        b.extras.collisionDamageWaiver,
        b.extras.fullInsurance,
        b.extras.additionalDriver,
        b.price,
        b.deposit,
        b.isDeposit,
        b.isPayedInFull,
        b.payLater,
        b.cancelRequest,
        b.expireAt,
        b.sessionId,
        b.createdAt,
        b.createdAt,
        b.paidOnline,
        json(b.breakdown),
      ]),
    });

    // The demo driver's notifications and status histories (replacing the trigger's single rows).
    const activity = buildDemoActivity(bookings, today);
    const carName = new Map(cars.map((c) => [c.id, c.name]));
    const bookingById = new Map(bookings.map((b) => [b.id, b]));
    const demoBookings = [...new Set(activity.history.map((h) => h.bookingId))];
    await tx.query('DELETE FROM booking_status_history WHERE booking_id = ANY($1::text[])', [demoBookings]);
    await insertAll(tx, {
      name: 'booking_status_history',
      columns: ['booking_id', 'status', 'changed_at'],
      rows: activity.history.map((h) => [h.bookingId, h.status, h.changedAt]),
    });
    await insertAll(tx, {
      name: 'notifications',
      columns: ['id', 'user_id', 'booking_id', 'type', 'params', 'is_read', 'created_at'],
      rows: activity.notifications.map((n) => {
        const b = bookingById.get(n.bookingId)!;
        const params = bookingEventParams(n.event, { ...b, carName: carName.get(b.carId)! });
        return [n.id, n.userId, n.bookingId, n.event, json(params), n.isRead, n.createdAt];
      }),
    });
  });

  // Fresh statistics after a bulk load, so the first searches are planned on the real data.
  await db.exec('ANALYZE');

  return {
    countries: COUNTRIES.length,
    locations: LOCATIONS.length,
    suppliers: SUPPLIERS.length,
    cars: cars.length,
    users: DEMO_USERS.length,
    bookings: bookings.length,
  };
}
