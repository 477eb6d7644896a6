import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { driverHandlers, signedInState } from '@test/support/signedInDriver';
import { aBooking } from '@test/factories/booking';

it('shows everything about the booking with its price breakdown', async () => {
  fakeApi({ ...driverHandlers, 'GET /api/booking/b1/en': () => ({ status: 200, body: aBooking() }) });
  renderWithProviders({ path: '/booking?b=b1', preloadedState: signedInState });

  // The first test also pays for loading the lazy page module.
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Peugeot 208' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('Atlas Drive')).toBeInTheDocument();
  expect(screen.getByText('Paid')).toBeInTheDocument();
  expect(screen.getAllByText('Tirana Airport')).toHaveLength(2);
  expect(screen.getByText('Rental length').nextElementSibling).toHaveTextContent('3 days');
  const extras = within(screen.getByText('Extras taken').nextElementSibling as HTMLElement).getByRole('list');
  expect(
    within(extras)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Cancellation', 'Theft protection', 'Full insurance']);
  const table = screen.getByRole('table', { name: 'Price details' });
  // 3 days × €40 + cancellation €20 + theft protection 3 × €5 + full insurance included.
  expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('155 €');
  expect(screen.getByText('Paid in full online')).toBeInTheDocument();
  // Paid in full: the rental and the deposit were paid online, nothing is due at pick-up.
  const amount = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  expect(amount('Rental total')).toHaveTextContent('155 €');
  expect(amount('Deposit')).toHaveTextContent('500 €');
  expect(amount('Paid online')).toHaveTextContent('655 €');
  expect(amount('Due at pick-up')).toHaveTextContent('0 €');
  expect(screen.queryByText('To be refunded')).not.toBeInTheDocument();
  expect(screen.queryByTestId('booking-confirmation')).not.toBeInTheDocument();
});

it("shows the lines the booking was sold with, not the car's current prices", async () => {
  const sold = aBooking();
  fakeApi({
    ...driverHandlers,
    'GET /api/booking/b1/en': () => ({ status: 200, body: { ...sold, car: { ...sold.car, dailyPrice: 90 } } }),
  });
  renderWithProviders({ path: '/booking?b=b1', preloadedState: signedInState });

  const table = await screen.findByRole('table', { name: 'Price details' }, { timeout: 10_000 });
  expect(within(table).getByRole('row', { name: /^3 days/ })).toHaveTextContent('120 €');
  expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('155 €');
});

it('says what is to be refunded after a change made the booking cheaper', async () => {
  const changed = aBooking({ theftProtection: false });
  // Theft protection (3 × 5 €) dropped after paying 655 € in full.
  fakeApi({ ...driverHandlers, 'GET /api/booking/b1/en': () => ({ status: 200, body: { ...changed, price: 140 } }) });
  renderWithProviders({ path: '/booking?b=b1', preloadedState: signedInState });

  const refund = await screen.findByText('To be refunded', { selector: 'dt' }, { timeout: 10_000 });
  expect(refund.nextElementSibling).toHaveTextContent('15 €');
  expect(screen.getByText('Paid online', { selector: 'dt' }).nextElementSibling).toHaveTextContent('655 €');
  expect(screen.getByText('Due at pick-up', { selector: 'dt' }).nextElementSibling).toHaveTextContent('0 €');
});

it('shows each refund with its status, and retries a failed one', async () => {
  const refund = { currency: 'EUR', cause: 'amendment' as const, createdAt: '2026-03-01T10:00:00.000Z' };
  let retried = 0;
  let failed = true;
  const booking = () =>
    aBooking({
      paidOnline: 620,
      refunds: [
        { ...refund, _id: 'r1', amount: 15, status: 'done', completedAt: '2026-03-01T10:00:05.000Z' },
        failed
          ? { ...refund, _id: 'r2', amount: 20, status: 'failed', completedAt: null }
          : { ...refund, _id: 'r2', amount: 20, status: 'pending', completedAt: null },
      ],
    });
  fakeApi({
    ...driverHandlers,
    'GET /api/booking/b1/en': () => ({ status: 200, body: booking() }),
    'POST /api/retry-refunds/b1': () => {
      retried += 1;
      failed = false;
      return { status: 200, body: booking().refunds };
    },
  });
  const { user } = renderWithProviders({ path: '/booking?b=b1', preloadedState: signedInState });

  const section = await screen.findByTestId('booking-refunds', {}, { timeout: 10_000 });
  const items = within(section).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Refunded 15 € on March 1, 2026.');
  expect(items[1]).toHaveTextContent('Refund of 20 € failed — we will retry it, and support has been told.');
  await user.click(within(section).getByRole('button', { name: 'Retry the refund now' }));
  expect(
    await within(section).findByText(/Refund of 20 € in progress\. The money goes back to the card/),
  ).toBeInTheDocument();
  expect(retried).toBe(1);
  expect(within(section).queryByRole('button', { name: 'Retry the refund now' })).not.toBeInTheDocument();
});

it('congratulates after checkout with the status title and message', async () => {
  fakeApi({
    ...driverHandlers,
    'GET /api/booking/b1/en': () => ({ status: 200, body: aBooking({ status: 'pending' }) }),
  });
  const { router } = renderWithProviders({ path: '/', preloadedState: signedInState });
  await act(() => router.navigate('/booking?b=b1', { state: { confirmation: true } }));

  const confirmation = await screen.findByTestId('booking-confirmation');
  expect(confirmation).toHaveTextContent('Congratulations! Your booking is registered');
  expect(confirmation).toHaveTextContent('You pay at the counter when you pick up the car.');
});

it('says that a missing or foreign booking cannot be found, with a way to My bookings', async () => {
  fakeApi({
    ...driverHandlers,
    'GET /api/booking/other/en': () => ({ status: 404, body: { code: 'not_found', message: 'No such booking.' } }),
  });
  const { user, router } = renderWithProviders({ path: '/booking?b=other', preloadedState: signedInState });
  expect(await screen.findByRole('heading', { level: 1, name: 'This booking cannot be found' })).toBeInTheDocument();
  expect(screen.getByText(/not one of your bookings/)).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to My bookings' }));
  expect(router.state.location.pathname).toBe('/bookings');
});

it('says something went wrong when the booking cannot load, and retries', async () => {
  let fail = true;
  fakeApi({
    ...driverHandlers,
    'GET /api/booking/b1/en': () =>
      fail ? { status: 500, body: { code: 'internal', message: 'boom' } } : { status: 200, body: aBooking() },
  });
  const { user } = renderWithProviders({ path: '/booking?b=b1', preloadedState: signedInState });
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong! Try again later');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Peugeot 208' })).toBeInTheDocument();
});

it("downloads the booking's receipt in the driver's language, from the keyboard too", async () => {
  fakeApi({ ...driverHandlers, 'GET /api/booking/b1/fr': () => ({ status: 200, body: aBooking({ _id: 'b1' }) }) });
  renderWithProviders({
    path: '/booking?b=b1',
    preloadedState: { ...signedInState, preferences: { language: 'fr', currency: 'EUR' } },
  });

  const link = await screen.findByRole('link', { name: 'Télécharger le reçu (PDF)' }, { timeout: 10_000 });
  expect(link).toHaveAttribute('href', '/api/booking/b1/receipt/fr');
  expect(link).toHaveAttribute('download');
  // A link in the page's tab order: the keyboard reaches it like any other.
  const user = userEvent.setup();
  for (let tabs = 0; tabs < 40 && document.activeElement !== link; tabs++) await user.tab();
  expect(link).toHaveFocus();
});
