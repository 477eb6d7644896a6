import { dateInputToIso } from '@/domain/account';
import type { SupportedLanguage } from '@/domain/language';
import { EXTRA_NAMES, type ExtrasChoice, type PricedCar } from '@/domain/pricing';
import type { CheckoutPayload } from '../api/checkoutApi';
import type { CheckoutTarget } from '../checkoutParams';
import { agreedPriceCents, type PaymentOption } from '../payment';
import type { CheckoutValues, PersonValues } from './checkoutForm';

/**
 * The extras as booked: included ones (0) are on, unavailable ones (−1) off whatever the form
 * says, priced ones as the driver chose.
 */
export function bookedExtras(car: PricedCar, chosen: CheckoutValues['extras']): Required<ExtrasChoice> {
  return Object.fromEntries(
    EXTRA_NAMES.map((name) => [name, car[name] === 0 || (car[name] > 0 && chosen[name])]),
  ) as Required<ExtrasChoice>;
}

/** The additional driver's details are asked only when the driver adds a priced one. */
export function asksAdditionalDriver(car: PricedCar, chosen: CheckoutValues['extras']): boolean {
  return car.additionalDriver > 0 && chosen.additionalDriver;
}

function person(values: PersonValues) {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    birthDate: dateInputToIso(values.birthDate),
  };
}

interface PayloadInput {
  values: CheckoutValues;
  car: PricedCar & { _id: string; supplier: { _id: string } };
  target: CheckoutTarget;
  /** The breakdown of the booked extras, from `priceRental`. */
  breakdown: Parameters<typeof agreedPriceCents>[0];
  /** Null for a signed-in driver (the server books for the session's account). */
  visitorLanguage: SupportedLanguage | null;
  /**
   * The signed-in driver's id, null for a visitor. Our server books for the session and ignores
   * it; a BookCars server books for `booking.driver`, so the app sends it as BookCars' client does.
   */
  driverId: string | null;
  /** One per checkout attempt: the server books once per key. */
  idempotencyKey: string;
}

/** The checkout request: what is booked, by whom, for how much (the server recomputes and compares). */
export function checkoutPayload({
  values,
  car,
  target,
  breakdown,
  visitorLanguage,
  driverId,
  idempotencyKey,
}: PayloadInput): CheckoutPayload {
  const option: PaymentOption = values.payment;
  const extras = bookedExtras(car, values.extras);
  const payload: CheckoutPayload = {
    idempotencyKey,
    booking: {
      supplier: car.supplier._id,
      car: car._id,
      ...(driverId ? { driver: driverId } : {}),
      pickupLocation: target.pickup,
      dropOffLocation: target.dropOff,
      from: target.from,
      to: target.to,
      ...extras,
      price: agreedPriceCents(breakdown, option) / 100,
      isDeposit: option === 'payDeposit',
      isPayedInFull: option === 'payInFull',
    },
    payLater: option === 'payLater',
  };
  if (visitorLanguage) {
    payload.driver = {
      ...person(values.driver),
      language: visitorLanguage,
      ...(values.license ? { license: values.license } : {}),
    };
  }
  if (asksAdditionalDriver(car, values.extras)) payload.additionalDriver = person(values.additionalDriver);
  return payload;
}
