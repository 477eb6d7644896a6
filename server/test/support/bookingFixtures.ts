/**
 * SQL fixtures for the bookings and notifications tests: drivers with a session, and bookings
 * inserted directly (they do not depend on the checkout operation).
 */
import { newId } from '../../src/ids';
import { sessionCookie } from './session';
import type { TestApp } from './testApp';

export interface Driver {
  id: string;
  cookie: string;
}

/** A verified driver with a session; `language` decides the language of their notifications. */
export async function createDriver(t: TestApp, language: 'en' | 'fr' | 'es' = 'en'): Promise<Driver> {
  const id = newId();
  await t.db.query(
    `INSERT INTO users (id, email, full_name, phone, birth_date, language, verified)
     VALUES ($1, $2, $3, '+33600000000', '1990-01-01', $4, true)`,
    [id, `driver-${id}@example.com`, `Driver ${id.slice(-6)}`, language],
  );
  const { cookie } = await sessionCookie(t, id);
  return { id, cookie };
}

export interface FixtureCar {
  id: string;
  supplierId: string;
  name: string;
  locationId: string;
  /** Another location of the same car, when it has one. */
  otherLocationId: string | null;
}

/** A bookable seeded car offering every per-day extra (so amendments can switch them). */
export async function pickCar(t: TestApp, skip = 0): Promise<FixtureCar> {
  const { rows } = await t.db.query<{ id: string; supplier_id: string; name: string; locations: string[] }>(
    `SELECT c.id, c.supplier_id, c.name, array_agg(cl.location_id ORDER BY cl.location_id) AS locations
       FROM cars c JOIN car_locations cl ON cl.car_id = c.id
      WHERE c.available AND NOT c.fully_booked AND NOT c.coming_soon AND NOT c.is_date_based_price
        AND c.theft_protection > 0 AND c.full_insurance > 0
      GROUP BY c.id ORDER BY count(*) DESC, c.id OFFSET $1 LIMIT 1`,
    [skip],
  );
  const row = rows[0]!;
  return {
    id: row.id,
    supplierId: row.supplier_id,
    name: row.name,
    locationId: row.locations[0]!,
    otherLocationId: row.locations[1] ?? null,
  };
}

export interface BookingFixture {
  driverId: string;
  car: FixtureCar;
  from: Date;
  to: Date;
  status?: 'void' | 'pending' | 'deposit' | 'paid' | 'paidInFull' | 'reserved' | 'cancelled';
  cancellation?: boolean;
  amendments?: boolean;
  payLater?: boolean;
  cancelRequest?: boolean;
  theftProtection?: boolean;
  price?: number;
  expireAt?: Date | null;
  createdAt?: Date;
}

/** Inserts a booking and answers its id. */
export async function insertBooking(t: TestApp, b: BookingFixture): Promise<string> {
  const id = newId();
  await t.db.query(
    `INSERT INTO bookings (id, supplier_id, car_id, driver_id, pickup_location_id, drop_off_location_id, "from", "to",
        status, cancellation, amendments, theft_protection, price, deposit, pay_later, cancel_request, expire_at, created_at,
        paid_online)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12, 100, $13, $14, $15, $16,
        -- What its status says was paid online (paid: in full, deposit: the deposit).
        CASE $8::text WHEN 'paid' THEN $12::numeric + 100 WHEN 'deposit' THEN 100 ELSE 0 END)`,
    [
      id,
      b.car.supplierId,
      b.car.id,
      b.driverId,
      b.car.locationId,
      b.from,
      b.to,
      b.status ?? 'paid',
      b.cancellation ?? false,
      b.amendments ?? false,
      b.theftProtection ?? false,
      b.price ?? 250,
      b.payLater ?? false,
      b.cancelRequest ?? false,
      b.expireAt ?? null,
      b.createdAt ?? new Date(),
    ],
  );
  return id;
}

const DAY = 86_400_000;
/** A time `days` from now at `hour` UTC (days may be fractional). */
export function inDays(days: number, hour = 10): Date {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}
