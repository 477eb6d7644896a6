import fc from 'fast-check';
import {
  amendmentSettlement,
  bookingMoney,
  paymentChoice,
  type BookingMoney,
  type PaymentChoice,
} from './bookingMoney';

const CHOICES: PaymentChoice[] = ['payLater', 'deposit', 'full'];
const STATUSES = ['void', 'pending', 'deposit', 'paid', 'paidInFull', 'reserved', 'cancelled'] as const;
const cents = fc.integer({ min: 0, max: 10_000_000 });

/** What a booking of this option and status has captured online when it was sold for `rental` + `deposit`. */
function capturedAtCheckout(
  choice: PaymentChoice,
  status: (typeof STATUSES)[number],
  rental: number,
  deposit: number,
): number {
  if (status === 'void' || choice === 'payLater') return 0;
  return choice === 'deposit' ? deposit : rental + deposit;
}

const balance = (m: BookingMoney) => m.paidOnlineCents + m.dueOnlineCents - m.refundCents + m.dueAtPickupCents;

describe('bookingMoney', () => {
  it('paid online + due online − refund + due at pick-up = rental total + deposit, for every option, status and amendment', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHOICES),
        fc.constantFrom(...STATUSES),
        cents,
        cents,
        cents,
        (choice, status, rental, deposit, amended) => {
          const sold = bookingMoney({
            choice,
            rentalCents: rental,
            depositCents: deposit,
            paidOnlineCents: capturedAtCheckout(choice, status, rental, deposit),
          });
          const changed = bookingMoney({ ...sold, rentalCents: amended });
          for (const m of [sold, changed]) {
            expect(balance(m)).toBe(m.rentalCents + m.depositCents);
            expect(m.totalCents).toBe(m.rentalCents + m.depositCents);
            for (const amount of [m.paidOnlineCents, m.dueOnlineCents, m.dueAtPickupCents, m.refundCents]) {
              expect(Number.isInteger(amount) && amount >= 0).toBe(true);
            }
            // Never both owed and owing online.
            expect(m.dueOnlineCents === 0 || m.refundCents === 0).toBe(true);
          }
        },
      ),
    );
  });

  it('a confirmed booking, as sold, owes nothing online and nothing back: the rest is due at pick-up', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHOICES), cents, cents, (choice, rental, deposit) => {
        const m = bookingMoney({
          choice,
          rentalCents: rental,
          depositCents: deposit,
          paidOnlineCents: capturedAtCheckout(choice, 'pending', rental, deposit),
        });
        expect(m.dueOnlineCents).toBe(0);
        expect(m.refundCents).toBe(0);
        expect(m.paidOnlineCents + m.dueAtPickupCents).toBe(rental + deposit);
      }),
    );
  });

  it.each([
    // The bookings: in full 51 € + 200 € deposit; deposit option 150 € with a 71 € rental.
    ['full', 5100, 20000, 25100, { paidOnlineCents: 25100, dueAtPickupCents: 0 }],
    ['deposit', 7100, 15000, 15000, { paidOnlineCents: 15000, dueAtPickupCents: 7100 }],
    ['payLater', 7100, 15000, 0, { paidOnlineCents: 0, dueAtPickupCents: 22100 }],
  ] as const)('%s: rental %i, deposit %i, paid %i', (choice, rental, deposit, paid, expected) => {
    expect(bookingMoney({ choice, rentalCents: rental, depositCents: deposit, paidOnlineCents: paid })).toMatchObject({
      ...expected,
      dueOnlineCents: 0,
      refundCents: 0,
    });
  });

  it('a payment in progress (void) owes its online share', () => {
    expect(bookingMoney({ choice: 'full', rentalCents: 5100, depositCents: 20000, paidOnlineCents: 0 })).toMatchObject({
      dueOnlineCents: 25100,
      dueAtPickupCents: 0,
    });
  });
});

describe('paymentChoice', () => {
  it.each([
    [{ status: 'void', isPayedInFull: true }, 'full'],
    [{ status: 'paid' }, 'full'],
    [{ status: 'void', isDeposit: true }, 'deposit'],
    [{ status: 'deposit' }, 'deposit'],
    [{ status: 'pending' }, 'payLater'],
    [{ status: 'reserved', isDeposit: false, isPayedInFull: false }, 'payLater'],
  ] as const)('%p is %s', (flags, expected) => {
    expect(paymentChoice(flags)).toBe(expected);
  });
});

describe('amendmentSettlement', () => {
  const paidInFull = bookingMoney({ choice: 'full', rentalCents: 15100, depositCents: 20000, paidOnlineCents: 35100 });

  it('asks a booking paid in full for the difference online', () => {
    expect(amendmentSettlement(paidInFull, 29800)).toEqual({ kind: 'pay', amountCents: 14700 });
  });

  it('owes a booking paid in full the amount it paid above its new price', () => {
    expect(amendmentSettlement(paidInFull, 10000)).toEqual({ kind: 'refund', amountCents: 5100 });
  });

  it('moves the amount due at pick-up of pay-later and deposit bookings', () => {
    const payLater = bookingMoney({ choice: 'payLater', rentalCents: 15100, depositCents: 20000, paidOnlineCents: 0 });
    const deposit = bookingMoney({
      choice: 'deposit',
      rentalCents: 15100,
      depositCents: 20000,
      paidOnlineCents: 20000,
    });
    expect(amendmentSettlement(payLater, 29800)).toEqual({ kind: 'atPickup', amountCents: 49800 });
    expect(amendmentSettlement(deposit, 10000)).toEqual({ kind: 'atPickup', amountCents: 10000 });
  });

  it('settles nothing when the price stays', () => {
    expect(amendmentSettlement(paidInFull, 15100)).toEqual({ kind: 'none' });
  });

  it('never asks for a payment and a refund at once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHOICES), cents, cents, cents, (choice, rental, deposit, amended) => {
        const before = bookingMoney({
          choice,
          rentalCents: rental,
          depositCents: deposit,
          paidOnlineCents: capturedAtCheckout(choice, 'paid', rental, deposit),
        });
        const settlement = amendmentSettlement(before, amended);
        const after = bookingMoney({ ...before, rentalCents: amended });
        if (settlement.kind === 'pay') expect(settlement.amountCents).toBe(after.dueOnlineCents);
        if (settlement.kind === 'refund') expect(settlement.amountCents).toBe(after.refundCents);
        if (choice !== 'full') expect(settlement.kind === 'pay' || settlement.kind === 'refund').toBe(false);
      }),
    );
  });
});
