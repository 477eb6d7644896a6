// Test data: a location as the API sends it.
import type { Location } from '@/features/cars/api/carsApi';

export function aLocation(overrides: Partial<Location> = {}): Location {
  return { _id: 'loc1', name: 'Tirana Airport', timeZone: 'Europe/Tirane', ...overrides };
}
