import { ageOn, dateInputToIso, isOldEnough, isValidPhone, isoToDateInput } from './account';

describe('isValidPhone', () => {
  it.each(['+33612345678', '+33 6 12 34 56 78', '(555) 123-4567', '0612345678', '+1.555.123.4567'])(
    'accepts %p',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );
  it.each(['', '12345', 'call me', '+33 6 12 34 56 78 90 12 34', '06-12-ab', '++33612345678'])(
    'refuses %p',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});

describe('age', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('counts full years, the birthday itself included', () => {
    expect(ageOn('2008-11-22', now)).toBe(18);
    expect(ageOn('2008-11-23', now)).toBe(17);
    expect(ageOn('2008-12-01T00:00:00.000Z', now)).toBe(17);
  });
  it('says whether the driver is old enough', () => {
    expect(isOldEnough('2008-11-22', 18, now)).toBe(true);
    expect(isOldEnough('2008-11-23', 18, now)).toBe(false);
    expect(isOldEnough('2005-11-23', 21, now)).toBe(false);
    expect(isOldEnough('not a date', 18, now)).toBe(false);
  });
});

it('converts between date inputs and API instants without shifting the day', () => {
  expect(dateInputToIso('1990-04-12')).toBe('1990-04-12T00:00:00.000Z');
  expect(isoToDateInput('1990-04-12T00:00:00.000Z')).toBe('1990-04-12');
  expect(isoToDateInput(null)).toBe('');
});
