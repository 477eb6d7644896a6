/**
 * Which payment options work for a car, from what the server says works (Settings.payments) and
 * the car's supplier: paying at the counter needs the supplier's pay-later, paying online needs a
 * gateway (PayPal or the test gateway). Shared by the search cards and the checkout.
 */

/** The server's online gateway: PayPal, the reference server's test gateway, or none. */
export type OnlinePayment = 'paypal' | 'test' | 'none';

/** A car can be booked when at least one way of paying works for it: at the counter, or online. */
export function canPayFor(supplierPayLater: boolean, onlinePayment: boolean): boolean {
  return supplierPayLater || onlinePayment;
}
