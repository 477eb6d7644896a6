import { screen } from '@testing-library/react';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';

jest.setTimeout(60_000);

it('checks the session, then says the booking is confirmed and links to it', async () => {
  const { calls } = fakeApi({
    'POST /api/check-checkout-session/s1': () => ({ status: 200, body: true }),
    'GET /api/booking-id/s1': () => ({ status: 200, body: 'b1' }),
  });
  renderWithProviders({ path: '/checkout-session/s1' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your payment' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Your payment was received and your booking is confirmed.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View your booking' })).toHaveAttribute('href', '/booking?b=b1');
  expect(calls.filter((call) => call.path === '/api/check-checkout-session/s1')).toHaveLength(1);
});

it("says 'Checking in progress…' while the payment is checked", async () => {
  fakeApi({ 'POST /api/check-checkout-session/s2': () => new Promise(() => undefined) });
  renderWithProviders({ path: '/checkout-session/s2' });
  expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('Checking in progress…');
});

it("says 'Payment failed.' when the session was not paid", async () => {
  fakeApi({
    'POST /api/check-checkout-session/s3': () => ({
      status: 400,
      body: { code: 'payment_failed', message: 'Payment failed.' },
    }),
  });
  renderWithProviders({ path: '/checkout-session/s3' });
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Payment failed.');
  expect(
    screen.getByText('No booking was made with this payment. You can search again and book a car.'),
  ).toBeInTheDocument();
});

it('treats an unknown session as a failed payment', async () => {
  fakeApi({ 'POST /api/check-checkout-session/s4': () => ({ status: 204 }) });
  renderWithProviders({ path: '/checkout-session/s4' });
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Payment failed.');
});
