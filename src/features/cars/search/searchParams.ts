import type { CarRange, FuelPolicy, FuelType, GearboxType, MileageType, Multimedia } from '../api/carsApi';

/**
 * The search lives in the URL (`/search?pickup=…&from=…`): reload, back and forward, a new tab and
 * a shared link all give the same results. This module is the one place that reads and writes it.
 */
export interface SearchCriteria {
  pickup: string;
  /** Absent when the car is returned where it was picked up. */
  dropOff?: string;
  /** ISO date-times. */
  from: string;
  to: string;
}

export const CAR_RANGES: CarRange[] = ['mini', 'midi', 'maxi', 'scooter', 'bus', 'truck', 'caravan'];
export const FUEL_TYPES: FuelType[] = ['diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown'];
export const GEARBOXES: GearboxType[] = ['automatic', 'manual'];
export const MILEAGES: MileageType[] = ['limited', 'unlimited'];
export const FUEL_POLICIES: FuelPolicy[] = ['freeTank', 'likeForlike', 'fullToFull', 'FullToEmpty'];
export const MULTIMEDIA: Multimedia[] = ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'];
export const CAR_SPECS = ['aircon', 'moreThanFourDoors', 'moreThanFiveSeats'] as const;
export type CarSpec = (typeof CAR_SPECS)[number];
export const RATINGS = [1, 2, 3, 4] as const;
/** 6 stands for "more than 5 seats" (BookCars' wire value). */
export const SEATS = [2, 4, 5, 6] as const;

export interface CarFilters {
  suppliers: string[];
  ranges: CarRange[];
  types: FuelType[];
  gearbox: GearboxType[];
  mileage: MileageType[];
  fuelPolicy: FuelPolicy[];
  multimedia: Multimedia[];
  specs: CarSpec[];
  /** Minimum rating, or null for any. */
  rating: number | null;
  /** Seats value (2, 4, 5 or 6 for "more than 5"), or null for any. */
  seats: number | null;
  /** Maximum deposit in the base currency, or null for any. */
  deposit: number | null;
}

export const NO_FILTERS: CarFilters = {
  suppliers: [],
  ranges: [],
  types: [],
  gearbox: [],
  mileage: [],
  fuelPolicy: [],
  multimedia: [],
  specs: [],
  rating: null,
  seats: null,
  deposit: null,
};

/** URL parameter of each list filter. */
const LIST_PARAMS = {
  suppliers: 'supplier',
  ranges: 'range',
  types: 'fuel',
  gearbox: 'gearbox',
  mileage: 'mileage',
  fuelPolicy: 'policy',
  multimedia: 'multimedia',
  specs: 'spec',
} as const satisfies Record<string, string>;

type ListFilter = keyof typeof LIST_PARAMS;

/** Allowed values of each list filter; suppliers are ids (any non-empty token). */
const ALLOWED: Record<Exclude<ListFilter, 'suppliers'>, readonly string[]> = {
  ranges: CAR_RANGES,
  types: FUEL_TYPES,
  gearbox: GEARBOXES,
  mileage: MILEAGES,
  fuelPolicy: FUEL_POLICIES,
  multimedia: MULTIMEDIA,
  specs: CAR_SPECS,
};

function isoOrNull(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function numberIn(value: string | null, allowed: readonly number[]): number | null {
  const number = Number(value);
  return value !== null && allowed.includes(number) ? number : null;
}

/**
 * Reads the criteria (null when incomplete or a date cannot be read) and filters (unknown values
 * are ignored). Dates that break the period's rules are kept: the page says what is wrong with them.
 */
export function parseSearch(
  params: URLSearchParams,
  depositValues: readonly number[],
): { criteria: SearchCriteria | null; filters: CarFilters } {
  const pickup = params.get('pickup');
  const from = isoOrNull(params.get('from'));
  const to = isoOrNull(params.get('to'));
  const dropOff = params.get('dropoff') || undefined;
  const criteria =
    pickup && from && to ? { pickup, from, to, ...(dropOff && dropOff !== pickup ? { dropOff } : {}) } : null;

  const filters: CarFilters = { ...NO_FILTERS };
  for (const [key, param] of Object.entries(LIST_PARAMS) as [ListFilter, string][]) {
    const values = [...new Set(params.getAll(param).filter(Boolean))];
    const allowed = key === 'suppliers' ? null : ALLOWED[key];
    (filters[key] as string[]) = allowed ? values.filter((value) => allowed.includes(value)) : values;
  }
  filters.rating = numberIn(params.get('rating'), RATINGS);
  filters.seats = numberIn(params.get('seats'), SEATS);
  filters.deposit = numberIn(params.get('deposit'), depositValues);
  return { criteria, filters };
}

/** Writes criteria and filters in a stable order, leaving out what is not set. */
export function toSearchParams(criteria: SearchCriteria, filters: CarFilters = NO_FILTERS): URLSearchParams {
  const params = new URLSearchParams({ pickup: criteria.pickup });
  if (criteria.dropOff && criteria.dropOff !== criteria.pickup) params.set('dropoff', criteria.dropOff);
  params.set('from', criteria.from);
  params.set('to', criteria.to);
  for (const [key, param] of Object.entries(LIST_PARAMS) as [ListFilter, string][]) {
    for (const value of [...filters[key]].sort()) params.append(param, value);
  }
  if (filters.rating !== null) params.set('rating', String(filters.rating));
  if (filters.seats !== null) params.set('seats', String(filters.seats));
  if (filters.deposit !== null) params.set('deposit', String(filters.deposit));
  return params;
}

/** The results page of classic pagination (`page=`, from 1); anything else reads as the first page. */
export function parsePage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The same search at another results page (page 1 leaves the parameter out, like a new search). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
