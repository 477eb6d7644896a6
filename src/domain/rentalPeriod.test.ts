import fc from 'fast-check';
import { nearestValidPeriod, periodProblem } from './rentalPeriod';

const RULES = { minPickupHours: 1, minRentalHours: 1 };
const NOW = new Date('2030-06-10T12:00:00Z');
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('periodProblem', () => {
  it.each([
    ['a pick-up in the past', '2020-01-01T10:00:00Z', '2020-01-04T10:00:00Z', 'pickupTooSoon'],
    ['a pick-up sooner than the notice', '2030-06-10T12:30:00Z', '2030-06-12T10:00:00Z', 'pickupTooSoon'],
    ['a drop-off before the pick-up', '2030-06-14T10:00:00Z', '2030-06-12T10:00:00Z', 'rentalTooShort'],
    ['a rental shorter than the minimum', '2030-06-14T10:00:00Z', '2030-06-14T10:30:00Z', 'rentalTooShort'],
    ['a period that follows the rules', '2030-06-10T13:00:00Z', '2030-06-10T14:00:00Z', null],
  ])('finds %s', (_name, from, to, problem) => {
    expect(periodProblem(at(from), at(to), RULES, NOW)).toBe(problem);
  });

  it('uses the settings’ hours', () => {
    const rules = { minPickupHours: 48, minRentalHours: 24 };
    expect(periodProblem(at('2030-06-11T12:00:00Z'), at('2030-06-20T12:00:00Z'), rules, NOW)).toBe('pickupTooSoon');
    expect(periodProblem(at('2030-06-13T12:00:00Z'), at('2030-06-14T11:00:00Z'), rules, NOW)).toBe('rentalTooShort');
  });
});

describe('nearestValidPeriod', () => {
  it('keeps the time of day and the length of a past period, on the first day far enough ahead', () => {
    const { from, to } = nearestValidPeriod(at('2020-01-01T10:00:00Z'), at('2020-01-04T10:00:00Z'), RULES, NOW);
    expect(from.toISOString()).toBe('2030-06-11T10:00:00.000Z');
    expect(to.toISOString()).toBe('2030-06-14T10:00:00.000Z');
  });

  it('gives a reversed or too short period a day (or the minimum rental when longer)', () => {
    expect(
      nearestValidPeriod(at('2030-06-14T10:00:00Z'), at('2030-06-12T10:00:00Z'), RULES, NOW).to.toISOString(),
    ).toBe('2030-06-15T10:00:00.000Z');
    const long = { minPickupHours: 1, minRentalHours: 72 };
    expect(nearestValidPeriod(at('2030-06-14T10:00:00Z'), at('2030-06-15T10:00:00Z'), long, NOW).to.toISOString()).toBe(
      '2030-06-17T10:00:00.000Z',
    );
  });

  it('always offers a period without a problem', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: 0, max: 96 }),
        fc.integer({ min: 0, max: 96 }),
        (from, lengthHours, minPickupHours, minRentalHours) => {
          const rules = { minPickupHours, minRentalHours };
          const period = nearestValidPeriod(from, new Date(from.getTime() + lengthHours * HOUR), rules, NOW);
          expect(periodProblem(period.from, period.to, rules, NOW)).toBeNull();
        },
      ),
    );
  });
});
