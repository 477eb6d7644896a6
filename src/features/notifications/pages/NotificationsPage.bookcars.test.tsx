// The notifications page and the header badge against a BookCars server's answers (its `message`
// alone, no `type`/`params`; a bare "OK" for a change).
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { signedInState } from '@test/support/signedInDriver';
import { bookcarsNotification, bookcarsPage, counterAnswer, OK, userAnswer } from '@test/fixtures/bookcars/answers';

type Row = ReturnType<typeof bookcarsNotification>;

/** A BookCars server's notification routes over `rows` (its counter follows the unread rows). */
function bookcarsNotifications(rows: Row[]) {
  const chosen = (body: unknown) => rows.filter((row) => (body as { ids: string[] }).ids.includes(row._id));
  return fakeApi({
    'GET /api/user/u1': () => ({ status: 200, body: userAnswer }),
    'GET /api/notification-counter/u1': () => ({
      status: 200,
      body: counterAnswer(rows.filter((row) => !row.isRead).length),
    }),
    'GET /api/notifications/u1/1/30': () => ({ status: 200, body: bookcarsPage(rows) }),
    'POST /api/mark-notifications-as-read/u1': ({ body }) => {
      chosen(body).forEach((row) => (row.isRead = true));
      return OK;
    },
    'POST /api/mark-notifications-as-unread/u1': ({ body }) => {
      chosen(body).forEach((row) => (row.isRead = false));
      return OK;
    },
    'POST /api/delete-notifications/u1': ({ body }) => {
      const gone = chosen(body);
      rows.splice(0, rows.length, ...rows.filter((row) => !gone.includes(row)));
      return OK;
    },
  });
}

const rows = () => [
  bookcarsNotification(),
  bookcarsNotification({
    _id: 'n2',
    message: 'Your booking 6720f1c4a3b9e10012ab0b02 has been cancelled.',
    booking: 'b2',
    createdAt: '2026-11-19T10:00:00.000Z',
  }),
  bookcarsNotification({
    _id: 'n3',
    message: 'Welcome aboard! Your account is ready.',
    booking: undefined,
    car: undefined,
    isRead: true,
    createdAt: '2026-11-18T10:00:00.000Z',
  }),
];

it("shows each BookCars notification's own message, its read state and the unread count", async () => {
  bookcarsNotifications(rows());
  renderWithProviders({ path: '/notifications', preloadedState: signedInState });

  const items = await screen.findAllByTestId('notification', {}, { timeout: 10_000 });
  expect(items.map((item) => item.querySelector('[id^="notification-"]')?.textContent)).toEqual([
    'Your booking 6720f1c4a3b9e10012ab0b01 has been paid.',
    'Your booking 6720f1c4a3b9e10012ab0b02 has been cancelled.',
    'Welcome aboard! Your account is ready.',
  ]);
  expect(screen.getByTestId('notification-summary')).toHaveTextContent('3 notifications, 2 unread');
  expect(await screen.findByTestId('unread-count')).toHaveTextContent('2');
  // A BookCars notification without a booking (a field left out, not null) has nothing to open.
  expect(within(items[2]!).queryByRole('button', { name: 'View booking' })).not.toBeInTheDocument();
  expect(within(items[0]!).getByRole('button', { name: 'View booking' })).toBeInTheDocument();
});

it('marks a BookCars notification read and unread, and deletes one, the badge following', async () => {
  const errors = jest.spyOn(console, 'error');
  const { calls } = bookcarsNotifications(rows());
  const { user } = renderWithProviders({ path: '/notifications', preloadedState: signedInState });
  const [first] = await screen.findAllByTestId('notification', {}, { timeout: 10_000 });
  expect(await screen.findByTestId('unread-count')).toHaveTextContent('2');

  await user.click(within(first!).getByRole('button', { name: 'Mark as read' }));
  await waitFor(() =>
    expect(screen.getByTestId('notification-summary')).toHaveTextContent('3 notifications, 1 unread'),
  );
  await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('1'));
  expect(calls.find((call) => call.path === '/api/mark-notifications-as-read/u1')?.body).toEqual({ ids: ['n1'] });

  await user.click(within(screen.getAllByTestId('notification')[0]!).getByRole('button', { name: 'Mark as unread' }));
  await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('2'));

  await user.click(within(screen.getAllByTestId('notification')[1]!).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
  expect(screen.queryByText(/6720f1c4a3b9e10012ab0b02/)).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('1'));
  // BookCars' bare "OK" is a success: no error was reported to the driver.
  expect(errors).not.toHaveBeenCalledWith('API error', expect.anything());
});

it('says there are no notifications when a BookCars server answers an empty page (pageInfo: [])', async () => {
  bookcarsNotifications([]);
  renderWithProviders({ path: '/notifications', preloadedState: signedInState });
  expect(await screen.findByText(/You have no notifications/, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
});
