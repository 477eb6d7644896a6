import type { CarDetails, Location } from '@/features/cars/api/carsApi';
import type { PaymentCapabilities } from '@/features/info/api/infoApi';

/** Pick-up in ten days at 10:00 UTC, drop-off three days later: 3 rental days. */
export const FROM = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 10, 10)).toISOString();
export const TO = new Date(Date.parse(FROM) + 3 * 86_400_000).toISOString();
export const CHECKOUT_PATH = `/checkout?car=car1&pickup=loc1&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;

/** A car at €40 a day with each kind of extra: priced, included and unavailable. */
export function aCar(overrides: Partial<CarDetails> = {}, supplier: Partial<CarDetails['supplier']> = {}): CarDetails {
  return {
    _id: 'car1',
    name: 'Peugeot 208',
    minimumAge: 21,
    dailyPrice: 40,
    deposit: 500,
    available: true,
    type: 'gasoline',
    gearbox: 'manual',
    aircon: true,
    image: null,
    seats: 5,
    doors: 5,
    fuelPolicy: 'fullToFull',
    mileage: -1,
    cancellation: 20,
    amendments: -1,
    theftProtection: 5,
    collisionDamageWaiver: 0,
    fullInsurance: 12,
    additionalDriver: 8,
    range: 'midi',
    multimedia: [],
    rating: 4.5,
    trips: 10,
    supplier: { _id: 'sup1', fullName: 'Atlas Drive', avatar: null, priceChangeRate: 0, payLater: true, licenseRequired: false, ...supplier },
    locations: [{ _id: 'loc1', name: 'Tirana Airport', timeZone: 'Europe/Tirane' }],
    ...overrides,
  } as CarDetails;
}

/** The settings' payment options: the test gateway unless a test says otherwise. */
export const paymentSettings = (payments: PaymentCapabilities = { online: 'test' }) => ({
  minPickupHours: 1,
  minRentalHours: 1,
  minPickupDropoffHour: 0,
  maxPickupDropoffHour: 23,
  payments,
});

export const aLocation: Location = { _id: 'loc1', name: 'Tirana Airport', timeZone: 'Europe/Tirane' };
