/**
 * `npm run seed [-- --cars N] [-- --reset]`: migrates and seeds the configured database
 * (DATA_DIR or DATABASE_URL). Without --reset an already seeded database is left alone.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { writeSeedAssets } from './assets';
import { openDatabase } from './index';
import { migrate } from './migrate';
import { DEFAULT_CAR_COUNT, DEMO_DRIVER, demoPasswordFor, isSeeded, seed, settleAfterSeed } from './seed';

/** Every table the seed fills, children first. */
const SEEDED_TABLES = [
  'bookings',
  'date_based_prices',
  'car_locations',
  'cars',
  'locations',
  'countries',
  'suppliers',
  'newsletter_subscriptions',
  'tokens',
  'sessions',
  'users',
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { cars: { type: 'string' }, reset: { type: 'boolean', default: false } },
    allowPositionals: false,
  });
  const cars = values.cars === undefined ? DEFAULT_CAR_COUNT : Number(values.cars);
  if (!Number.isInteger(cars) || cars < 1 || cars > 100_000) {
    throw new Error(`--cars must be an integer between 1 and 100000 (got "${values.cars}")`);
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    if (await isSeeded(db)) {
      if (!values.reset) {
        console.log('The database is already seeded; run with --reset to replace its data.');
        return;
      }
      await db.exec(`TRUNCATE ${SEEDED_TABLES.join(', ')} CASCADE`);
    }
    const started = Date.now();
    const demoPassword = demoPasswordFor(config);
    const summary = await seed(db, { cars, demoPassword });
    await settleAfterSeed(db);
    writeSeedAssets(path.join(config.dataDir, 'cdn'));
    console.log(
      `Seeded ${summary.countries} countries, ${summary.locations} locations, ${summary.suppliers} suppliers, ` +
        `${summary.cars} cars, ${summary.bookings} bookings and ${summary.users} drivers in ${Date.now() - started} ms ` +
        `(${config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'pgdata')}).`,
    );
    console.log(
      demoPassword === null
        ? 'Demo drivers: no password (DEMO_ACCOUNTS is off).'
        : `Demo driver: ${DEMO_DRIVER.email} / ${demoPassword}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
