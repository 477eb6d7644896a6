/**
 * Tag `unsupported`: BookCars operations this server refuses on purpose, answered as BookCars' own
 * server refuses them, so that a BookCars client pointed here handles the refusal as it would there.
 *
 * The back-office operations (getBookingCars, getSuppliers, updateBooking) are for suppliers and
 * admins in BookCars. Only drivers ever hold a session here (signIn and socialSignIn refuse other
 * account types), so a valid session always meets BookCars' role check: 403 with its message
 * "Require Supplier or Admin Role!". The contract's `cookieAuth` already answers the other cases as
 * BookCars' middleware does (no cookie 403, an invalid session 401).
 *
 * The error body stays ours, `{code, message}`: our app reads `code`; BookCars' clients read only
 * the status, and `message` carries BookCars' wording for whoever reads the logs of either.
 */
import { badRequest, forbidden } from '../errors';
import { caller } from '../sessions';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from './types';

async function supplierOrAdminOnly(request: FastifyRequest): Promise<never> {
  caller(request);
  throw forbidden('supplier_or_admin_required', 'Require Supplier or Admin Role!');
}

export const unsupportedHandlers: Handlers = {
  getBookingCars: supplierOrAdminOnly,
  getSuppliers: supplierOrAdminOnly,
  updateBooking: supplierOrAdminOnly,

  /**
   * BookCars' mobile app pays through a Stripe PaymentIntent; we offer no Stripe (online payment is
   * createPayPalOrder's). A 400 is what BookCars answers when Stripe fails, and its app shows its
   * payment error. `online_payment_unavailable` would be wrong where PayPal or the test gateway works.
   */
  async createPaymentIntent(): Promise<never> {
    throw badRequest(
      'stripe_unavailable',
      'Payment by Stripe is not offered on this server: pay online with createPayPalOrder, or at pick-up where the supplier allows it.',
    );
  },
};
