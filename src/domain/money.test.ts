import fc from 'fast-check';
import { formatMoney, formatNumber } from './money';

describe('formatNumber', () => {
  it.each([
    [1234.5, 'en', '1,234.50'],
    [1234.5, 'fr', '1 234,50'],
    [1234.5, 'es', '1 234,50'],
    [1234567, 'en', '1,234,567'],
    [1234567, 'fr', '1 234 567'],
    [12, 'en', '12'],
    [12.04, 'en', '12.04'],
    [999.999, 'en', '1,000'],
    [0, 'fr', '0'],
    [-1500.25, 'en', '-1,500.25'],
  ])('formats %p in %s as %p', (value, language, expected) => {
    expect(formatNumber(value, language)).toBe(expected);
  });

  it('shows decimals exactly when the amount has cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = formatNumber(cents / 100, 'en');
        expect(/\.\d\d$/.test(text)).toBe(cents % 100 !== 0);
        expect(Number(text.replace(/,/g, ''))).toBeCloseTo(cents / 100, 2);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.5, 'USD', 'en', '$1,234.50'],
    [1234.5, 'GBP', 'en', '£1,234.50'],
    [1234.5, 'EUR', 'en', '1,234.50 €'],
    [1234.5, 'EUR', 'fr', '1 234,50 €'],
    [80, 'AUD', 'es', '$80'],
    [80, 'USD', 'fr', '$80'],
    [42, 'EUR', 'es', '42 €'],
  ] as const)('formats %p %s in %s as %p', (value, currency, language, expected) => {
    expect(formatMoney(value, currency, language)).toBe(expected);
  });
});
