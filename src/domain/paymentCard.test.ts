import {
  cardDigits,
  formatExpiryInput,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  parseExpiry,
} from './paymentCard';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('card number', () => {
  it.each(['4242 4242 4242 4242', '4000-0000-0000-0002', '5555555555554444', '378282246310005'])(
    'accepts %s',
    (number) => {
      expect(isValidCardNumber(number)).toBe(true);
    },
  );

  it.each(['4242 4242 4242 4241', '1234', '4242x4242424242', '', '0000 0000 000'])('refuses %s', (number) => {
    expect(isValidCardNumber(number)).toBe(false);
  });

  it('keeps only digits, refusing other characters', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242 abcd')).toBeNull();
  });
});

describe('expiry', () => {
  it('reads MM/YY, MM/YYYY and MMYY alike', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(' 4 / 2029 ')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('0429')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('1329')).toBeNull();
    expect(parseExpiry('429')).toBeNull();
  });

  it("puts the '/' in as the digits are typed, and keeps a '/' the driver typed", () => {
    const typed = ['1', '12', '123', '1234'].map(formatExpiryInput);
    expect(typed).toEqual(['1', '12', '12/3', '12/34']);
    expect(formatExpiryInput('12/34')).toBe('12/34');
    expect(formatExpiryInput('1/34')).toBe('1/34');
    // Deleting back over the '/' is not undone.
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('12 34')).toBe('12/34');
  });

  it('accepts the current month until its end and refuses the past and the far future', () => {
    expect(isValidExpiry('11/26', NOW)).toBe(true);
    expect(isValidExpiry('10/26', NOW)).toBe(false);
    expect(isValidExpiry('12/46', NOW)).toBe(false);
    expect(isValidExpiry('11/46', NOW)).toBe(true);
  });
});

describe('security code', () => {
  it('wants 3 or 4 digits', () => {
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('1234')).toBe(true);
    expect(isValidCvc('12')).toBe(false);
    expect(isValidCvc('12a')).toBe(false);
  });
});
