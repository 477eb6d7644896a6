/**
 * The money of one booking, computed here once for the server, every page, e-mails and
 * notifications, so they all say the same thing (integer cents of the base currency).
 *
 * The deposit is the car's security deposit. The payment option decides what is paid online
 * (README "Payments"): pay later nothing; deposit option the deposit; in full the rental total
 * plus the deposit. What is not paid online is due at pick-up. An amendment changes the rental
 * total; what was captured online stays what it was until the difference is paid (an increase)
 * or refunded (a decrease), so:
 *
 *   paidOnline + dueOnline − refund + dueAtPickup = rental + deposit
 */

/** How the driver chose to pay. */
export type PaymentChoice = 'payLater' | 'deposit' | 'full';

/** The booking fields the payment option is read from (BookCars' flags, older rows by status). */
export interface PaymentFlags {
  status: string;
  isDeposit?: boolean | null;
  isPayedInFull?: boolean | null;
}

/** The booking's payment option: its flags, else what its status says was paid. */
export function paymentChoice(booking: PaymentFlags): PaymentChoice {
  if (booking.isPayedInFull || booking.status === 'paid' || booking.status === 'paidInFull') return 'full';
  if (booking.isDeposit || booking.status === 'deposit') return 'deposit';
  return 'payLater';
}

export interface BookingMoneyInput {
  choice: PaymentChoice;
  /** The rental total (rental and extras), as last sold (checkout or amendment). */
  rentalCents: number;
  depositCents: number;
  /** Captured online for this booking, all payments together. */
  paidOnlineCents: number;
}

export interface BookingMoney {
  choice: PaymentChoice;
  rentalCents: number;
  depositCents: number;
  /** Rental total plus deposit: everything the driver hands over. */
  totalCents: number;
  paidOnlineCents: number;
  /** Still to pay online (a payment in progress). */
  dueOnlineCents: number;
  dueAtPickupCents: number;
  /** Paid online beyond what the booking now costs (an amendment lowered it): owed back to the driver. */
  refundCents: number;
}

/** The part of the booking the option pays online. */
export function onlineShareCents(choice: PaymentChoice, rentalCents: number, depositCents: number): number {
  if (choice === 'payLater') return 0;
  return choice === 'deposit' ? depositCents : rentalCents + depositCents;
}

/**
 * The amount a checkout is made for (the contract's `booking.price`, README "Payments"): the
 * rental total when paying later, else what the option pays online.
 */
export function agreedPriceCents(choice: PaymentChoice, rentalCents: number, depositCents: number): number {
  return choice === 'payLater' ? rentalCents : onlineShareCents(choice, rentalCents, depositCents);
}

/** The money of a booking (see the file comment). */
export function bookingMoney({ choice, rentalCents, depositCents, paidOnlineCents }: BookingMoneyInput): BookingMoney {
  const online = onlineShareCents(choice, rentalCents, depositCents);
  const totalCents = rentalCents + depositCents;
  return {
    choice,
    rentalCents,
    depositCents,
    totalCents,
    paidOnlineCents,
    dueOnlineCents: Math.max(0, online - paidOnlineCents),
    dueAtPickupCents: totalCents - online,
    refundCents: Math.max(0, paidOnlineCents - online),
  };
}

/**
 * How an amendment from `before` to a new rental total is settled: an online difference to pay
 * (the in-full option), the amount now to refund, or the new amount due at pick-up (pay later,
 * deposit).
 */
export type Settlement = { kind: 'none' } | { kind: 'pay' | 'refund' | 'atPickup'; amountCents: number };

export function amendmentSettlement(before: BookingMoney, newRentalCents: number): Settlement {
  const after = bookingMoney({ ...before, rentalCents: newRentalCents });
  if (after.dueOnlineCents > 0) return { kind: 'pay', amountCents: after.dueOnlineCents };
  // The whole amount owed back, refunds of earlier amendments included.
  if (after.refundCents !== before.refundCents && after.refundCents > 0)
    return { kind: 'refund', amountCents: after.refundCents };
  if (after.dueAtPickupCents !== before.dueAtPickupCents)
    return { kind: 'atPickup', amountCents: after.dueAtPickupCents };
  return { kind: 'none' };
}

/**
 * What a confirmed cancellation refunds: everything the booking kept online (rental and deposit).
 * The terms (spec §9) allow a fee under 24 hours before pick-up but set none, and a cancellation
 * can only be requested before pick-up, so nothing is withheld.
 */
export function cancellationRefundCents(money: Pick<BookingMoney, 'paidOnlineCents'>): number {
  return money.paidOnlineCents;
}

export type BookingMoneyRowKey = 'rental' | 'deposit' | 'paidOnline' | 'dueOnline' | 'atPickup' | 'refund';

/**
 * The amounts a booking states, in order, wherever it is shown (booking page, My bookings, receipt):
 * what is still due online and what is owed back only when there is any.
 */
export function bookingMoneyRows(m: BookingMoney): Array<{ key: BookingMoneyRowKey; cents: number }> {
  const rows: Array<{ key: BookingMoneyRowKey; cents: number }> = [
    { key: 'rental', cents: m.rentalCents },
    { key: 'deposit', cents: m.depositCents },
    { key: 'paidOnline', cents: m.paidOnlineCents },
  ];
  if (m.dueOnlineCents > 0) rows.push({ key: 'dueOnline', cents: m.dueOnlineCents });
  rows.push({ key: 'atPickup', cents: m.dueAtPickupCents });
  if (m.refundCents > 0) rows.push({ key: 'refund', cents: m.refundCents });
  return rows;
}
