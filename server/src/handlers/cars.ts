/**
 * Tag `cars`: car search and details, suppliers, locations and countries, and the "from" prices
 * of the car sizes. Answers carry public fields only (the contract's schemas serialize them too).
 *
 * Localized names come from the `names` JSON of locations and countries in the path's language,
 * falling back to English. Locations and countries are few (tens to a few hundred), so their lists
 * are matched and sorted here with the language's collation (the database's C collation would put
 * "Édimbourg" after "Zurich"), and matching ignores case and accents ("malaga" finds "Málaga").
 */
import { priceRental } from '../../../src/domain/pricing';
import { CAR_COLUMNS, carSearchQuery, parseCarFilter, searchPickupLocationIds, supplierCountQuery } from '../carSearch';
import type { Schemas } from '../contract';
import type { Db } from '../db/index';
import { paymentCapabilities } from '../payments/gateway';
import { toLanguage, type Language } from '../validation';
import { jsonString, type Handlers } from './types';

type Names = Partial<Record<Language, string>> & { en: string };

/** The name in `language`, else English. */
export function localized(names: Names, language: Language): string {
  return names[language] || names.en;
}

/** Lower case without accents: what the type-ahead compares. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();
}

const collators = new Map<string, Intl.Collator>();
function collator(language: string): Intl.Collator {
  let c = collators.get(language);
  if (!c) {
    c = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    collators.set(language, c);
  }
  return c;
}

/** Sorts by name in the language's collation, then by id (a stable order for paging). */
function sortByName<T extends { _id: string }>(items: T[], name: (item: T) => string, language: string): T[] {
  const compare = collator(language).compare;
  return items.sort((a, b) => compare(name(a), name(b)) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

/** BookCars' paginated shape: `pageInfo` is empty when nothing matches. */
export function paginated<T>(resultData: T[], total: number) {
  return [{ resultData, pageInfo: total > 0 ? [{ totalRecords: total }] : [] }];
}

// ----- cars --------------------------------------------------------------------------------------

/** A contract field's column name: `minimumAge` → `minimum_age`. */
type Column<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Column<T>}`
  : S;
type CarColumns = { [K in keyof Schemas['CarBase'] as Column<K & string>]: Schemas['CarBase'][K] };

/** The database does not type its rows: each column has the type of its CarBase field. */
export type CarRow = { [K in (typeof CAR_COLUMNS)[number]]: K extends keyof CarColumns ? CarColumns[K] : unknown } & {
  id: string;
  is_date_based_price: boolean;
  fully_booked: boolean;
};

export interface DateBasedPriceRow {
  car_id: string;
  start_date: Date;
  end_date: Date;
  daily_price: number;
}

export async function dateBasedPrices(db: Db, carIds: string[]): Promise<Map<string, DateBasedPriceRow[]>> {
  const byCar = new Map<string, DateBasedPriceRow[]>();
  if (carIds.length === 0) return byCar;
  const { rows } = await db.query<DateBasedPriceRow>(
    'SELECT car_id, start_date, end_date, daily_price FROM date_based_prices WHERE car_id = ANY($1::text[]) ORDER BY car_id, start_date, id',
    [carIds],
  );
  for (const row of rows) byCar.set(row.car_id, [...(byCar.get(row.car_id) ?? []), row]);
  return byCar;
}

type ExtraColumns<T> = Record<
  | 'cancellation'
  | 'amendments'
  | 'theft_protection'
  | 'collision_damage_waiver'
  | 'full_insurance'
  | 'additional_driver',
  T
>;

/** The six extras' columns under their API names: a car's prices for them, or a booking's choices. */
export function extraFields<T>(row: ExtraColumns<T>) {
  return {
    cancellation: row.cancellation,
    amendments: row.amendments,
    theftProtection: row.theft_protection,
    collisionDamageWaiver: row.collision_damage_waiver,
    fullInsurance: row.full_insurance,
    additionalDriver: row.additional_driver,
  };
}

/** CarBase from a row of CAR_COLUMNS; `fullyBooked` may be overridden by the period's bookings. */
export function carBase(
  row: CarRow,
  prices: DateBasedPriceRow[] | undefined,
  fullyBooked: boolean,
): Schemas['CarBase'] {
  return {
    _id: row.id,
    name: row.name,
    minimumAge: row.minimum_age,
    dailyPrice: row.daily_price,
    discountedDailyPrice: row.discounted_daily_price,
    hourlyPrice: row.hourly_price,
    discountedHourlyPrice: row.discounted_hourly_price,
    biWeeklyPrice: row.bi_weekly_price,
    discountedBiWeeklyPrice: row.discounted_bi_weekly_price,
    weeklyPrice: row.weekly_price,
    discountedWeeklyPrice: row.discounted_weekly_price,
    monthlyPrice: row.monthly_price,
    discountedMonthlyPrice: row.discounted_monthly_price,
    isDateBasedPrice: row.is_date_based_price,
    dateBasedPrices: row.is_date_based_price
      ? (prices ?? []).map((p) => ({
          startDate: p.start_date.toISOString(),
          endDate: p.end_date.toISOString(),
          dailyPrice: p.daily_price,
        }))
      : [],
    deposit: row.deposit,
    available: row.available,
    fullyBooked,
    comingSoon: row.coming_soon,
    type: row.type,
    gearbox: row.gearbox,
    aircon: row.aircon,
    image: row.image,
    seats: row.seats,
    doors: row.doors,
    fuelPolicy: row.fuel_policy,
    mileage: row.mileage,
    ...extraFields(row),
    range: row.range,
    multimedia: row.multimedia,
    rating: row.rating,
    trips: row.trips,
    co2: row.co2,
  };
}

interface SearchRow extends CarRow {
  total: number;
  bookable: number;
  booked: boolean;
  supplier_id: string;
  supplier_full_name: string;
  supplier_avatar: string | null;
  supplier_price_change_rate: number;
  supplier_pay_later: boolean;
  /** The car's date-based prices when it uses them (timestamps as JSON strings), else null. */
  date_based_prices: Array<{ start_date: string; end_date: string; daily_price: number }> | null;
}

/** Order of the CarRange enum: the order of the home page's car sizes. */
const RANGE_ORDER = ['mini', 'midi', 'maxi', 'scooter', 'bus', 'truck', 'caravan'];

/**
 * The daily price a driver pays for an effective daily price: the supplier's price change rate
 * applied exactly as the shared pricing does (a one-day rental priced by `src/domain`).
 */
function paidDailyPrice(effectivePrice: number, priceChangeRate: number): number {
  const from = new Date(Date.UTC(2030, 0, 1));
  const { totalCents } = priceRental(
    {
      dailyPrice: effectivePrice,
      deposit: 0,
      cancellation: -1,
      amendments: -1,
      theftProtection: -1,
      collisionDamageWaiver: -1,
      fullInsurance: -1,
      additionalDriver: -1,
      supplier: { priceChangeRate },
    },
    from,
    new Date(from.getTime() + 86_400_000),
  );
  return totalCents / 100;
}

// ----- locations ---------------------------------------------------------------------------------

interface LocationRow {
  id: string;
  names: Names;
  time_zone: string;
  latitude: number | null;
  longitude: number | null;
  image: string | null;
  parent_location_id: string | null;
  country_id: string;
  country_names: Names;
  supplier_id: string | null;
  supplier_full_name: string | null;
  supplier_avatar: string | null;
}

async function allLocations(db: Db): Promise<LocationRow[]> {
  const { rows } = await db.query<LocationRow>(
    `SELECT l.id, l.names, l.time_zone, l.latitude, l.longitude, l.image, l.parent_location_id,
            l.country_id, co.names AS country_names,
            l.supplier_id, s.full_name AS supplier_full_name, s.avatar AS supplier_avatar
     FROM locations l
     JOIN countries co ON co.id = l.country_id
     LEFT JOIN suppliers s ON s.id = l.supplier_id AND NOT s.blacklisted`,
  );
  return rows;
}

/** A Location as lists send it: parent as an id (BookCars' shape). */
/** Every language's name, as BookCars' `values` (LocationValue documents; ids made from the owner's). */
function nameValues(ownerId: string, names: Names) {
  return Object.entries(names).map(([language, value]) => ({ _id: `${ownerId}-${language}`, language, value }));
}

function locationItem(row: LocationRow, language: Language) {
  return {
    _id: row.id,
    name: localized(row.names, language),
    values: nameValues(row.id, row.names),
    timeZone: row.time_zone,
    // Absent rather than null: BookCars' client accepts a missing position or image, not a null one.
    ...(row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : {}),
    ...(row.image !== null ? { image: row.image } : {}),
    country: {
      _id: row.country_id,
      name: localized(row.country_names, language),
      values: nameValues(row.country_id, row.country_names),
    },
    ...(row.parent_location_id ? { parentLocation: row.parent_location_id } : {}),
    ...(row.supplier_id && row.supplier_full_name
      ? { supplier: { _id: row.supplier_id, fullName: row.supplier_full_name, avatar: row.supplier_avatar } }
      : {}),
  };
}

type LocationItem = ReturnType<typeof locationItem>;

function sortedItems(rows: LocationRow[], language: Language): LocationItem[] {
  return sortByName(
    rows.map((row) => locationItem(row, language)),
    (item) => item.name,
    language,
  );
}

// ----- handlers ----------------------------------------------------------------------------------

export const carsHandlers: Handlers = {
  async getFrontendCars(request) {
    const { page, size } = request.params;
    const filter = parseCarFilter(request.body);
    const db = request.server.deps.db;
    const onlinePayments = paymentCapabilities(request.server.deps).online !== 'none';
    const { sql, params } = carSearchQuery(
      filter,
      await searchPickupLocationIds(db, filter.pickupLocation),
      page,
      size,
      onlinePayments,
    );
    const { rows } = await db.query<SearchRow>(sql, params);
    const total = rows[0]?.total ?? 0;
    const bookable = rows[0]?.bookable ?? 0;
    const cars = rows.filter((row) => row.id !== null);
    const resultData = cars.map((row) => ({
      ...carBase(
        row,
        row.date_based_prices?.map((p) => ({
          car_id: row.id,
          start_date: new Date(p.start_date),
          end_date: new Date(p.end_date),
          daily_price: p.daily_price,
        })),
        row.booked,
      ),
      supplier: {
        _id: row.supplier_id,
        fullName: row.supplier_full_name,
        avatar: row.supplier_avatar,
        priceChangeRate: row.supplier_price_change_rate,
        // The card says when a car cannot be booked with the payment options that work.
        payLater: row.supplier_pay_later,
      },
    }));
    return total > 0
      ? [{ resultData, pageInfo: [{ totalRecords: total, bookableRecords: bookable }] }]
      : paginated(resultData, 0);
  },

  async getFrontendSuppliers(request) {
    const filter = parseCarFilter(request.body);
    const db = request.server.deps.db;
    const { sql, params } = supplierCountQuery(filter, await searchPickupLocationIds(db, filter.pickupLocation));
    const { rows } = await db.query<{ id: string; full_name: string; avatar: string | null; car_count: number }>(
      sql,
      params,
    );
    return sortByName(
      rows.map((r) => ({ _id: r.id, fullName: r.full_name, avatar: r.avatar, carCount: r.car_count })),
      (s) => s.fullName,
      'en',
    );
  },

  /** Every supplier in good standing (with or without a logo), with its number of available cars. */
  async getAllSuppliers(request) {
    const { rows } = await request.server.deps.db.query<{
      id: string;
      full_name: string;
      avatar: string | null;
      car_count: number;
    }>(
      `SELECT s.id, s.full_name, s.avatar,
              (SELECT count(*)::int FROM cars c WHERE c.supplier_id = s.id AND c.available) AS car_count
       FROM suppliers s
       WHERE NOT s.blacklisted`,
    );
    return sortByName(
      rows.map((r) => ({ _id: r.id, fullName: r.full_name, avatar: r.avatar, carCount: r.car_count })),
      (s) => s.fullName,
      'en',
    );
  },

  /** The car with its supplier's terms and its locations; 204 when missing or its supplier is blacklisted. */
  async getCar(request, reply) {
    const { id, language: lang } = request.params;
    const language = toLanguage(lang);
    const db = request.server.deps.db;
    const columns = CAR_COLUMNS.map((column) => `c.${column}`).join(', ');
    const { rows } = await db.query<
      CarRow & {
        supplier_id: string;
        supplier_full_name: string;
        supplier_avatar: string | null;
        supplier_pay_later: boolean;
        supplier_license_required: boolean;
        supplier_price_change_rate: number;
        supplier_minimum_rental_days: number | null;
      }
    >(
      `SELECT ${columns}, s.id AS supplier_id, s.full_name AS supplier_full_name, s.avatar AS supplier_avatar,
              s.pay_later AS supplier_pay_later, s.license_required AS supplier_license_required,
              s.price_change_rate AS supplier_price_change_rate, s.minimum_rental_days AS supplier_minimum_rental_days
       FROM cars c JOIN suppliers s ON s.id = c.supplier_id
       WHERE c.id = $1 AND NOT s.blacklisted`,
      [id],
    );
    const row = rows[0];
    if (!row) return reply.code(204).send();
    const [prices, locations] = await Promise.all([
      dateBasedPrices(db, row.is_date_based_price ? [row.id] : []),
      db.query<{ id: string; names: Names; time_zone: string }>(
        'SELECT l.id, l.names, l.time_zone FROM car_locations cl JOIN locations l ON l.id = cl.location_id WHERE cl.car_id = $1',
        [row.id],
      ),
    ]);
    return {
      ...carBase(row, prices.get(row.id), row.fully_booked),
      supplier: {
        _id: row.supplier_id,
        fullName: row.supplier_full_name,
        avatar: row.supplier_avatar,
        payLater: row.supplier_pay_later,
        licenseRequired: row.supplier_license_required,
        priceChangeRate: row.supplier_price_change_rate,
        minimumRentalDays: row.supplier_minimum_rental_days,
      },
      locations: sortByName(
        locations.rows.map((l) => ({ _id: l.id, name: localized(l.names, language), timeZone: l.time_zone })),
        (l) => l.name,
        language,
      ),
    };
  },

  /** For each range with bookable cars, the lowest daily price a driver pays (see the contract). */
  async getRangePrices(request) {
    const { rows } = await request.server.deps.db.query<{
      range: Schemas['CarRange'];
      price_change_rate: number;
      effective_price: number;
    }>(
      `SELECT c.range, s.price_change_rate, min(COALESCE(NULLIF(c.discounted_daily_price, 0), c.daily_price)) AS effective_price
       FROM cars c JOIN suppliers s ON s.id = c.supplier_id
       WHERE c.available AND NOT c.coming_soon AND NOT c.fully_booked AND NOT s.blacklisted
       GROUP BY c.range, s.id, s.price_change_rate`,
    );
    const lowest = new Map<Schemas['CarRange'], number>();
    for (const row of rows) {
      const price = paidDailyPrice(row.effective_price, row.price_change_rate);
      if (!lowest.has(row.range) || price < lowest.get(row.range)!) lowest.set(row.range, price);
    }
    return [...lowest]
      .sort(([a], [b]) => RANGE_ORDER.indexOf(a) - RANGE_ORDER.indexOf(b))
      .map(([range, fromDailyPrice]) => ({ range, fromDailyPrice }));
  },

  /** Type-ahead: locations whose localized name contains `s` (ignoring case and accents), by name. */
  async getLocations(request) {
    const { page, size, language: lang } = request.params;
    const language = toLanguage(lang);
    const keyword = fold((request.query.s ?? '').trim());
    const rows = await allLocations(request.server.deps.db);
    const matching = sortedItems(rows, language).filter((item) => fold(item.name).includes(keyword));
    return paginated(matching.slice((page - 1) * size, page * size), matching.length);
  },

  async getLocationsWithPosition(request) {
    const language = toLanguage(request.params.language);
    const rows = await allLocations(request.server.deps.db);
    return sortedItems(
      rows.filter((row) => row.latitude !== null && row.longitude !== null),
      language,
    );
  },

  /** One location with its parent {_id, name} and its child locations as parking spots; 204 when missing. */
  async getLocation(request, reply) {
    const { id, language: lang } = request.params;
    const language = toLanguage(lang);
    const rows = await allLocations(request.server.deps.db);
    const row = rows.find((r) => r.id === id);
    if (!row) return reply.code(204).send();
    const parent = row.parent_location_id ? rows.find((r) => r.id === row.parent_location_id) : undefined;
    const parkingSpots = sortedItems(
      rows.filter((r) => r.parent_location_id === row.id && r.latitude !== null && r.longitude !== null),
      language,
    ).map((child) => ({
      _id: child._id,
      name: child.name,
      values: child.values,
      latitude: child.latitude!,
      longitude: child.longitude!,
    }));
    const { parentLocation: _parentId, ...item } = locationItem(row, language);
    return {
      ...item,
      ...(parent
        ? { parentLocation: { _id: parent.id, name: localized(parent.names, language), timeZone: parent.time_zone } }
        : {}),
      parkingSpots,
    };
  },

  /** The id of the location whose localized name is exactly `name` (ignoring case), as a JSON string; 204 when none. */
  async getLocationId(request, reply) {
    const { name, language: lang } = request.params;
    const language = toLanguage(lang);
    const wanted = name.trim().toLocaleLowerCase();
    const rows = await allLocations(request.server.deps.db);
    const match = rows
      .filter((row) => localized(row.names, language).toLocaleLowerCase() === wanted)
      .sort((a, b) => (a.id < b.id ? -1 : 1))[0];
    if (!match) return reply.code(204).send();
    return jsonString(reply, match.id);
  },

  /**
   * Countries having at least `minLocations` locations (only those with an image when
   * `imageRequired`), by name, each with those locations; `s` filters on the country's name.
   */
  async getCountriesWithLocations(request) {
    const { language: lang, imageRequired, minLocations } = request.params;
    const language = toLanguage(lang);
    const keyword = fold((request.query.s ?? '').trim());
    const db = request.server.deps.db;
    const [rows, allCountries] = await Promise.all([
      allLocations(db),
      db.query<{ id: string; names: Names }>('SELECT id, names FROM countries'),
    ]);
    const byCountry = new Map<string, { names: Names; rows: LocationRow[] }>(
      allCountries.rows.map((country) => [country.id, { names: country.names, rows: [] }]),
    );
    for (const row of rows) {
      if (imageRequired && !row.image) continue;
      byCountry.get(row.country_id)?.rows.push(row);
    }
    const countries = [...byCountry]
      .map(([id, entry]) => ({
        _id: id,
        name: localized(entry.names, language),
        values: nameValues(id, entry.names),
        locations: sortedItems(entry.rows, language),
        locationsSize: entry.rows.length,
      }))
      .filter((country) => country.locationsSize >= minLocations && fold(country.name).includes(keyword));
    return sortByName(countries, (c) => c.name, language);
  },
};
