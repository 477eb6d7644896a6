import { addDays, addMonths, firstDayOfWeek, monthWeeks, timeChoices, weekStart } from './calendar';
import { fromLocalInput, joinLocalInput, splitLocalInput, toLocalInput } from './localDateTime';

it('lays a month out in whole weeks from the first day of the week of the language', () => {
  // 1 November 2026 is a Sunday.
  const sundayFirst = monthWeeks('2026-11-24', firstDayOfWeek('en'));
  expect(sundayFirst).toHaveLength(5);
  expect(sundayFirst[0]).toEqual([
    '2026-11-01',
    '2026-11-02',
    '2026-11-03',
    '2026-11-04',
    '2026-11-05',
    '2026-11-06',
    '2026-11-07',
  ]);
  expect(sundayFirst[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);

  const mondayFirst = monthWeeks('2026-11-24', firstDayOfWeek('fr'));
  expect(mondayFirst).toHaveLength(6);
  expect(mondayFirst[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
  expect(mondayFirst[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
  expect(mondayFirst.flat().filter(Boolean)).toHaveLength(30);
});

it('moves by days, weeks and months across month and year ends, keeping the day where the month allows', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
  expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  expect(weekStart('2026-11-24', 1)).toBe('2026-11-23');
  expect(weekStart('2026-11-24', 0)).toBe('2026-11-22');
});

it('offers a time every half hour, and keeps a time between them that a link brought', () => {
  expect(timeChoices('10:00')).toHaveLength(48);
  expect(timeChoices('10:00').slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
  const withLinkTime = timeChoices('10:15');
  expect(withLinkTime.slice(withLinkTime.indexOf('10:00'), withLinkTime.indexOf('10:00') + 3)).toEqual([
    '10:00',
    '10:15',
    '10:30',
  ]);
});

it('reads and writes local date-time values, refusing incomplete ones', () => {
  expect(toLocalInput(new Date(2026, 10, 27, 9, 5))).toBe('2026-11-27T09:05');
  expect(fromLocalInput('2026-11-27T09:05')).toEqual(new Date(2026, 10, 27, 9, 5));
  expect(fromLocalInput('T09:05')).toBeNull();
  expect(splitLocalInput('T09:05')).toEqual({ date: '', time: '09:05' });
  expect(joinLocalInput('2026-11-27', '09:05')).toBe('2026-11-27T09:05');
});
