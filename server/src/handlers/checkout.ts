/**
 * Tag `checkout`: booking creation and payment. The rules live in `checkout/createBooking.ts`
 * (price, availability, idempotency, accounts) and `checkout/bookingPayments.ts` (orders, test
 * cards, capture, confirmation); these handlers only map them to HTTP.
 */
import { sendActivationEmail, userSummary } from '../accounts';
import {
  approveTestPayment,
  bookingIdOfSession,
  captureAndConfirm,
  createOrder,
  deleteTempBooking,
  paymentState,
} from '../checkout/bookingPayments';
import { sendMoneyEventMail } from '../checkout/moneyEvents';
import { createBooking, idempotencyKeyUsed } from '../checkout/createBooking';
import { requireHuman } from '../recaptcha';
import { issueSession } from '../sessions';
import { jsonString, type Handlers } from './types';

export const checkoutHandlers: Handlers = {
  async checkout(request, reply) {
    const deps = request.server.deps;
    const body = request.body;
    // Visitors create an account: a bot check when reCAPTCHA is on (a retry of a made checkout
    // replays its answer, and its single-use token would not pass again).
    if (!request.auth && !(await idempotencyKeyUsed(deps.db, body.idempotencyKey))) {
      await requireHuman(request, reply, 'checkout', body.recaptchaToken);
    }
    const outcome = await createBooking(deps, request.auth, body);
    // Only the request that created the visitor's account signs its browser in (a normal, one-day
    // session), so the confirmation page and My bookings work at once; the activation link sets the
    // password. A replay answers the booking only: its key and body are no password.
    // The answer carries the account so the app records the session locally.
    const signsVisitorIn = outcome.newAccount;
    if (signsVisitorIn) await issueSession(reply, outcome.driverId, false);
    if (!outcome.replayed) {
      if (outcome.newAccount) {
        await sendActivationEmail(deps, outcome.driverId).catch((error: unknown) => {
          // The booking stands; the driver can ask for a new link from the sign-in page.
          request.log.error({ err: error, userId: outcome.driverId }, 'activation e-mail after checkout failed');
        });
      }
      await sendMoneyEventMail(deps, outcome.confirmation ?? null);
    }
    return signsVisitorIn ? { ...outcome.result, user: await userSummary(deps, outcome.driverId) } : outcome.result;
  },

  async createPayPalOrder(request, reply) {
    const body = request.body;
    return jsonString(reply, (await createOrder(request.server.deps, body)).orderId);
  },

  async approveTestPayment(request) {
    const { orderId } = request.params;
    await approveTestPayment(request.server.deps, orderId, request.body);
    return true;
  },

  async checkPayPalOrder(request, reply) {
    const { bookingId, orderId } = request.params;
    const outcome = await captureAndConfirm(request.server.deps, orderId, bookingId);
    return outcome === 'confirmed' ? true : reply.code(204).send();
  },

  async getPaymentState(request, reply) {
    const { bookingId, orderId } = request.params;
    return (await paymentState(request.server.deps.db, bookingId, orderId)) ?? reply.code(204).send();
  },

  async createCheckoutSession(request) {
    const order = await createOrder(request.server.deps, request.body);
    return {
      sessionId: order.orderId,
      bookingId: order.bookingId,
      amount: order.amount,
      currency: order.currency,
      testMode: order.testMode,
      expiresAt: order.expiresAt,
    };
  },

  async checkCheckoutSession(request, reply) {
    const { sessionId } = request.params;
    const outcome = await captureAndConfirm(request.server.deps, sessionId, null);
    return outcome === 'confirmed' ? true : reply.code(204).send();
  },

  async getBookingId(request, reply) {
    const { sessionId } = request.params;
    const bookingId = await bookingIdOfSession(request.server.deps.db, sessionId);
    return bookingId ? jsonString(reply, bookingId) : reply.code(204).send();
  },

  async deleteTempBooking(request) {
    const { bookingId, sessionId } = request.params;
    await deleteTempBooking(request.server.deps.db, bookingId, sessionId, request.auth?.userId ?? null);
    return true;
  },
};
