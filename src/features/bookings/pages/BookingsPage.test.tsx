import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@test/support/fakeApi';
import { driverHandlers, signedInState } from '@test/support/signedInDriver';
import { renderWithProviders } from '@test/support/renderWithProviders';
import type { Booking, BulkBookingActionPayload, GetBookingsPayload } from '../api/bookingsApi';
import { aBooking } from '@test/factories/booking';
import { aLocation } from '@test/factories/location';

const allowed = { allowed: true };
const paidCancellable = aBooking({
  _id: 'b1',
  actions: {
    cancel: allowed,
    amend: { allowed: false, reason: 'no_amendments_option' },
    delete: { allowed: false, reason: 'not_void_or_cancelled' },
  },
});
const cancelled = aBooking({
  _id: 'b2',
  status: 'cancelled',
  car: { ...paidCancellable.car, name: 'Fiat 500' },
  actions: {
    cancel: { allowed: false, reason: 'already_cancelled' },
    amend: { allowed: false, reason: 'already_cancelled' },
    delete: allowed,
  },
});

function page(bookings: Booking[]) {
  return {
    status: 200,
    body: [{ resultData: bookings, pageInfo: bookings.length ? [{ totalRecords: bookings.length }] : [] }],
  };
}

it('offers each action only when allowed and says why not otherwise', async () => {
  fakeApi({
    ...driverHandlers,
    'POST /api/bookings/1/20/en': () => page([paidCancellable, cancelled]),
    'GET /api/all-suppliers': () => ({ status: 200, body: [] }),
  });
  renderWithProviders({ path: '/bookings', preloadedState: signedInState });

  const rows = await screen.findAllByTestId('booking-row', {}, { timeout: 10_000 });
  await waitFor(() => expect(screen.getByTestId('bookings-count')).toHaveTextContent('2 bookings'));
  const [first, second] = rows;
  expect(within(first!).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/booking?b=b1');
  expect(within(first!).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(within(first!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(
    within(first!).getByText('Edit not possible: The amendments option was not taken for this booking.'),
  ).toBeInTheDocument();
  expect(
    within(first!).getByText('Delete not possible: Only void or cancelled bookings can be deleted.'),
  ).toBeInTheDocument();
  expect(within(first!).getByText('Paid')).toBeInTheDocument();

  expect(within(second!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  expect(within(second!).getByText('Edit and Cancel not possible: This booking is cancelled.')).toBeInTheDocument();
  expect(within(second!).getByText('Cancelled')).toBeInTheDocument();
});

it('requests cancellation of a selection and reports what was done and what was skipped', async () => {
  const { calls } = fakeApi({
    ...driverHandlers,
    'POST /api/bookings/1/20/en': () => page([paidCancellable, cancelled]),
    'GET /api/all-suppliers': () => ({ status: 200, body: [] }),
    'POST /api/bulk-bookings': () => ({
      status: 200,
      body: {
        results: [
          { _id: 'b1', ok: true },
          { _id: 'b2', ok: false, reason: 'already_cancelled' },
        ],
      },
    }),
  });
  const { user } = renderWithProviders({ path: '/bookings', preloadedState: signedInState });
  await screen.findAllByTestId('booking-row', {}, { timeout: 10_000 });

  await user.click(screen.getByRole('checkbox', { name: 'Select all the bookings shown' }));
  expect(screen.getByTestId('selection-count')).toHaveTextContent('2 bookings selected');
  await user.click(screen.getByRole('button', { name: 'Request cancellation' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('1 of the 2 selected bookings allows it; the others will be skipped');
  expect(within(dialog).getByTestId('cancellation-terms')).toHaveTextContent(
    'at least 24 hours before the start of the rental may be fully refunded',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));

  const notice = await screen.findByTestId('action-notice');
  expect(notice).toHaveTextContent(
    'Cancel request submitted for 1 booking; the provider will contact you to finalize it. 1 skipped:',
  );
  expect(notice).toHaveTextContent('Fiat 500 (reference b2): This booking is cancelled.');
  expect(calls.find((call) => call.path === '/api/bulk-bookings')?.body).toEqual({
    ids: ['b1', 'b2'],
    action: 'cancelRequest',
  } satisfies BulkBookingActionPayload);
  await waitFor(() => expect(screen.getByTestId('selection-count')).toHaveTextContent('No booking selected'));
});

it('puts the filters in the URL and shows an empty state that clears them', async () => {
  const { calls } = fakeApi({
    ...driverHandlers,
    'POST /api/bookings/1/20/en': () => page([]),
    'GET /api/all-suppliers': () => ({ status: 200, body: [] }),
  });
  const { user, router } = renderWithProviders({ path: '/bookings?status=paid&q=Fiat', preloadedState: signedInState });
  expect(await screen.findByText('No booking matches these filters.', {}, { timeout: 10_000 })).toBeInTheDocument();
  // "Paid" covers BookCars' second paid status, which drivers read the same.
  expect(calls.find((call) => call.path === '/api/bookings/1/20/en')?.body).toEqual({
    statuses: ['paid', 'paidInFull'],
    filter: { keyword: 'Fiat' },
  } satisfies GetBookingsPayload);
  expect(screen.getByRole('checkbox', { name: 'Paid' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
});

it('lists the rental days at the locations, not in the reader’s time zone', async () => {
  // 23:30 UTC on 9 and 12 June is already 10 and 13 June in Tokyo (the tests run in UTC).
  const haneda = aLocation({ _id: 'l9', name: 'Tokyo Haneda Airport', timeZone: 'Asia/Tokyo' });
  const late = aBooking({
    _id: 'b3',
    pickupLocation: haneda,
    dropOffLocation: haneda,
    from: '2030-06-09T23:30:00.000Z',
    to: '2030-06-12T23:30:00.000Z',
  });
  fakeApi({
    ...driverHandlers,
    'POST /api/bookings/1/20/en': () => page([late]),
    'GET /api/all-suppliers': () => ({ status: 200, body: [] }),
  });
  renderWithProviders({ path: '/bookings', preloadedState: signedInState });

  const [row] = await screen.findAllByTestId('booking-row', {}, { timeout: 10_000 });
  expect(within(row!).getByText('Jun 10, 2030 to Jun 13, 2030')).toBeInTheDocument();
});

it('keeps the rows already shown, dimmed and busy, while the list for new filters loads', async () => {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  fakeApi({
    ...driverHandlers,
    'POST /api/bookings/1/20/en': async (call) => {
      if (!(call.body as GetBookingsPayload).statuses) return page([paidCancellable, cancelled]);
      await answered;
      return page([cancelled]);
    },
    'GET /api/all-suppliers': () => ({ status: 200, body: [] }),
  });
  const { router } = renderWithProviders({ path: '/bookings', preloadedState: signedInState });
  await screen.findAllByTestId('booking-row', {}, { timeout: 10_000 });

  // The filters live in the URL (the browser test applies them with the form).
  await act(() => router.navigate('/bookings?status=cancelled'));
  const table = screen.getByTestId('bookings-table');
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
  expect(
    within(table)
      .getAllByTestId('booking-row')
      .map((row) => row.dataset.booking),
  ).toEqual(['b1', 'b2']);

  answer();
  await waitFor(() =>
    expect(
      within(screen.getByTestId('bookings-table'))
        .getAllByTestId('booking-row')
        .map((row) => row.dataset.booking),
    ).toEqual(['b2']),
  );
  expect(screen.getByTestId('bookings-table')).toHaveAttribute('aria-busy', 'false');
});
