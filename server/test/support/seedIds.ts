/** Ids of the seed's locations and countries (see LOCATIONS and COUNTRIES in src/db/seedData.ts). */
import { seedId } from '../../src/db/seed';
import { COUNTRIES, LOCATIONS } from '../../src/db/seedData';

export function locationId(key: string): string {
  const index = LOCATIONS.findIndex((location) => location.key === key);
  if (index < 0) throw new Error(`No seed location ${key}`);
  return seedId('location', index);
}

export function countryId(code: string): string {
  const index = COUNTRIES.findIndex((country) => country.code === code);
  if (index < 0) throw new Error(`No seed country ${code}`);
  return seedId('country', index);
}
