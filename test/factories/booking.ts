// Test data: a booking as getBooking sends it, paid in full online, sold with the car's prices of
// the day (the price lines stored at checkout).
import { priceRental } from '@/domain/pricing';
import type { Booking } from '@/features/bookings/api/bookingsApi';
import { aCar } from './car';
import { aLocation } from './location';
import { aSupplier } from './supplier';
import { aUser } from './user';

const DAY = 86_400_000;

export function aBooking(overrides: Partial<Booking> = {}, now = Date.now()): Booking {
  // A booking carries the car's own fields; its supplier and locations are the booking's.
  const {
    supplier: _supplier,
    locations: _locations,
    ...car
  } = aCar({
    amendments: 15,
    collisionDamageWaiver: -1,
    fullInsurance: 0,
    range: 'mini',
  });
  const { _id, fullName, email } = aUser();
  const booking: Booking = {
    _id: 'b1',
    supplier: aSupplier(),
    car,
    driver: { _id, fullName, email },
    pickupLocation: aLocation(),
    dropOffLocation: aLocation(),
    from: new Date(now + 10 * DAY).toISOString(),
    to: new Date(now + 13 * DAY).toISOString(),
    status: 'paid',
    cancellation: true,
    amendments: false,
    theftProtection: true,
    collisionDamageWaiver: false,
    fullInsurance: true,
    additionalDriver: false,
    price: 155,
    deposit: 500,
    // Paid in full online: the rental and the deposit.
    paidOnline: 655,
    isDeposit: false,
    isPayedInFull: true,
    cancelRequest: false,
    createdAt: new Date(now - DAY).toISOString(),
  };
  const priceBreakdown = priceRental({ ...booking.car, supplier: booking.supplier }, booking.from, booking.to, booking);
  return { ...booking, priceBreakdown, ...overrides };
}
