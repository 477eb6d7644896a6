/**
 * The search sends each date-based car's prices from its one query (carSearch.ts): they must be
 * exactly what the car's own page (getCar, which reads them apart) says: same seasons, same order,
 * same instants, same amounts.
 */
import { seedId } from '../src/db/seed';
import { LOCATIONS } from '../src/db/seedData';
import type { ResponseBody } from '../src/contract';
import { callApi } from './support/api';
import { createTestApp, SEED_TODAY, type TestApp } from './support/testApp';

type Car = ResponseBody<'getFrontendCars'>[number]['resultData'][number];

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('lists the date-based prices of the cars it finds as their own page does', async () => {
  const from = new Date(SEED_TODAY.getTime() + 200 * DAY).toISOString();
  const to = new Date(SEED_TODAY.getTime() + 205 * DAY).toISOString();
  const dated: Car[] = [];
  for (const [index] of LOCATIONS.entries()) {
    const res = await callApi(t.app, 'getFrontendCars', {
      params: { page: 1, size: 100 },
      body: { pickupLocation: seedId('location', index), from, to, includeComingSoonCars: true },
    });
    expect(res.status).toBe(200);
    dated.push(...res.body[0]!.resultData.filter((car) => car.isDateBasedPrice));
    if (dated.length >= 20) break;
  }
  expect(dated.length).toBeGreaterThan(0);
  expect(dated.some((car) => (car.dateBasedPrices?.length ?? 0) > 1)).toBe(true);
  for (const car of dated) {
    const own = await callApi(t.app, 'getCar', { params: { id: car._id, language: 'en' } });
    expect(own.status).toBe(200);
    expect(car.dateBasedPrices).toEqual(own.body.dateBasedPrices);
  }
});
