// The account pages against a BookCars server's answers: sign-in's profile without `verified`,
// `GET /api/user/:id` with BookCars' own fields (location, bio, customerId), updates answered 200
// with no body.
import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { signedInState } from '@test/support/signedInDriver';
import { counterAnswer, OK, signInAnswer, userAnswer } from '@test/fixtures/bookcars/answers';

const account = {
  'GET /api/user/u1': () => ({ status: 200, body: userAnswer }),
  'GET /api/notification-counter/u1': () => ({ status: 200, body: counterAnswer(1) }),
};

it("shows a BookCars driver's profile and saves a change without clearing what the page does not ask", async () => {
  const { calls } = fakeApi({ ...account, 'POST /api/update-user': () => OK });
  const { user } = renderWithProviders({ path: '/settings', preloadedState: signedInState });

  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 })).toBeInTheDocument();
  const phone = screen.getByRole('textbox', { name: /^phone number/i });
  expect(phone).toHaveValue('+355691234567');
  expect(screen.getByLabelText(/^birth date/i)).toHaveValue('1990-04-12');
  expect(screen.getByRole('textbox', { name: /^e-mail address/i })).toHaveValue('demo.driver@example.com');

  await user.clear(phone);
  await user.type(phone, '+355 69 765 4321');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Changes made successfully.')).toBeInTheDocument();
  // BookCars overwrites location and bio with what is sent (absent clears them): they go back as stored.
  expect(calls.find((call) => call.path === '/api/update-user')?.body).toEqual({
    _id: 'u1',
    fullName: 'Demo Driver',
    phone: '+355 69 765 4321',
    birthDate: '1990-04-12T00:00:00.000Z',
    location: 'Tirana',
    bio: 'Weekend trips to the coast.',
  });
});

it("signs in on BookCars' answer (a profile without `verified`) and shows the driver signed in", async () => {
  fakeApi({ ...account, 'POST /api/sign-in/frontend': () => ({ status: 200, body: signInAnswer }) });
  const { user, router } = renderWithProviders({ path: '/sign-in?from=%2Fnotifications' });
  await user.type(
    await screen.findByRole('textbox', { name: /^e-mail address/i }, { timeout: 10_000 }),
    'demo.driver@example.com',
  );
  await user.type(screen.getByLabelText(/^password/i), 'secret-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  // Verified as getUser says: no "confirm your e-mail" banner, the header's unread count shown.
  expect(await screen.findByTestId('unread-count')).toHaveTextContent('1');
  expect(screen.queryByText(/confirm your e-mail|validate your e-mail/i)).not.toBeInTheDocument();
  expect(JSON.parse(window.localStorage.getItem('bc-fe-user')!)).toMatchObject({ _id: 'u1', verified: true });
});
