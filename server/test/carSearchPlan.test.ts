/**
 * The search at marketplace scale: 10,000 seeded cars and a booking history of 20,000 past
 * bookings. The plans of the exact search and supplier-count queries must reach the location's
 * cars (by their location ids) and bookings through their indexes, never by reading the whole table (no timing assertions:
 * speed is measured by `scripts/benchApi.ts`).
 */
import {
  carSearchQuery,
  parseCarFilter,
  pickupLocationIds,
  supplierCountQuery,
  type CarFilterBody,
} from '../src/carSearch';
import { openPglite, type Db } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { locationId } from './support/seedIds';

const TODAY = new Date('2030-05-10T00:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(TODAY.getTime() + days * DAY + 10 * 3_600_000).toISOString();

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

let db: Db;
beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  await seed(db, { cars: 10_000, today: TODAY });
  // A booking history: 20,000 bookings that ended before the seed day.
  await db.exec(`
    INSERT INTO bookings (id, supplier_id, car_id, pickup_location_id, drop_off_location_id, "from", "to", status, price)
    SELECT lpad(to_hex(1000000 + g), 24, '0'), c.supplier_id, c.id, cl.location_id, cl.location_id,
           timestamptz '2030-05-10' - (g % 700 + 5) * interval '1 day',
           timestamptz '2030-05-10' - (g % 700 + 1) * interval '1 day',
           (ARRAY['paid', 'paidInFull', 'cancelled', 'deposit'])[g % 4 + 1], 120
    FROM generate_series(1, 20000) g
    JOIN cars c ON c.id = '65f00004' || lpad(to_hex(g % 10000), 16, '0')
    JOIN LATERAL (SELECT location_id FROM car_locations WHERE car_id = c.id LIMIT 1) cl ON true;
    ANALYZE;
  `);
}, 120_000);
afterAll(async () => {
  await db.close();
});

const searches: Array<[string, Partial<CarFilterBody>]> = [
  [
    'the app’s default search at the busy airport',
    { pickupLocation: locationId('paris-cdg'), from: at(3), to: at(6), includeComingSoonCars: true },
  ],
  [
    'a week in the autumn with filters',
    {
      pickupLocation: locationId('madrid-atocha'),
      from: at(150),
      to: at(157),
      ranges: ['midi'],
      gearbox: ['automatic'],
      seats: 5,
    },
  ],
  [
    'a long rental without fully booked cars',
    {
      pickupLocation: locationId('london-heathrow'),
      from: at(10),
      to: at(40),
      includeAlreadyBookedCars: false,
      deposit: 500,
    },
  ],
];

describe('car search at 10,000 cars', () => {
  it('has the data it claims', async () => {
    const { rows } = await db.query<{ cars: number; bookings: number }>(
      'SELECT (SELECT count(*)::int FROM cars) AS cars, (SELECT count(*)::int FROM bookings) AS bookings',
    );
    expect(rows[0]!.cars).toBe(10_000);
    expect(rows[0]!.bookings).toBeGreaterThan(20_000);
  });

  it.each(searches)('reads cars and bookings through indexes: %s', async (_name, body) => {
    const filter = parseCarFilter(body as CarFilterBody);
    const locations = await pickupLocationIds(db, filter.pickupLocation);
    // The supplier counts need the bookings only to leave fully booked cars out.
    const countsNeedBookings = filter.includeAlreadyBookedCars === false;
    for (const [{ sql, params }, tables] of [
      [carSearchQuery(filter, locations, 2, 15), ['bookings', 'cars']],
      [supplierCountQuery(filter, locations), countsNeedBookings ? ['bookings', 'cars'] : ['cars']],
    ] as const) {
      const { rows } = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `EXPLAIN (FORMAT JSON) ${sql}`,
        params,
      );
      const plan = nodes(rows[0]!['QUERY PLAN'][0]!.Plan);
      const scans = plan.filter((n) => n['Relation Name'] === 'cars' || n['Relation Name'] === 'bookings');
      expect([...new Set(scans.map((n) => n['Relation Name']))].sort()).toEqual(tables);
      for (const scan of scans) {
        expect(`${scan['Node Type']} on ${scan['Relation Name']}`).toMatch(
          /^(Index Scan|Index Only Scan|Bitmap Heap Scan) on/,
        );
        const index = scan['Node Type'] === 'Bitmap Heap Scan' ? nodes(scan).find((n) => n['Index Name']) : scan;
        expect(index?.['Index Name']).toMatch(/^(cars|bookings)_/);
      }
      // The location's cars are found by their location ids (the page joins back by primary key).
      expect(scans.flatMap((scan) => nodes(scan)).map((n) => n['Index Name'])).toContain('cars_location_ids_idx');
      // The search returns what it should (the plan is for a real, non-empty result).
      const result = await db.query(sql, params);
      expect(result.rows.length).toBeGreaterThan(0);
    }
  });
});

describe('the location ids the search reads', () => {
  const listed = async (location: string): Promise<string[]> => {
    const filter = parseCarFilter({
      pickupLocation: location,
      from: at(200),
      to: at(203),
      includeComingSoonCars: true,
    });
    const { sql, params } = carSearchQuery(filter, await pickupLocationIds(db, location), 1, 10_000);
    const { rows } = await db.query<{ id: string }>(sql, params);
    return rows.map((row) => row.id);
  };

  it('follow car_locations when a car is added to a location, moved or taken off', async () => {
    const madrid = locationId('madrid-atocha');
    const heathrow = locationId('london-heathrow');
    const { rows } = await db.query<{ car_id: string }>(
      `SELECT cl.car_id FROM car_locations cl JOIN cars c ON c.id = cl.car_id
        WHERE cl.location_id = $1 AND c.available AND NOT c.location_ids && $2::text[] ORDER BY cl.car_id LIMIT 2`,
      [madrid, [heathrow]],
    );
    const [moved, added] = rows.map((row) => row.car_id) as [string, string];
    expect(await listed(heathrow)).not.toContain(moved);

    await db.query('UPDATE car_locations SET location_id = $1 WHERE car_id = $2 AND location_id = $3', [
      heathrow,
      moved,
      madrid,
    ]);
    await db.query('INSERT INTO car_locations (car_id, location_id) VALUES ($1, $2)', [added, heathrow]);
    expect(await listed(heathrow)).toEqual(expect.arrayContaining([moved, added]));
    expect(await listed(madrid)).not.toContain(moved);
    expect(await listed(madrid)).toContain(added);

    await db.query('DELETE FROM car_locations WHERE car_id = ANY($1::text[]) AND location_id = $2', [
      [moved, added],
      heathrow,
    ]);
    const heathrowAfter = await listed(heathrow);
    expect(heathrowAfter).not.toContain(moved);
    expect(heathrowAfter).not.toContain(added);
  });
});
