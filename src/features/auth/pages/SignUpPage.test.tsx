import { configure, screen, waitFor } from '@testing-library/react';
import { aLocalUser, aUser, aUserSummary } from '@test/factories/user';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import type { EmailPayload, SignUpPayload } from '../api/authApi';

// Pages load lazily and this machine is shared: give them time.
configure({ asyncUtilTimeout: 5000 });

const USER = aUser({ _id: 'u9', email: 'new@example.com', fullName: 'New Driver', verified: false });
const SUMMARY = aUserSummary(USER);

type User = ReturnType<typeof renderWithProviders>['user'];
const emailField = () => screen.getByRole('textbox', { name: /^e-mail address/i });

async function fill(user: User, overrides: Partial<Record<'birthDate' | 'confirm' | 'phone', string>> = {}) {
  await user.type(await screen.findByRole('textbox', { name: /^full name/i }), 'New Driver');
  await user.type(emailField(), 'new@example.com');
  await user.type(screen.getByRole('textbox', { name: /^phone number/i }), overrides.phone ?? '+33 6 12 34 56 78');
  await user.type(screen.getByLabelText(/^birth date/i), overrides.birthDate ?? '1990-04-12');
  await user.type(screen.getByLabelText(/^password/i), 'secret-1');
  await user.type(screen.getByLabelText(/^confirm password/i), overrides.confirm ?? 'secret-1');
}

it('creates the account, signs in and lands home', async () => {
  const api = fakeApi({
    'POST /api/sign-up': () => ({ status: 200, body: true }),
    'POST /api/sign-in/frontend': () => ({ status: 200, body: SUMMARY }),
    'GET /api/user/u9': () => ({ status: 200, body: USER }),
  });
  const { user, router, store } = renderWithProviders({ path: '/sign-up' });
  await fill(user);
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(api.calls.find((call) => call.path === '/api/sign-up')?.body).toEqual({
    fullName: 'New Driver',
    email: 'new@example.com',
    phone: '+33 6 12 34 56 78',
    birthDate: '1990-04-12T00:00:00.000Z',
    password: 'secret-1',
    language: 'en',
  } satisfies SignUpPayload);
  expect(store.getState().session.user).toMatchObject({ _id: 'u9', verified: false });
});

it('offers an unverified driver, on every page, to resend the confirmation link', async () => {
  const api = fakeApi({
    'GET /api/user/u9': () => ({ status: 200, body: USER }),
    'POST /api/resend-link': () => ({ status: 200, body: true }),
  });
  const { user } = renderWithProviders({ path: '/about', preloadedState: { session: { user: aLocalUser(USER) } } });
  await user.click(await screen.findByRole('button', { name: 'Resend the link' }));
  expect(await screen.findByText('Validation email sent.')).toBeInTheDocument();
  expect(api.calls.find((call) => call.path === '/api/resend-link')?.body).toEqual({
    email: 'new@example.com',
  } satisfies EmailPayload);
});

it('says when the confirmation link could not be sent', async () => {
  fakeApi({
    'GET /api/user/u9': () => ({ status: 200, body: USER }),
    'POST /api/resend-link': () => ({ status: 502, body: { code: 'mail_failed', message: 'smtp down' } }),
  });
  const { user } = renderWithProviders({ path: '/about', preloadedState: { session: { user: aLocalUser(USER) } } });
  await user.click(await screen.findByRole('button', { name: 'Resend the link' }));
  expect(await screen.findByText('An error occurred while sending validation email.')).toBeInTheDocument();
});

it("shows the spec's messages for the phone, the age, the confirmation and the terms", async () => {
  const api = fakeApi({});
  const { user } = renderWithProviders({ path: '/sign-up' });
  const tooYoung = new Date();
  tooYoung.setUTCFullYear(tooYoung.getUTCFullYear() - 17);
  await fill(user, { phone: '12ab', birthDate: tooYoung.toISOString().slice(0, 10), confirm: 'secret-2' });
  await user.click(screen.getByRole('button', { name: 'Sign up' }));

  expect(await screen.findByText('Please fix errors')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^phone number/i })).toHaveAccessibleDescription('Invalid phone number');
  expect(screen.getByLabelText(/^birth date/i)).toHaveAccessibleDescription(
    'The driver must be at least 18 years old.',
  );
  expect(screen.getByLabelText(/^confirm password/i)).toHaveAccessibleDescription("Passwords don't match");
  expect(screen.getByText('Please accept the terms of use.')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('says a registered address is taken, under the e-mail field, keeping everything typed', async () => {
  fakeApi({ 'POST /api/sign-up': () => ({ status: 400, body: { code: 'email_taken', message: 'taken' } }) });
  const { user } = renderWithProviders({ path: '/sign-up' });
  await fill(user);
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));

  await waitFor(() => expect(emailField()).toHaveAccessibleDescription('This email address is already registered.'));
  expect(screen.getByRole('textbox', { name: /^full name/i })).toHaveValue('New Driver');
  expect(screen.getByLabelText(/^password/i)).toHaveValue('secret-1');
});

it('uses the generic sign-up message when the server fails', async () => {
  fakeApi({ 'POST /api/sign-up': () => ({ status: 500, body: { code: 'internal_error', message: 'boom' } }) });
  const { user } = renderWithProviders({ path: '/sign-up' });
  await fill(user);
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during sign up.');
  expect(emailField()).toHaveValue('new@example.com');
});

it('is translated into French', async () => {
  fakeApi({});
  renderWithProviders({ path: '/sign-up', preloadedState: { preferences: { language: 'fr', currency: 'EUR' } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'S’inscrire' })).toBeInTheDocument();
});
