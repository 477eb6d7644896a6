import { configure, screen, waitFor } from '@testing-library/react';
import { aUser, aUserSummary } from '@test/factories/user';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import type { SocialSignInPayload } from '../api/authApi';
import { GoogleSignIn } from './GoogleSignIn';
import { decodeJwtPayload, type GoogleIdentity } from './googleIdentity';

configure({ asyncUtilTimeout: 5000 });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const TOKEN = `${base64url({ alg: 'RS256' })}.${base64url({ email: 'zoé@example.com', name: 'Zoé Lefèvre', picture: 'https://lh3.example/a.png' })}.signature`;
const SUMMARY = aUserSummary(aUser({ _id: 'g1', email: 'zoé@example.com', fullName: 'Zoé Lefèvre' }));

it('reads name, e-mail and picture from the middle of the ID token (UTF-8 included)', () => {
  expect(decodeJwtPayload(TOKEN)).toEqual({
    email: 'zoé@example.com',
    name: 'Zoé Lefèvre',
    picture: 'https://lh3.example/a.png',
  });
  expect(decodeJwtPayload('not-a-jwt')).toBeNull();
  expect(decodeJwtPayload('a.%%%.c')).toBeNull();
});

function renderButton(load: () => Promise<GoogleIdentity>, onSignedIn = jest.fn()) {
  const routes = [{ path: '/', element: <GoogleSignIn clientId="client-1" load={load} onSignedIn={onSignedIn} /> }];
  return { onSignedIn, ...renderWithProviders({ routes }) };
}

it("sends Google's token with the decoded profile and reports the signed-in driver", async () => {
  const api = fakeApi({ 'POST /api/social-sign-in': () => ({ status: 200, body: SUMMARY }) });
  let credential: ((token: string) => void) | undefined;
  const { onSignedIn } = renderButton(async () => ({
    renderButton: (_parent, options) => (credential = options.onCredential),
  }));
  await waitFor(() => expect(credential).toBeDefined());
  credential!(TOKEN);
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SUMMARY));
  expect(api.calls[0]?.body).toEqual({
    socialSignInType: 'google',
    accessToken: TOKEN,
    email: 'zoé@example.com',
    fullName: 'Zoé Lefèvre',
    avatar: 'https://lh3.example/a.png',
    stayConnected: false,
  } satisfies SocialSignInPayload);
});

it('says Google cannot be reached instead of showing a dead button', async () => {
  fakeApi({});
  renderButton(() => Promise.reject(new Error('timed out')));
  expect(await screen.findByText(/Google sign-in cannot be reached right now/)).toBeInTheDocument();
});

it('explains a refused Google token', async () => {
  fakeApi({ 'POST /api/social-sign-in': () => ({ status: 400, body: { code: 'invalid_token', message: 'bad' } }) });
  let credential: ((token: string) => void) | undefined;
  const { onSignedIn } = renderButton(async () => ({
    renderButton: (_parent, options) => (credential = options.onCredential),
  }));
  await waitFor(() => expect(credential).toBeDefined());
  credential!(TOKEN);
  expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in did not work.');
  expect(onSignedIn).not.toHaveBeenCalled();
});
