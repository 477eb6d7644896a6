import { configure, screen, waitFor, within } from '@testing-library/react';
import { aUser, aUserSummary } from '@test/factories/user';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import type { SignInPayload } from '../api/authApi';

// Pages load lazily and this machine is shared: give them time.
configure({ asyncUtilTimeout: 5000 });

const USER = aUser({
  email: 'alex@example.com',
  fullName: 'Alex Martin',
  language: 'fr',
  phone: '+33612345678',
});
const SUMMARY = aUserSummary(USER);

beforeEach(() => window.localStorage.clear());

async function fill(user: ReturnType<typeof renderWithProviders>['user'], password = 'secret-1') {
  await user.type(await screen.findByRole('textbox', { name: /^e-mail address/i }), 'alex@example.com');
  await user.type(screen.getByLabelText(/^password/i), password);
}

it('signs in, keeps the local copy of spec §3, takes the profile language and goes back where the driver came from', async () => {
  const api = fakeApi({
    'POST /api/sign-in/frontend': () => ({ status: 200, body: SUMMARY }),
    'GET /api/user/u1': () => ({ status: 200, body: USER }),
  });
  const { user, router, store } = renderWithProviders({ path: '/sign-in?from=%2Fbooking%3Fb%3D42' });
  await fill(user);
  await user.click(screen.getByRole('checkbox', { name: 'Stay connected' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/booking?b=42'));
  expect(api.calls.find((call) => call.path === '/api/sign-in/frontend')?.body).toEqual({
    email: 'alex@example.com',
    password: 'secret-1',
    stayConnected: true,
  } satisfies SignInPayload);
  expect(JSON.parse(window.localStorage.getItem('bc-fe-user')!)).toMatchObject({ _id: 'u1', language: 'fr' });
  expect(window.localStorage.getItem('bc-fe-user')).not.toContain('secret');
  expect(window.localStorage.getItem('bc-fe-stay-connected')).toBe('true');
  expect(store.getState().preferences.language).toBe('fr');
  expect(window.localStorage.getItem('bc-fe-language')).toBe('fr');
});

it('never follows a return path to another site', async () => {
  fakeApi({
    'POST /api/sign-in/frontend': () => ({ status: 200, body: SUMMARY }),
    'GET /api/user/u1': () => ({ status: 200, body: USER }),
  });
  const { user, router } = renderWithProviders({ path: '/sign-in?from=%2F%2Fevil.example%2F' });
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

it('says the e-mail or password is wrong and keeps what was typed', async () => {
  fakeApi({ 'POST /api/sign-in/frontend': () => ({ status: 204 }) });
  const { user } = renderWithProviders({ path: '/sign-in' });
  await fill(user, 'wrong-one');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
  expect(screen.getByRole('textbox', { name: /^e-mail address/i })).toHaveValue('alex@example.com');
  expect(screen.getByLabelText(/^password/i)).toHaveValue('wrong-one');
  expect(window.localStorage.getItem('bc-fe-user')).toBeNull();
});

it('refuses a suspended account', async () => {
  fakeApi({ 'POST /api/sign-in/frontend': () => ({ status: 200, body: { ...SUMMARY, blacklisted: true } }) });
  const { user, router } = renderWithProviders({ path: '/sign-in' });
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your account is suspended.');
  expect(router.state.location.pathname).toBe('/sign-in');
  expect(window.localStorage.getItem('bc-fe-user')).toBeNull();
});

it('explains rate limiting in words', async () => {
  fakeApi({
    'POST /api/sign-in/frontend': () => ({ status: 429, body: { code: 'rate_limited', message: 'slow down' } }),
  });
  const { user } = renderWithProviders({ path: '/sign-in' });
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
});

it('checks the fields before calling the API', async () => {
  const api = fakeApi({});
  const { user } = renderWithProviders({ path: '/sign-in' });
  await user.type(await screen.findByRole('textbox', { name: /^e-mail address/i }), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Please fix errors')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^e-mail address/i })).toHaveAccessibleDescription(
    'Invalid email address',
  );
  expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription('Please fill in this field.');
  expect(api.calls.filter((call) => call.path.startsWith('/api/sign-in'))).toHaveLength(0);
});

it('offers the forgot-password page and hides Google sign-in without a client id', async () => {
  fakeApi({});
  renderWithProviders({ path: '/sign-in' });
  expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.queryByText(/google/i)).not.toBeInTheDocument();
});

it('is translated into Spanish', async () => {
  fakeApi({});
  renderWithProviders({ path: '/sign-in', preloadedState: { preferences: { language: 'es', currency: 'EUR' } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Mantener la sesión iniciada' })).toBeInTheDocument();
});

it('clears the server error as soon as the driver changes a field', async () => {
  fakeApi({ 'POST /api/sign-in/frontend': () => ({ status: 200, body: { ...SUMMARY, blacklisted: true } }) });
  const { user } = renderWithProviders({ path: '/sign-in' });
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Your account is suspended.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^password/i));
  expect(screen.queryByText('Your account is suspended.')).not.toBeInTheDocument();
});

it("names the empty required fields in the spec's summary, with links that move focus to them", async () => {
  const api = fakeApi({});
  const { user } = renderWithProviders({ path: '/sign-in' });
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  const summary = await screen.findByRole('alert');
  await waitFor(() =>
    expect(summary).toHaveTextContent('Please fix errorsPlease fill in the field(s): E-mail address and Password'),
  );
  // The fields keep their own messages.
  expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription('Please fill in this field.');
  await user.click(within(summary).getByRole('link', { name: 'Password' }));
  expect(screen.getByLabelText(/^password/i)).toHaveFocus();

  // A field filled in leaves the summary.
  await user.type(screen.getByRole('textbox', { name: /^e-mail address/i }), 'alex@example.com');
  await waitFor(() => expect(within(summary).queryByRole('link', { name: 'E-mail address' })).not.toBeInTheDocument());
  expect(within(summary).getByRole('link', { name: 'Password' })).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('says the summary in French', async () => {
  fakeApi({});
  const { user } = renderWithProviders({
    path: '/sign-in',
    preloadedState: { preferences: { language: 'fr', currency: 'EUR' } },
  });
  await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
  const summary = await screen.findByRole('alert');
  await waitFor(() =>
    expect(summary).toHaveTextContent(/Veuillez remplir le\(s\) champ\(s\) : Adresse e-mail et Mot de passe/),
  );
});
