/**
 * What is being booked lives in the checkout URL (`/checkout?car=…&pickup=…&dropoff=…&from=…&to=…`,
 * written by the search's car cards): reload, a new tab and the return from sign-in all reopen the
 * same checkout. This module is the one place that reads it.
 */
export interface CheckoutTarget {
  car: string;
  pickup: string;
  /** The pick-up location when the car is returned where it was taken. */
  dropOff: string;
  /** ISO date-times, drop-off after pick-up. */
  from: string;
  to: string;
}

function iso(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The booking the URL asks for, or null when something is missing or the dates are not a range. */
export function parseCheckout(params: URLSearchParams): CheckoutTarget | null {
  const car = params.get('car');
  const pickup = params.get('pickup');
  const from = iso(params.get('from'));
  const to = iso(params.get('to'));
  if (!car || !pickup || !from || !to || to <= from) return null;
  return { car, pickup, dropOff: params.get('dropoff') || pickup, from, to };
}

/** The sign-in page, returning to this exact checkout afterwards (the agreed `from` parameter). */
export function signInHref(checkoutUrl: string): string {
  return `/sign-in?from=${encodeURIComponent(checkoutUrl)}`;
}
