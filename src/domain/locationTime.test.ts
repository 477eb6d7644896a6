import fc from 'fast-check';
import { formatLocationTime, fromZonedInput, toZonedInput } from './locationTime';

// Paris: clocks go from 02:00 to 03:00 on 29 March 2026 (01:00 UTC) and back from 03:00 to 02:00 on
// 25 October 2026 (01:00 UTC).
describe('formatLocationTime', () => {
  it.each([
    ['en', '2027-06-10T08:00:00Z', 'Europe/Paris', 'Thu, Jun 10, 2027, 10:00 AM (Central European Time)'],
    ['fr', '2027-06-10T08:00:00Z', 'Europe/Paris', 'jeu. 10 juin 2027, 10:00 (heure d’Europe centrale)'],
    ['es', '2027-06-10T08:00:00Z', 'Europe/Paris', 'jue, 10 jun 2027, 10:00 (hora de Europa central)'],
    // A half-hour offset. (Not Casablanca: tzdata 2026 moved Morocco from UTC+1 to UTC, so the
    // answer would depend on the runtime's tzdata.)
    ['en', '2027-06-10T04:30:00Z', 'Asia/Kolkata', 'Thu, Jun 10, 2027, 10:00 AM (India Standard Time)'],
    ['en', '2027-06-10T14:00:00Z', 'America/New_York', 'Thu, Jun 10, 2027, 10:00 AM (Eastern Time)'],
  ])('shows the wall-clock time of the location and names its zone (%s, %s, %s)', (locale, instant, zone, expected) => {
    expect(formatLocationTime(instant, zone, locale)).toBe(expected);
  });

  it('follows the location’s daylight saving changes, not the reader’s', () => {
    expect(formatLocationTime('2026-03-29T00:59:00Z', 'Europe/Paris', 'fr')).toBe(
      'dim. 29 mars 2026, 01:59 (heure d’Europe centrale)',
    );
    expect(formatLocationTime('2026-03-29T01:00:00Z', 'Europe/Paris', 'fr')).toBe(
      'dim. 29 mars 2026, 03:00 (heure d’Europe centrale)',
    );
    expect(formatLocationTime('2026-10-25T00:30:00Z', 'Europe/Paris', 'en')).toContain('2:30 AM');
    expect(formatLocationTime('2026-10-25T01:30:00Z', 'Europe/Paris', 'en')).toContain('2:30 AM');
    // London is on GMT in winter: the same instant is an hour earlier than in Paris.
    expect(formatLocationTime('2026-12-01T09:00:00Z', 'Europe/London', 'en')).toBe(
      'Tue, Dec 1, 2026, 9:00 AM (United Kingdom Time)',
    );
  });
});

describe('fromZonedInput / toZonedInput', () => {
  it('reads a picked time as the wall-clock time of the location', () => {
    expect(fromZonedInput('2027-06-10T10:00', 'Europe/Paris')?.toISOString()).toBe('2027-06-10T08:00:00.000Z');
    expect(fromZonedInput('2027-01-10T10:00', 'Europe/Paris')?.toISOString()).toBe('2027-01-10T09:00:00.000Z');
    expect(fromZonedInput('2027-06-10T10:00', 'America/New_York')?.toISOString()).toBe('2027-06-10T14:00:00.000Z');
    expect(toZonedInput(new Date('2027-06-10T08:00:00Z'), 'Europe/Paris')).toBe('2027-06-10T10:00');
    expect(toZonedInput(new Date('2027-06-10T23:30:00Z'), 'Europe/Paris')).toBe('2027-06-11T01:30');
  });

  it('moves a time the spring change skips forward by the gap, as clocks do', () => {
    expect(fromZonedInput('2026-03-29T02:30', 'Europe/Paris')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(toZonedInput(new Date('2026-03-29T01:30:00Z'), 'Europe/Paris')).toBe('2026-03-29T03:30');
  });

  it('takes the first of the two times the autumn change repeats', () => {
    expect(fromZonedInput('2026-10-25T02:30', 'Europe/Paris')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromZonedInput('2026-10-25T03:00', 'Europe/Paris')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('refuses what is not a date-time', () => {
    expect(fromZonedInput('', 'Europe/Paris')).toBeNull();
    expect(fromZonedInput('2027-02-30T10:00', 'Europe/Paris')).toBeNull();
    expect(fromZonedInput('10:00', 'Europe/Paris')).toBeNull();
  });

  it('gives back the wall-clock time it was given, in every zone of the seed and across the year', () => {
    const zones = [
      'Europe/Paris',
      'Europe/Madrid',
      'Europe/London',
      'Europe/Tirane',
      'Africa/Casablanca',
      'America/New_York',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }),
        fc.constantFrom(...zones),
        (minute, zone) => {
          const shown = toZonedInput(new Date(minute * 60_000), zone);
          const instant = fromZonedInput(shown, zone)!;
          expect(toZonedInput(instant, zone)).toBe(shown);
        },
      ),
    );
  });
});
