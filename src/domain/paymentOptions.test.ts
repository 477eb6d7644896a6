import fc from 'fast-check';
import type { PaymentChoice } from './bookingMoney';
import { allowedPaymentChoices, canPayFor, paymentOptionRefusal, type OnlinePayment } from './paymentOptions';

it('a car can be booked when its supplier takes payment at the counter or a gateway takes it online', () => {
  expect(canPayFor(true, false)).toBe(true);
  expect(canPayFor(false, false)).toBe(false);
  expect(canPayFor(false, true)).toBe(true);
  expect(canPayFor(true, true)).toBe(true);
});

describe('paymentOptionRefusal', () => {
  const terms = { supplierPayLater: true, depositCents: 50_000, online: 'test' as OnlinePayment };

  it('allows every option when the supplier takes pay later, the car has a deposit and a gateway works', () => {
    expect(allowedPaymentChoices(terms)).toEqual({ payLater: true, deposit: true, full: true });
  });

  it('refuses pay later when the supplier does not take it, whatever the gateway', () => {
    expect(paymentOptionRefusal('payLater', { ...terms, supplierPayLater: false })).toBe('pay_later_unavailable');
    expect(paymentOptionRefusal('payLater', { ...terms, online: 'none' })).toBeNull();
  });

  it('refuses the online options without a gateway, first of all', () => {
    const none = { ...terms, online: 'none' as const, depositCents: 0 };
    expect(paymentOptionRefusal('deposit', none)).toBe('online_payment_unavailable');
    expect(paymentOptionRefusal('full', none)).toBe('online_payment_unavailable');
    expect(paymentOptionRefusal('full', { ...terms, online: 'paypal' })).toBeNull();
  });

  it('refuses the deposit option for a car without a deposit', () => {
    expect(paymentOptionRefusal('deposit', { ...terms, depositCents: 0 })).toBe('deposit_unavailable');
    expect(paymentOptionRefusal('full', { ...terms, depositCents: 0 })).toBeNull();
  });

  it('lets a car be booked exactly when one of its options works (the search cards and the checkout agree)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom<OnlinePayment>('paypal', 'test', 'none'),
        (supplierPayLater, depositCents, online) => {
          const allowed = allowedPaymentChoices({ supplierPayLater, depositCents, online });
          const choices: PaymentChoice[] = ['payLater', 'deposit', 'full'];
          expect(canPayFor(supplierPayLater, online !== 'none')).toBe(choices.some((choice) => allowed[choice]));
        },
      ),
    );
  });
});
