// The checkout against a BookCars server's answers: settings without payment capabilities (its
// gateways are not ones this app drives), a car whose supplier states pay later, a location
// without time zone, and `{bookingId}` alone as the answer to a booking.
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type FakeHandler } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { signedInState } from '@test/support/signedInDriver';
import { carAnswer, counterAnswer, locationAnswer, settingsAnswer, userAnswer } from '@test/fixtures/bookcars/answers';
import { CHECKOUT_PATH } from '../checkoutFixture';

function bookcarsCheckout(car: unknown, more: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/settings': () => ({ status: 200, body: settingsAnswer }),
    'GET /api/car/car1/en': () => ({ status: 200, body: car }),
    'GET /api/location/loc1/en': () => ({ status: 200, body: locationAnswer }),
    ...more,
  });
}

jest.setTimeout(60_000);

it('offers pay at pick-up only with a BookCars server, whose online gateways this app does not drive', async () => {
  bookcarsCheckout(carAnswer());
  renderWithProviders({ path: CHECKOUT_PATH });

  const details = await screen.findByRole('region', { name: 'Your booking details' }, { timeout: 10_000 });
  expect(within(details).getByText('Peugeot 208')).toBeInTheDocument();
  expect(within(details).getByText('Atlas Drive')).toBeInTheDocument();
  expect(within(details).getByText('Duration').nextElementSibling).toHaveTextContent('3 days');
  expect(screen.getByRole('radio', { name: /pay later at the counter/i })).toBeChecked();
  for (const name of [/pay the deposit online/i, /pay in full online/i]) {
    expect(screen.getByRole('radio', { name })).toBeDisabled();
  }
  expect(screen.queryByRole('textbox', { name: /card number/i })).not.toBeInTheDocument();
  expect(screen.getByRole('main')).not.toHaveTextContent(/undefined|NaN|\[object/);
});

it('says at once that a car cannot be booked when its BookCars supplier takes online payment only', async () => {
  bookcarsCheckout(carAnswer({ payLater: false }));
  renderWithProviders({ path: CHECKOUT_PATH });
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(alert).toHaveTextContent(
    'This car cannot be booked with the payment options available: Atlas Drive takes payment online only',
  );
});

it("books to pay at pick-up for a signed-in driver on BookCars' answer (`{bookingId}` alone), then opens the booking", async () => {
  const { calls } = bookcarsCheckout(carAnswer(), {
    'GET /api/user/u1': () => ({ status: 200, body: userAnswer }),
    'GET /api/notification-counter/u1': () => ({ status: 200, body: counterAnswer(0) }),
    'POST /api/checkout': () => ({ status: 200, body: { bookingId: 'b1' } }),
  });
  const { user, router } = renderWithProviders({ path: CHECKOUT_PATH, preloadedState: signedInState });
  await screen.findByRole('region', { name: 'Your booking details' }, { timeout: 10_000 });

  await user.click(screen.getByRole('button', { name: 'Book now' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/booking'));
  expect(router.state.location.search).toBe('?b=b1');
  const body = calls.find((call) => call.path === '/api/checkout')?.body as { payLater: boolean; booking: object };
  expect(body.payLater).toBe(true);
  expect(body.booking).toMatchObject({ car: 'car1', supplier: 'sup1', driver: 'u1' });
});
