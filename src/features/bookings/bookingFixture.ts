// Test data only (imported by *.test.tsx files): a realistic booking as the API sends it.
import { priceRental } from '@/domain/pricing';
import type { Booking } from './api/bookingsApi';

const DAY = 86_400_000;

export function aBooking(overrides: Partial<Booking> = {}, now = Date.now()): Booking {
  const booking: Booking = {
    _id: 'b1',
    supplier: { _id: 's1', fullName: 'Atlas Drive', avatar: null, priceChangeRate: 0, payLater: true },
    car: {
      _id: 'c1',
      name: 'Peugeot 208',
      minimumAge: 21,
      dailyPrice: 40,
      deposit: 500,
      available: true,
      type: 'gasoline',
      gearbox: 'manual',
      aircon: true,
      seats: 5,
      doors: 5,
      fuelPolicy: 'fullToFull',
      mileage: -1,
      cancellation: 20,
      amendments: 15,
      theftProtection: 5,
      collisionDamageWaiver: -1,
      fullInsurance: 0,
      additionalDriver: 8,
      range: 'mini',
    },
    driver: { _id: 'u1', fullName: 'Demo Driver', email: 'demo.driver@example.com' },
    pickupLocation: { _id: 'l1', name: 'Tirana Airport', timeZone: 'Europe/Tirane' },
    dropOffLocation: { _id: 'l1', name: 'Tirana Airport', timeZone: 'Europe/Tirane' },
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
  // Sold with the car's prices of the day: the lines stored at checkout.
  const priceBreakdown = priceRental({ ...booking.car, supplier: booking.supplier }, booking.from, booking.to, booking);
  return { ...booking, priceBreakdown, ...overrides };
}

