import type { PayPalButtonsComponentOptions, PayPalNamespace } from '@paypal/paypal-js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type FakeHandler } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { aCar } from '@test/factories/car';
import { aLocation } from '@test/factories/location';
import { aUser, aUserSummary } from '@test/factories/user';
import { CHECKOUT_PATH, FROM, paymentSettings } from '../checkoutFixture';

/**
 * PayPal's SDK, faked at the app's loader seam (paypalLoader.ts): its Buttons render a plain "PayPal" button that runs PayPal's
 * callback sequence (onClick → createOrder → onApprove, onError when a callback throws).
 */
jest.mock('@/components/payments/paypal/paypalLoader', () => ({
  ...jest.requireActual('@/components/payments/paypal/paypalLoader'),
  loadPayPalScript: async (): Promise<PayPalNamespace> =>
    ({
      version: 'test',
      Buttons: (options: PayPalButtonsComponentOptions = {}) => ({
        isEligible: () => true,
        close: async () => undefined,
        render: async (container: HTMLElement) => {
          const button = container.ownerDocument.createElement('button');
          button.textContent = 'PayPal';
          button.addEventListener('click', async () => {
            let allowed = false;
            await options.onClick?.({}, { resolve: async () => void (allowed = true), reject: async () => undefined });
            if (!allowed) return;
            try {
              const orderID = await options.createOrder!({ paymentSource: 'paypal' }, {} as never);
              await options.onApprove!({ orderID, facilitatorAccessToken: 'x' }, {} as never);
            } catch (error) {
              options.onError?.(error as Record<string, unknown>);
            }
          });
          container.append(button);
        },
      }),
    }) as unknown as PayPalNamespace,
}));

const online = { bookingId: 'b2', status: 'void', amountDue: 620, currency: 'EUR', paymentExpiresAt: FROM };
const lost = () => {
  throw new TypeError('Failed to fetch');
};

function api(more: Record<string, FakeHandler>) {
  return fakeApi({
    'GET /api/settings': () => ({
      status: 200,
      body: paymentSettings({ online: 'paypal', paypalClientId: 'paypal-id' }),
    }),
    'GET /api/car/car1/en': () => ({ status: 200, body: aCar() }),
    'GET /api/location/loc1/en': () => ({ status: 200, body: aLocation() }),
    'POST /api/checkout': () => ({
      status: 200,
      body: { ...online, user: aUserSummary(aUser({ _id: 'u9', email: 'alex@example.com' })) },
    }),
    'POST /api/create-paypal-order/': () => ({ status: 200, body: 'order1' }),
    ...more,
  });
}

type User = ReturnType<typeof renderWithProviders>['user'];

async function payWithPayPal(user: User) {
  await screen.findByRole('region', { name: 'Your booking details' }, { timeout: 10_000 });
  await user.type(screen.getByRole('textbox', { name: /^full name/i }), 'Alex Martin');
  await user.type(screen.getByRole('textbox', { name: /^e-mail/i }), 'alex@example.com');
  await user.type(screen.getByRole('textbox', { name: /^phone/i }), '+33 6 12 34 56 78');
  fireEvent.change(screen.getByLabelText(/^birth date/i), { target: { value: '1990-04-12' } });
  await user.click(screen.getByRole('checkbox', { name: /terms of use/i }));
  await user.click(screen.getByRole('radio', { name: /pay in full online/i }));
  const section = screen.getByRole('region', { name: 'Secure payment' });
  await user.click(await within(section).findByRole('button', { name: 'PayPal' }, { timeout: 10_000 }));
}

jest.setTimeout(90_000);
afterEach(() => window.sessionStorage.clear());

describe('paying with PayPal', () => {
  it('says a capture whose answer was lost is a lost connection, asks the server, and finishes the payment on request', async () => {
    let captures = 0;
    const { calls } = api({
      // The capture went through at PayPal, but its answer never came back.
      'POST /api/check-paypal-order/b2/order1': () => ((captures += 1) === 1 ? lost() : { status: 200, body: true }),
      'GET /api/payment-state/b2/order1': () => ({ status: 200, body: { state: 'processing', heldUntil: FROM } }),
    });
    const { user, router } = renderWithProviders({ path: CHECKOUT_PATH });
    await payWithPayPal(user);

    const section = screen.getByRole('region', { name: 'Secure payment' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The connection was lost while paying.');
    expect(alert).toHaveTextContent('Your payment was accepted and is still being processed.');
    expect(alert).not.toHaveTextContent('Payment failed.');
    expect(calls.map((call) => call.path)).toContain('/api/payment-state/b2/order1');

    // Checking again captures the same order once more (idempotent), and the booking opens.
    await user.click(within(alert).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(router.state.location.search).toBe('?b=b2'));
    expect(captures).toBe(2);
  });

  it('after a lost capture the server says paid: the booking opens without asking anything', async () => {
    api({
      'POST /api/check-paypal-order/b2/order1': lost,
      'GET /api/payment-state/b2/order1': () => ({ status: 200, body: { state: 'paid', heldUntil: null } }),
    });
    const { user, router } = renderWithProviders({ path: CHECKOUT_PATH });
    await payWithPayPal(user);
    await waitFor(() => expect(router.state.location.search).toBe('?b=b2'));
  });

  it('after a lost capture the server says not paid: nothing was charged, the car stays reserved, PayPal can be used again', async () => {
    api({
      'POST /api/check-paypal-order/b2/order1': lost,
      'GET /api/payment-state/b2/order1': () => ({ status: 200, body: { state: 'unpaid', heldUntil: FROM } }),
    });
    const { user } = renderWithProviders({ path: CHECKOUT_PATH });
    await payWithPayPal(user);
    const alert = await within(screen.getByRole('region', { name: 'Secure payment' })).findByRole('alert');
    expect(alert).toHaveTextContent('Your payment did not go through and nothing was charged.');
    expect(alert).toHaveTextContent(/Your car stays reserved for you until \d\d:\d\d/);
    expect(alert).not.toHaveTextContent('Payment failed.');
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeEnabled();
  });
});
