// Test data: a booking as getBooking sends it, paid in full online, sold with the car's prices of
// the day (the price lines stored at checkout); and the booking part of a checkout request.
import { priceRental, type ExtrasChoice } from '@/domain/pricing';
import type { Booking } from '@/features/bookings/api/bookingsApi';
import type { CheckoutBooking } from '@/features/checkout/api/checkoutApi';
import { aCar } from './car';
import { aLocation } from './location';
import { aSupplier } from './supplier';
import { aUser } from './user';

const DAY = 86_400_000;

export function aBooking(overrides: Partial<Booking> = {}, now = Date.now()): Booking {
  // A booking carries the car with its supplier (the booking's); its locations are the booking's.
  const supplier = aSupplier();
  const { locations: _locations, ...car } = aCar({
    amendments: 15,
    collisionDamageWaiver: -1,
    fullInsurance: 0,
    range: 'mini',
  });
  const { _id, fullName, email } = aUser();
  const booking: Booking = {
    _id: 'b1',
    supplier,
    car: { ...car, supplier },
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

/** What a checkout books: the car, its supplier, the pick-up (and drop-off) location and the period. */
export interface BookingPick {
  supplier: string;
  car: string;
  location: string;
  from: Date | string;
  to: Date | string;
}

/**
 * The `booking` of a checkout body, paid later unless `overrides` says isDeposit or isPayedInFull.
 * `price` is the amount the driver agreed to, in EUR (the server recomputes it and refuses another).
 */
export function aCheckoutBooking(
  pick: BookingPick,
  price: number,
  extras: ExtrasChoice = {},
  overrides: Partial<CheckoutBooking> = {},
): CheckoutBooking {
  return {
    supplier: pick.supplier,
    car: pick.car,
    pickupLocation: pick.location,
    dropOffLocation: pick.location,
    from: new Date(pick.from).toISOString(),
    to: new Date(pick.to).toISOString(),
    cancellation: extras.cancellation === true,
    amendments: extras.amendments === true,
    theftProtection: extras.theftProtection === true,
    collisionDamageWaiver: extras.collisionDamageWaiver === true,
    fullInsurance: extras.fullInsurance === true,
    additionalDriver: extras.additionalDriver === true,
    price,
    isDeposit: false,
    isPayedInFull: false,
    ...overrides,
  };
}
