import type { MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/apiError';
import { messageForError } from '@/api/errorMessages';
import { checkoutErrors } from '../checkoutMessages';

/** Error codes of the checkout and payment calls, and what the driver is told. */
const BY_CODE: Record<string, MessageDescriptor> = {
  car_unavailable: checkoutErrors.carUnavailable,
  price_changed: checkoutErrors.priceChanged,
  email_taken: checkoutErrors.emailTakenHelp,
  license_required: checkoutErrors.licenseRequired,
  too_young: checkoutErrors.tooYoung,
  additional_driver_too_young: checkoutErrors.tooYoung,
  pay_later_unavailable: checkoutErrors.optionUnavailable,
  deposit_unavailable: checkoutErrors.optionUnavailable,
  extra_unavailable: checkoutErrors.optionUnavailable,
  location_unavailable: checkoutErrors.optionUnavailable,
  invalid_dates: checkoutErrors.invalidDates,
  payment_failed: checkoutErrors.paymentFailed,
  payment_declined: checkoutErrors.paymentFailed,
  not_found: checkoutErrors.notFound,
  booking_expired: checkoutErrors.bookingExpired,
  idempotency_key_expired: checkoutErrors.attemptExpired,
  payment_gateway_error: checkoutErrors.gatewayError,
  online_payment_unavailable: checkoutErrors.onlinePaymentUnavailable,
  birth_date_required: checkoutErrors.birthDateRequired,
  amount_mismatch: checkoutErrors.priceChanged,
};

/** Card problems the test gateway reports, shown under the card field concerned. */
export const CARD_FIELD_ERRORS: Record<
  string,
  { field: 'card.number' | 'card.expiry' | 'card.cvc'; message: MessageDescriptor }
> = {
  invalid_card_number: { field: 'card.number', message: checkoutErrors.invalidCardNumber },
  invalid_expiry_date: { field: 'card.expiry', message: checkoutErrors.invalidExpiry },
  invalid_cvc: { field: 'card.cvc', message: checkoutErrors.invalidCvc },
};

/** The translated reason a checkout call failed; unknown failures get the app's generic message. */
export function checkoutErrorMessage(error: unknown): MessageDescriptor {
  return (isApiError(error) && BY_CODE[error.code]) || messageForError(error);
}

/** The test gateway's card error of a failed call, if it is one. */
export function cardFieldError(error: unknown) {
  return isApiError(error) ? CARD_FIELD_ERRORS[error.code] : undefined;
}

/** The failure concerns the visitor's e-mail (an account exists): shown under that field. */
export function isEmailTaken(error: unknown): boolean {
  return isApiError(error) && error.code === 'email_taken';
}

/** No answer came (the connection dropped, or it timed out): the request may have been carried out. */
export function isLostAnswer(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

/** The signed-in driver's checkout came to the server without a session (signed out elsewhere, expired). */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && (error.code === 'driver_required' || error.status === 401);
}
