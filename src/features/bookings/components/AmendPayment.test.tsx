import { act, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { PayPalHandlers } from '@/components/payments/paypal/PayPalPayment';
import type { PayPalOrderPayload } from '@/features/checkout/api/checkoutApi';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { aBooking } from '@test/factories/booking';
import { useAmendPayment, type AmendPaymentOutcome } from './AmendPayment';

const booking = aBooking();
const ORDER = 'PAYPAL-ORDER-1';
let handlers: PayPalHandlers | undefined;
let outcomes: AmendPaymentOutcome[] = [];

/** The amend dialog's use of the hook: PayPal's buttons get these handlers for the change waiting for its payment. */
function PayPalDifference({ onHandlers }: { onHandlers: (handlers: PayPalHandlers) => void }) {
  const current = useAmendPayment(booking).paypalHandlers('amendment-1', 47.5, (outcome) => outcomes.push(outcome));
  useEffect(() => {
    onHandlers(current);
  });
  return null;
}

async function renderHandlers(capture: { status: number; body?: unknown }) {
  outcomes = [];
  const api = fakeApi({
    'POST /api/create-paypal-order/': () => ({ status: 200, body: ORDER }),
    [`POST /api/check-paypal-order/${booking._id}/${ORDER}`]: () => capture,
  });
  renderWithProviders({
    path: '/bookings',
    routes: [{ path: '/bookings', element: <PayPalDifference onHandlers={(latest) => (handlers = latest)} /> }],
  });
  await waitFor(() => expect(handlers).toBeDefined());
  return { api, handlers: handlers! };
}

it('pays a change’s difference with PayPal: an order for that amendment’s difference, whose capture applies the change', async () => {
  const { api, handlers } = await renderHandlers({ status: 200, body: true });
  await expect(handlers.createOrder()).resolves.toBe(ORDER);
  expect(api.calls.find((call) => call.path === '/api/create-paypal-order/')?.body).toMatchObject({
    bookingId: booking._id,
    amendmentId: 'amendment-1',
    amount: 47.5,
    currency: 'EUR',
  } satisfies Partial<PayPalOrderPayload>);
  await act(() => handlers.approve(ORDER));
  expect(outcomes).toEqual([{ kind: 'paid' }]);
});

it('says the payment failed when PayPal’s capture is declined, or PayPal reports an error; closing PayPal settles nothing', async () => {
  const { handlers } = await renderHandlers({
    status: 402,
    body: { code: 'payment_declined', message: 'Payment failed.' },
  });
  handlers.cancel();
  expect(outcomes).toEqual([]);
  await act(() => handlers.approve(ORDER));
  expect(outcomes).toEqual([{ kind: 'failed', error: expect.objectContaining({ status: 402 }) }]);
  handlers.fail();
  expect(outcomes[1]).toEqual({ kind: 'failed', error: null });
});
