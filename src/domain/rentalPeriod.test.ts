import fc from 'fast-check';
import { toZonedInput } from './locationTime';
import {
  dropOffFollowingPickup,
  isWithinOpeningHours,
  nearestValidPeriod,
  periodProblem,
  periodProblems,
  type RentalPeriod,
} from './rentalPeriod';

const RULES = { minPickupHours: 1, minRentalHours: 1, minPickupDropoffHour: 0, maxPickupDropoffHour: 23 };
const OPEN_8_TO_20 = { ...RULES, minPickupDropoffHour: 8, maxPickupDropoffHour: 20 };
const NOW = new Date('2030-06-10T12:00:00Z');
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Africa/Casablanca', 'Asia/Kolkata'];

/** A period between two UTC times, picked up and returned in `zone` (UTC unless said). */
const between = (
  from: string,
  to: string,
  zone: string | null = 'UTC',
  minimumDays: number | null = null,
): RentalPeriod => ({
  from: at(from),
  to: at(to),
  pickupTimeZone: zone,
  dropOffTimeZone: zone,
  minimumDays,
});

describe('periodProblem', () => {
  it.each([
    ['a pick-up in the past', '2020-01-01T10:00:00Z', '2020-01-04T10:00:00Z', 'pickup_too_soon'],
    ['a pick-up sooner than the notice', '2030-06-10T12:30:00Z', '2030-06-12T10:00:00Z', 'pickup_too_soon'],
    ['a drop-off before the pick-up', '2030-06-14T10:00:00Z', '2030-06-12T10:00:00Z', 'rental_too_short'],
    ['a rental shorter than the minimum', '2030-06-14T10:00:00Z', '2030-06-14T10:30:00Z', 'rental_too_short'],
    ['a period that follows the rules', '2030-06-10T13:00:00Z', '2030-06-10T14:00:00Z', null],
  ])('finds %s', (_name, from, to, problem) => {
    expect(periodProblem(between(from, to), RULES, NOW)).toBe(problem);
  });

  it('uses the settings’ hours', () => {
    const rules = { ...RULES, minPickupHours: 48, minRentalHours: 24 };
    expect(periodProblem(between('2030-06-11T12:00:00Z', '2030-06-20T12:00:00Z'), rules, NOW)).toBe('pickup_too_soon');
    expect(periodProblem(between('2030-06-13T12:00:00Z', '2030-06-14T11:00:00Z'), rules, NOW)).toBe('rental_too_short');
    // Without a minimum, the drop-off must still come after the pick-up.
    const none = { ...RULES, minRentalHours: 0 };
    expect(periodProblem(between('2030-06-13T12:00:00Z', '2030-06-13T12:00:00Z'), none, NOW)).toBe('rental_too_short');
    expect(periodProblem(between('2030-06-13T12:00:00Z', '2030-06-13T12:01:00Z'), none, NOW)).toBeNull();
  });

  it('applies the opening hours at each location’s clock, both hours included', () => {
    // 03:00 in Paris (01:00 UTC in summer) is closed; 08:00 and 20:59 are open, 21:00 is not.
    expect(
      periodProblem(between('2030-06-12T01:00:00Z', '2030-06-14T10:00:00Z', 'Europe/Paris'), OPEN_8_TO_20, NOW),
    ).toBe('pickup_outside_hours');
    expect(
      periodProblem(between('2030-06-12T06:00:00Z', '2030-06-14T18:59:00Z', 'Europe/Paris'), OPEN_8_TO_20, NOW),
    ).toBeNull();
    expect(
      periodProblem(between('2030-06-12T06:00:00Z', '2030-06-14T19:00:00Z', 'Europe/Paris'), OPEN_8_TO_20, NOW),
    ).toBe('drop_off_outside_hours');
    // The same instant is 10:00 in Tokyo: open there.
    const mixed = { ...between('2030-06-12T01:00:00Z', '2030-06-14T10:00:00Z'), pickupTimeZone: 'Asia/Tokyo' };
    expect(periodProblem(mixed, OPEN_8_TO_20, NOW)).toBeNull();
    // No location chosen yet: the hours wait for it.
    expect(periodProblem(between('2030-06-12T01:00:00Z', '2030-06-14T10:00:00Z', null), OPEN_8_TO_20, NOW)).toBeNull();
  });

  it('counts the supplier’s minimum days as pricing does (a started day counts)', () => {
    expect(periodProblem(between('2030-06-12T10:00:00Z', '2030-06-14T10:00:00Z', 'UTC', 3), RULES, NOW)).toBe(
      'below_minimum_days',
    );
    expect(periodProblem(between('2030-06-12T10:00:00Z', '2030-06-14T11:00:00Z', 'UTC', 3), RULES, NOW)).toBeNull();
  });

  it('lists every problem, in the order the API reports the first', () => {
    const period = between('2030-06-10T03:00:00Z', '2030-06-10T03:30:00Z', 'UTC', 2);
    expect(periodProblems(period, OPEN_8_TO_20, NOW)).toEqual([
      'pickup_too_soon',
      'rental_too_short',
      'pickup_outside_hours',
      'drop_off_outside_hours',
      'below_minimum_days',
    ]);
  });
});

describe('nearestValidPeriod', () => {
  it('keeps the time of day and the length of a past period, on the first day far enough ahead', () => {
    const { from, to } = nearestValidPeriod(between('2020-01-01T10:00:00Z', '2020-01-04T10:00:00Z'), RULES, NOW);
    expect(from.toISOString()).toBe('2030-06-11T10:00:00.000Z');
    expect(to.toISOString()).toBe('2030-06-14T10:00:00.000Z');
  });

  it('gives a reversed or too short period a day (or the minimum rental when longer)', () => {
    const reversed = between('2030-06-14T10:00:00Z', '2030-06-12T10:00:00Z');
    expect(nearestValidPeriod(reversed, RULES, NOW).to.toISOString()).toBe('2030-06-15T10:00:00.000Z');
    const long = { ...RULES, minRentalHours: 72 };
    const oneDay = between('2030-06-14T10:00:00Z', '2030-06-15T10:00:00Z');
    expect(nearestValidPeriod(oneDay, long, NOW).to.toISOString()).toBe('2030-06-17T10:00:00.000Z');
  });

  it('moves times outside the opening hours into them, at the location’s clock', () => {
    const night = between('2030-06-12T01:00:00Z', '2030-06-14T21:30:00Z', 'Europe/Paris');
    const { from, to } = nearestValidPeriod(night, OPEN_8_TO_20, NOW);
    expect(toZonedInput(from, 'Europe/Paris')).toBe('2030-06-12T08:00');
    expect(toZonedInput(to, 'Europe/Paris')).toBe('2030-06-15T08:00');
  });

  it('always offers a period without a problem', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.record({
          minPickupHours: fc.integer({ min: 0, max: 96 }),
          minRentalHours: fc.integer({ min: 0, max: 96 }),
          minPickupDropoffHour: fc.integer({ min: 0, max: 12 }),
          maxPickupDropoffHour: fc.integer({ min: 12, max: 23 }),
        }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...ZONES),
        fc.option(fc.integer({ min: 1, max: 10 })),
        (from, lengthHours, rules, pickupZone, dropOffZone, minimumDays) => {
          const period = {
            from,
            to: new Date(from.getTime() + lengthHours * HOUR),
            pickupTimeZone: pickupZone,
            dropOffTimeZone: dropOffZone,
            minimumDays,
          };
          const offered = nearestValidPeriod(period, rules, NOW);
          expect(periodProblem({ ...period, ...offered }, rules, NOW)).toBeNull();
        },
      ),
    );
  });
});

describe('dropOffFollowingPickup', () => {
  const period = { from: at('2030-06-14T10:00:00Z'), to: at('2030-06-17T12:00:00Z') };

  it('leaves the drop-off where it is while the rental still lasts the minimum', () => {
    expect(dropOffFollowingPickup(period, at('2030-06-16T10:00:00Z'), RULES)).toBe(period.to);
  });

  it('moves it with a pick-up past it, or too close, keeping the length', () => {
    expect(dropOffFollowingPickup(period, at('2030-06-20T09:00:00Z'), RULES)).toEqual(at('2030-06-23T11:00:00Z'));
    expect(dropOffFollowingPickup(period, at('2030-06-17T11:30:00Z'), RULES)).toEqual(at('2030-06-20T13:30:00Z'));
  });

  it('gives a period that had no bookable length a day (or the minimum when longer)', () => {
    const reversed = { from: at('2030-06-14T10:00:00Z'), to: at('2030-06-13T10:00:00Z') };
    expect(dropOffFollowingPickup(reversed, at('2030-06-15T10:00:00Z'), RULES)).toEqual(at('2030-06-16T10:00:00Z'));
    const longMinimum = { ...RULES, minRentalHours: 48 };
    expect(dropOffFollowingPickup(reversed, at('2030-06-15T10:00:00Z'), longMinimum)).toEqual(
      at('2030-06-17T10:00:00Z'),
    );
  });
});

describe('isWithinOpeningHours', () => {
  it('reads the hour in the location’s zone across a daylight-saving change', () => {
    // 2030-03-31: Paris moves from UTC+1 to UTC+2; 06:30 UTC is 08:30 there.
    expect(isWithinOpeningHours(at('2030-03-31T06:30:00Z'), 'Europe/Paris', OPEN_8_TO_20)).toBe(true);
    expect(isWithinOpeningHours(at('2030-03-31T05:30:00Z'), 'Europe/Paris', OPEN_8_TO_20)).toBe(false);
  });
});
