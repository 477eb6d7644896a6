/**
 * The search sends each date-based car's prices from its one query (carSearch.ts): they must be
 * exactly what the car's own page (getCar, which reads them apart) says: same seasons, same order,
 * same instants, same amounts.
 */
import { seedId } from '../src/db/seed';
import { LOCATIONS } from '../src/db/seedData';
import { expectContract, pathOf } from './support/contract';
import { createTestApp, SEED_TODAY, type TestApp } from './support/testApp';

interface DateBasedPrice {
  startDate: string;
  endDate: string;
  dailyPrice: number;
}
interface Car {
  _id: string;
  isDateBasedPrice: boolean;
  dateBasedPrices: DateBasedPrice[];
}

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
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf('getFrontendCars', { page: 1, size: 100 }),
      payload: { pickupLocation: seedId('location', index), from, to, includeComingSoonCars: true },
    });
    expectContract('getFrontendCars', res);
    const [page] = res.json() as [{ resultData: Car[] }];
    dated.push(...page.resultData.filter((car) => car.isDateBasedPrice));
    if (dated.length >= 20) break;
  }
  expect(dated.length).toBeGreaterThan(0);
  expect(dated.some((car) => car.dateBasedPrices.length > 1)).toBe(true);
  for (const car of dated) {
    const own = await t.app.inject({ method: 'GET', url: pathOf('getCar', { id: car._id, language: 'en' }) });
    expect(car.dateBasedPrices).toEqual((own.json() as Car).dateBasedPrices);
  }
});
