import { configure, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { aLocalUser, aUser } from '@test/factories/user';
import type { ChangePasswordPayload } from '../api/settingsApi';

// Pages load lazily and this machine is shared: give them time.
configure({ asyncUtilTimeout: 5000 });

const USER = aUser({
  email: 'alex@example.com',
  fullName: 'Alex Martin',
  phone: '+33612345678',
  birthDate: '1990-04-12T00:00:00.000Z',
});
const LOCAL = aLocalUser(USER);
const signedIn = { session: { user: LOCAL } };

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  current: string,
  next: string,
  confirm = next,
) {
  await user.type(await screen.findByLabelText(/^current password/i), current);
  await user.type(screen.getByLabelText(/^new password/i, { selector: 'input' }), next);
  await user.type(screen.getByLabelText(/^confirm the new password/i), confirm);
}

it('sends the current password in the body, never in the URL, and confirms', async () => {
  const api = fakeApi({
    'GET /api/user/u1': () => ({ status: 200, body: USER }),
    'GET /api/has-password/u1': () => ({ status: 200, body: true }),
    'POST /api/change-password': () => ({ status: 200, body: true }),
  });
  const { user } = renderWithProviders({ path: '/change-password', preloadedState: signedIn });
  await fill(user, 'old-secret', 'new-secret');
  await user.click(screen.getByRole('button', { name: 'Change password' }));

  expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
  expect(api.calls.find((call) => call.path === '/api/change-password')?.body).toEqual({
    _id: 'u1',
    password: 'old-secret',
    newPassword: 'new-secret',
    strict: true,
  } satisfies ChangePasswordPayload);
  expect(api.calls.some((call) => call.path.includes('old-secret'))).toBe(false);
});

it("says 'Wrong password' under the current password and keeps the new one", async () => {
  fakeApi({
    'GET /api/user/u1': () => ({ status: 200, body: USER }),
    'GET /api/has-password/u1': () => ({ status: 200, body: true }),
    'POST /api/change-password': () => ({ status: 204 }),
  });
  const { user } = renderWithProviders({ path: '/change-password', preloadedState: signedIn });
  await fill(user, 'not-it', 'new-secret');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() =>
    expect(screen.getByLabelText(/^current password/i)).toHaveAccessibleDescription('Wrong password'),
  );
  expect(screen.getByLabelText(/^new password/i, { selector: 'input' })).toHaveValue('new-secret');
});

it('refuses a new password equal to the current one, or too short, before calling the API', async () => {
  const api = fakeApi({
    'GET /api/user/u1': () => ({ status: 200, body: USER }),
    'GET /api/has-password/u1': () => ({ status: 200, body: true }),
  });
  const { user } = renderWithProviders({ path: '/change-password', preloadedState: signedIn });
  await fill(user, 'same-secret', 'same-secret');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() =>
    expect(screen.getByLabelText(/^new password/i, { selector: 'input' })).toHaveAccessibleDescription(
      'Please choose a new password that differs from the current one.',
    ),
  );
  await user.clear(screen.getByLabelText(/^new password/i, { selector: 'input' }));
  await user.type(screen.getByLabelText(/^new password/i, { selector: 'input' }), 'abc');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() =>
    expect(screen.getByLabelText(/^new password/i, { selector: 'input' })).toHaveAccessibleDescription(
      'The password must be at least 6 characters long.',
    ),
  );
  expect(api.calls.some((call) => call.path === '/api/change-password')).toBe(false);
});

it("shows the spec's message when the update fails", async () => {
  fakeApi({
    'GET /api/user/u1': () => ({ status: 200, body: USER }),
    'GET /api/has-password/u1': () => ({ status: 200, body: true }),
    'POST /api/change-password': () => ({ status: 500, body: { code: 'internal_error', message: 'boom' } }),
  });
  const { user } = renderWithProviders({ path: '/change-password', preloadedState: signedIn });
  await fill(user, 'old-secret', 'new-secret');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while updating password.');
});

it('sends a visitor to sign in, coming back afterwards', async () => {
  fakeApi({});
  const { router } = renderWithProviders({ path: '/change-password' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  expect(router.state.location.search).toBe('?from=%2Fchange-password');
});
