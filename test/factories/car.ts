// Test data: a car as getCar sends it (its supplier and locations), usable wherever a list's Car or
// a booking's CarBase is expected. €40 a day, with each kind of extra: priced, included, unavailable.
import type { CarDetails } from '@/features/cars/api/carsApi';
import { aLocation } from './location';
import { aSupplier } from './supplier';

export function aCar(overrides: Partial<CarDetails> = {}): CarDetails {
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
    supplier: aSupplier(),
    locations: [aLocation()],
    ...overrides,
  };
}
