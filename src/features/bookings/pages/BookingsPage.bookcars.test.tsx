// My bookings and the booking page against a BookCars server's answers: the list's location names
// as one-element arrays, no time zones, none of our money fields or action verdicts.
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { signedInState } from '@test/support/signedInDriver';
import { bookcarsPage, bookingAnswer, counterAnswer, listedBooking, userAnswer } from '@test/fixtures/bookcars/answers';

const driver = {
  'GET /api/user/u1': () => ({ status: 200, body: userAnswer }),
  'GET /api/notification-counter/u1': () => ({ status: 200, body: counterAnswer(0) }),
  'GET /api/all-suppliers': () => ({ status: 200, body: [] }),
};

/** The phone layout of the list (a card per booking, naming its places). */
function onAPhone() {
  const real = window.matchMedia;
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ ...real(query), matches: query.includes('max-width') }));
}

it('lists a BookCars booking: car, dates, supplier, amount and status', async () => {
  fakeApi({ ...driver, 'POST /api/bookings/1/20/en': () => ({ status: 200, body: bookcarsPage([listedBooking()]) }) });
  renderWithProviders({ path: '/bookings', preloadedState: signedInState });

  const [row] = await screen.findAllByTestId('booking-row', {}, { timeout: 10_000 });
  await waitFor(() => expect(screen.getByTestId('bookings-count')).toHaveTextContent('1 booking'));
  expect(within(row!).getByText('Peugeot 208')).toBeInTheDocument();
  expect(within(row!).getByText('Jun 10, 2030 to Jun 13, 2030')).toBeInTheDocument();
  expect(within(row!).getByText('Atlas Drive')).toBeInTheDocument();
  expect(within(row!).getByText('Demo Driver')).toBeInTheDocument();
  expect(within(row!).getByTestId('row-price')).toHaveTextContent('140 €');
  expect(within(row!).getByText('Reserved — pay at pick-up')).toBeInTheDocument();
  // BookCars keeps no deposit on the booking: the car's, due at pick-up with the rental.
  expect(within(row!).getByTestId('booking-money')).toHaveTextContent('Due at pick-up640 €');
  expect(row).not.toHaveTextContent(/undefined|NaN|\[object/);
  // Pending and taken with the cancellation option: the app works out itself that it may be cancelled.
  expect(within(row!).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});

it("names a BookCars booking's places on a phone, from its one-element name arrays", async () => {
  onAPhone();
  fakeApi({ ...driver, 'POST /api/bookings/1/10/en': () => ({ status: 200, body: bookcarsPage([listedBooking()]) }) });
  renderWithProviders({ path: '/bookings', preloadedState: signedInState });

  const [card] = await screen.findAllByTestId('booking-row', {}, { timeout: 10_000 });
  expect(card).toHaveTextContent('Pick-up: Tirana Airport · Drop-off: Durrës Port');
  expect(card).not.toHaveTextContent(/undefined|NaN|\[object/);
});

it('says there are no bookings when a BookCars server answers an empty page (pageInfo: [])', async () => {
  fakeApi({ ...driver, 'POST /api/bookings/1/20/en': () => ({ status: 200, body: bookcarsPage([]) }) });
  renderWithProviders({ path: '/bookings', preloadedState: signedInState });
  expect(await screen.findByText('You have no bookings yet.', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByTestId('bookings-count')).toHaveTextContent('No bookings');
});

it('shows a BookCars booking on its page: car, supplier, places, times and price', async () => {
  fakeApi({ ...driver, 'GET /api/booking/b1/en': () => ({ status: 200, body: bookingAnswer() }) });
  renderWithProviders({ path: '/booking?b=b1', preloadedState: signedInState });

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Peugeot 208' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByText('Atlas Drive')).toBeInTheDocument();
  expect(within(main).getByText('Reserved — pay at pick-up')).toBeInTheDocument();
  expect(within(main).getByText('Tirana Airport')).toBeInTheDocument();
  expect(within(main).getByText('Durrës Port')).toBeInTheDocument();
  // No location time zone from BookCars: times are the reader's (UTC here), and a zone is named.
  expect(main).toHaveTextContent(/Mon, Jun 10, 2030, 10:00 AM \(GMT\+00:00\)/);
  expect(main).toHaveTextContent(/Thu, Jun 13, 2030, 10:00 AM \(GMT\+00:00\)/);
  expect(screen.getByText('Rental length').nextElementSibling).toHaveTextContent('3 days');
  // BookCars sends no rental length: the app counts it from the dates, as it prices.
  const amount = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  expect(amount('Rental total')).toHaveTextContent('140 €');
  expect(amount('Due at pick-up')).toHaveTextContent('640 €');
  expect(main).not.toHaveTextContent(/undefined|NaN|\[object/);
});

it('says a booking is not found when a BookCars server answers 204', async () => {
  fakeApi({ ...driver, 'GET /api/booking/b9/en': () => ({ status: 204 }) });
  renderWithProviders({ path: '/booking?b=b9', preloadedState: signedInState });
  expect(
    await screen.findByRole('heading', { name: 'This booking cannot be found' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
});
