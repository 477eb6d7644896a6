import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { DRIVER, signedInState } from '@test/support/signedInDriver';

const DRAFT_KEY = 'checkout-draft:/checkout?car=c1&from=2027-01-10';

afterEach(() => window.sessionStorage.clear());

it('keeps a half-typed checkout when the start-up check finds the session ended (signed out in another tab)', async () => {
  window.sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ license: 'B-123', driver: { phone: '+33 6 12 34 56 78' } }),
  );
  window.localStorage.setItem('bc-fe-user', JSON.stringify(DRIVER));
  // The server no longer knows the session.
  const api = fakeApi({
    'GET /api/user/u1': () => ({ status: 401, body: { code: 'unauthorized', message: 'No session' } }),
  });
  const { store } = renderWithProviders({ path: '/faq', preloadedState: signedInState });

  // The header stops showing the driver...
  expect(await screen.findByRole('link', { name: /sign in/i })).toBeInTheDocument();
  await waitFor(() => expect(store.getState().session.user).toBeNull());
  expect(window.localStorage.getItem('bc-fe-user')).toBeNull();
  expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /api/user/u1');
  // ...and what this tab typed at checkout is still there to come back to.
  expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ license: 'B-123' });
});
