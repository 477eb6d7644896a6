/**
 * Which payment options work for a car, from what the server says works (Settings.payments) and
 * the car's supplier: paying at the counter needs the supplier's pay-later, paying online needs a
 * gateway (PayPal or the test gateway), and the deposit option needs a deposit. The checkout page
 * offers and explains the options with these rules, the search cards use them, and the server's
 * checkout refuses an option with the same codes.
 */
import type { PaymentChoice } from './bookingMoney';

/** The server's online gateway: PayPal, the reference server's test gateway, or none. */
export type OnlinePayment = 'paypal' | 'test' | 'none';

/** What decides the options of a car. */
export interface PaymentTerms {
  /** The car's supplier takes payment at the counter. */
  supplierPayLater: boolean;
  /** The car's security deposit. */
  depositCents: number;
  online: OnlinePayment;
}

/** Why an option does not work for a car: the `code` of the checkout's 400 answer. */
export type PaymentOptionRefusal = 'pay_later_unavailable' | 'online_payment_unavailable' | 'deposit_unavailable';

/** Why `choice` does not work for a car, or null when it does. */
export function paymentOptionRefusal(choice: PaymentChoice, terms: PaymentTerms): PaymentOptionRefusal | null {
  if (choice === 'payLater') return terms.supplierPayLater ? null : 'pay_later_unavailable';
  if (terms.online === 'none') return 'online_payment_unavailable';
  if (choice === 'deposit' && terms.depositCents <= 0) return 'deposit_unavailable';
  return null;
}

/** Each option, and whether it works for a car. */
export function allowedPaymentChoices(terms: PaymentTerms): Record<PaymentChoice, boolean> {
  const allowed = (choice: PaymentChoice) => paymentOptionRefusal(choice, terms) === null;
  return { payLater: allowed('payLater'), deposit: allowed('deposit'), full: allowed('full') };
}

/**
 * A car can be booked when at least one way of paying works for it: at the counter, or online
 * (paying in full needs only a gateway). The search's SQL sorts bookable cars first by this rule.
 */
export function canPayFor(supplierPayLater: boolean, onlinePayment: boolean): boolean {
  return supplierPayLater || onlinePayment;
}
