import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { aLocalUser, aUser } from '@test/factories/user';
import type { UpdateEmailNotificationsPayload, UpdateLanguagePayload, UpdateUserPayload } from '../api/settingsApi';

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
const phoneField = () => screen.getByRole('textbox', { name: /^phone number/i });

it('shows the profile and saves the changes', async () => {
  const api = fakeApi({
    'GET /api/user/u1': () => ({ status: 200, body: USER }),
    'POST /api/update-user': () => ({ status: 200, body: true }),
  });
  const { user } = renderWithProviders({ path: '/settings', preloadedState: signedIn });
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(phoneField()).toHaveValue('+33612345678');
  expect(screen.getByLabelText(/^birth date/i)).toHaveValue('1990-04-12');
  expect(screen.getByRole('textbox', { name: /^e-mail address/i })).toHaveAttribute('readonly');

  await user.clear(phoneField());
  await user.type(phoneField(), '+33 6 00 11 22 33');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Changes made successfully.')).toBeInTheDocument();
  expect(api.calls.find((call) => call.path === '/api/update-user')?.body).toEqual({
    _id: 'u1',
    fullName: 'Alex Martin',
    phone: '+33 6 00 11 22 33',
    birthDate: '1990-04-12T00:00:00.000Z',
  } satisfies UpdateUserPayload);
});

it('keeps what was typed when the server refuses, and says why', async () => {
  fakeApi({
    'GET /api/user/u1': () => ({ status: 200, body: USER }),
    'POST /api/update-user': () => ({ status: 429, body: { code: 'rate_limited', message: 'slow down' } }),
  });
  const { user } = renderWithProviders({ path: '/settings', preloadedState: signedIn });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  await user.clear(phoneField());
  await user.type(phoneField(), '+33 6 00 11 22 33');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
  expect(phoneField()).toHaveValue('+33 6 00 11 22 33');
});

it('asks for an image when the photo is not one', async () => {
  const api = fakeApi({ 'GET /api/user/u1': () => ({ status: 200, body: USER }) });
  renderWithProviders({ path: '/settings', preloadedState: signedIn });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  // A file chooser set to "all files" lets a driver pick anything.
  fireEvent.change(screen.getByLabelText('Photo file'), {
    target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
  });
  expect(await screen.findByText('Please add an image.')).toBeInTheDocument();
  expect(api.calls.some((call) => call.path.startsWith('/api/update-avatar'))).toBe(false);
});

it('switches e-mail notifications off and confirms', async () => {
  const api = fakeApi({
    'GET /api/user/u1': () => ({ status: 200, body: USER }),
    'POST /api/update-email-notifications': () => ({ status: 200, body: true }),
  });
  const { user } = renderWithProviders({ path: '/settings', preloadedState: signedIn });
  await user.click(await screen.findByRole('checkbox', { name: 'Enable email notifications' }));
  expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
  expect(api.calls.find((call) => call.path === '/api/update-email-notifications')?.body).toEqual({
    _id: 'u1',
    enableEmailNotifications: false,
  } satisfies UpdateEmailNotificationsPayload);
});

it('saves a new language in the profile and updates the local copy only once the server agreed', async () => {
  const api = fakeApi({
    'GET /api/user/u1': () => ({ status: 200, body: USER }),
    'POST /api/update-language': () => ({ status: 200, body: true }),
  });
  const { user, store } = renderWithProviders({ path: '/settings', preloadedState: signedIn });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
  await waitFor(() => expect(store.getState().session.user?.language).toBe('es'));
  expect(api.calls.find((call) => call.path === '/api/update-language')?.body).toEqual({
    id: 'u1',
    language: 'es',
  } satisfies UpdateLanguagePayload);
  expect(JSON.parse(window.localStorage.getItem('bc-fe-user')!).language).toBe('es');
});

it("says so when the language could not be saved, and keeps the profile's", async () => {
  fakeApi({
    'GET /api/user/u1': () => ({ status: 200, body: USER }),
    'POST /api/update-language': () => ({ status: 500, body: { code: 'internal_error', message: 'boom' } }),
  });
  const { user, store } = renderWithProviders({ path: '/settings', preloadedState: signedIn });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');
  // The toast speaks whichever language is loaded when the answer arrives.
  expect(
    await screen.findByText(
      /^(An error occurred while changing language\.|Une erreur s’est produite lors du changement de langue\.)$/,
    ),
  ).toBeInTheDocument();
  expect(store.getState().session.user?.language).toBe('en');
});

it('signs the app out when the session has ended', async () => {
  fakeApi({ 'GET /api/user/u1': () => ({ status: 401, body: { code: 'unauthorized', message: 'expired' } }) });
  window.localStorage.setItem('bc-fe-user', JSON.stringify(LOCAL));
  const { router, store } = renderWithProviders({ path: '/settings', preloadedState: signedIn });
  await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  expect(router.state.location.search).toBe('?from=%2Fsettings');
  expect(store.getState().session.user).toBeNull();
  expect(window.localStorage.getItem('bc-fe-user')).toBeNull();
});

it('offers a retry when the account cannot be loaded', async () => {
  let fail = true;
  fakeApi({
    'GET /api/user/u1': () =>
      fail ? { status: 500, body: { code: 'internal_error', message: 'boom' } } : { status: 200, body: USER },
  });
  const { user } = renderWithProviders({ path: '/settings', preloadedState: signedIn });
  expect(await screen.findByRole('alert')).toHaveTextContent('An unhandled error occurred.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
});
