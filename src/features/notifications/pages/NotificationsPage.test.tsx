import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type FakeCall } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { driverHandlers, signedInState } from '@test/support/signedInDriver';
import { aNotification } from '@test/factories/notification';
import type { Notification, NotificationIds } from '@/features/notifications/api/notificationsApi';

type Row = Notification;

/** A small in-memory notification centre behind the fake API, so the page's refetches see each change. */
function notificationCentre(rows: Row[]) {
  const change = ({ body }: FakeCall, apply: (row: Row) => void) => {
    const { ids, all } = body as NotificationIds;
    const hit = rows.filter((row) => all || ids.includes(row._id));
    hit.forEach(apply);
    return hit.length > 0 ? { status: 200, body: true } : { status: 204 };
  };
  return fakeApi({
    ...driverHandlers,
    'GET /api/notification-counter/u1': () => ({
      status: 200,
      body: { user: 'u1', count: rows.filter((row) => !row.isRead).length },
    }),
    'GET /api/notifications/u1/1/30': () => ({
      status: 200,
      body: [{ resultData: rows, pageInfo: rows.length ? [{ totalRecords: rows.length }] : [] }],
    }),
    'POST /api/mark-notifications-as-read/u1': (call) => change(call, (row) => (row.isRead = true)),
    'POST /api/mark-notifications-as-unread/u1': (call) => change(call, (row) => (row.isRead = false)),
    'POST /api/delete-notifications/u1': (call) => {
      const { ids, all } = call.body as NotificationIds;
      const before = rows.length;
      rows.splice(0, rows.length, ...rows.filter((row) => !(all || ids.includes(row._id))));
      return rows.length < before ? { status: 200, body: true } : { status: 204 };
    },
    'GET /api/booking/b7/en': () => ({ status: 404, body: { code: 'not_found', message: 'gone' } }),
  });
}

const rows = (): Row[] => [
  aNotification({
    type: 'deposit',
    params: { carName: 'Peugeot 208', from: '2026-12-01T10:00:00Z', to: '2026-12-04T10:00:00Z', amountCents: 30_050 },
    booking: 'b7',
    createdAt: '2026-11-20T10:00:00Z',
  }),
  aNotification({
    _id: 'n2',
    type: 'legacy',
    params: { text: 'Your booking of the Fiat 500 has been amended.' },
    booking: null,
    isRead: true,
    createdAt: '2026-11-19T10:00:00Z',
  }),
];

it('shows read and unread notifications in words, and toggles the state', async () => {
  notificationCentre(rows());
  const { user } = renderWithProviders({ path: '/notifications', preloadedState: signedInState });

  await waitFor(
    () => expect(screen.getByTestId('notification-summary')).toHaveTextContent('2 notifications, 1 unread'),
    { timeout: 10_000 },
  );
  const [first, second] = await screen.findAllByTestId('notification');
  expect(first).toHaveTextContent(
    'We have received your deposit of 300.50 € for the Peugeot 208 (Dec 1, 2026 – Dec 4, 2026): your booking is confirmed.',
  );
  expect(second).toHaveTextContent('Your booking of the Fiat 500 has been amended.');
  expect(first).toHaveTextContent('Unread');
  expect(second).toHaveTextContent('Read');
  expect(within(second!).queryByRole('button', { name: 'View booking' })).not.toBeInTheDocument();

  await user.click(within(first!).getByRole('button', { name: 'Mark as read' }));
  expect(await within(first!).findByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByTestId('notification-summary')).toHaveTextContent('2 notifications, all read'),
  );

  await user.click(within(second!).getByRole('button', { name: 'Mark as unread' }));
  await waitFor(() => expect(screen.getByTestId('notification-summary')).toHaveTextContent('1 unread'));
});

it('marks all as read, deletes one, then deletes all after confirming', async () => {
  const { calls } = notificationCentre(rows());
  const { user } = renderWithProviders({ path: '/notifications', preloadedState: signedInState });
  await screen.findAllByTestId('notification', {}, { timeout: 10_000 });

  await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(screen.getByTestId('notification-summary')).toHaveTextContent('all read'));
  expect(calls.find((call) => call.path === '/api/mark-notifications-as-read/u1')?.body).toEqual({
    ids: [],
    all: true,
  } satisfies NotificationIds);
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  const [first] = screen.getAllByTestId('notification');
  await user.click(within(first!).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(1));

  await user.click(screen.getByRole('button', { name: 'Delete all' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete all notifications?' });
  // Focus moves into the dialog (which button gets it is checked in the browser tests).
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await user.click(within(dialog).getByRole('button', { name: 'Delete all' }));
  expect(await screen.findByText(/You have no notifications/)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Delete all' })).toBeDisabled();
});

it('opens the booking of a notification and marks it read on the way', async () => {
  const { calls } = notificationCentre(rows());
  const { user, router } = renderWithProviders({ path: '/notifications', preloadedState: signedInState });
  const [first] = await screen.findAllByTestId('notification', {}, { timeout: 10_000 });
  await user.click(within(first!).getByRole('button', { name: 'View booking' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/booking'));
  expect(router.state.location.search).toBe('?b=b7');
  expect(calls.find((call) => call.path === '/api/mark-notifications-as-read/u1')?.body).toEqual({
    ids: ['n1'],
  } satisfies NotificationIds);
});

it('shows an error with a retry when the list cannot load', async () => {
  let fail = true;
  fakeApi({
    ...driverHandlers,
    'GET /api/notifications/u1/1/30': () =>
      fail
        ? { status: 500, body: { code: 'internal', message: 'boom' } }
        : { status: 200, body: [{ resultData: [], pageInfo: [] }] },
  });
  const { user } = renderWithProviders({ path: '/notifications', preloadedState: signedInState });
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
    'The notifications could not be loaded.',
  );
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/You have no notifications/)).toBeInTheDocument();
});

it('states the amount of each money event; a cancel request stored before amounts, or with nothing to refund, keeps its old sentence', async () => {
  const trip = { carName: 'Peugeot 208', from: '2026-12-01T10:00:00Z', to: '2026-12-04T10:00:00Z' };
  const note = (id: string, type: Row['type'], amountCents?: number) =>
    aNotification({ _id: id, type, params: { ...trip, ...(amountCents === undefined ? {} : { amountCents }) } });
  notificationCentre([
    note('d', 'differencePaid', 4_000),
    note('r', 'refund', 2_550),
    note('c', 'cancelRequested', 61_000),
    note('k', 'cancellationConfirmed', 61_000),
    note('p', 'created', 45_000),
    note('o', 'cancelRequested'),
    note('z', 'cancelRequested', 0),
  ]);
  renderWithProviders({ path: '/notifications', preloadedState: signedInState });
  const items = await screen.findAllByTestId('notification', {}, { timeout: 10_000 });
  const dates = '(Dec 1, 2026 – Dec 4, 2026)';
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining(
      `We have received the difference of 40 € for the Peugeot 208: your booking has been changed ${dates}.`,
    ),
    expect.stringContaining(
      `Your booking of the Peugeot 208 has been changed ${dates} and now costs less: 25.50 € will be refunded to you.`,
    ),
    expect.stringContaining('If the cancellation is confirmed, 610 € will be refunded to you.'),
    expect.stringContaining(
      `The supplier has confirmed the cancellation of your booking of the Peugeot 208 ${dates}: 610 € will be refunded to you.`,
    ),
    expect.stringContaining('has been created. You will pay 450 € at pick-up.'),
    expect.stringMatching(/The supplier will contact you to finalize the cancellation\.(?! If)/),
    expect.stringMatching(/The supplier will contact you to finalize the cancellation\.(?! If)/),
  ]);
});
