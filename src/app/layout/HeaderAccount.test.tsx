import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { aLocalUser, aUser } from '@test/factories/user';

configure({ asyncUtilTimeout: 5000 });

const USER = aUser({
  email: 'alex@example.com',
  fullName: 'Alex Martin',
  phone: null,
  birthDate: null,
});
const LOCAL = aLocalUser(USER);

it('offers visitors sign-in and sign-up', async () => {
  fakeApi({});
  renderWithProviders({ path: '/about' });
  expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
});

it('gives a signed-in driver bookings, notifications, settings and sign-out; signing out clears the local data', async () => {
  const api = fakeApi({
    'GET /api/user/u1': () => ({ status: 200, body: USER }),
    'POST /api/sign-out': () => ({ status: 200, body: true }),
  });
  window.localStorage.setItem('bc-fe-user', JSON.stringify(LOCAL));
  window.localStorage.setItem('bc-fe-stay-connected', 'true');
  window.sessionStorage.setItem('draft', 'x');
  const { user, router, store } = renderWithProviders({ path: '/about', preloadedState: { session: { user: LOCAL } } });

  expect(await screen.findByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  const menuButton = screen.getByRole('button', { name: 'Account menu: Alex' });
  await user.click(menuButton);
  const panel = document.getElementById(menuButton.getAttribute('aria-controls')!)!;
  expect(within(panel).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
  expect(within(panel).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await user.click(within(panel).getByRole('button', { name: 'Sign out' }));

  expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/sign-out')).toBe(true);
  expect(window.localStorage.getItem('bc-fe-user')).toBeNull();
  expect(window.localStorage.getItem('bc-fe-stay-connected')).toBeNull();
  expect(window.sessionStorage.getItem('draft')).toBeNull();
  expect(store.getState().session.user).toBeNull();
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});
