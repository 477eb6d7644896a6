import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../test/support/fakeApi';
import { renderWithProviders } from '../../../test/support/renderWithProviders';

beforeEach(() => fakeApi({}));

it('switches the language in place and remembers it', async () => {
  const { user, store } = renderWithProviders({ path: '/faq' });
  await user.click(await screen.findByRole('button', { name: 'Language: English' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
  expect(store.getState().preferences.language).toBe('es');
  expect(window.localStorage.getItem('bc-fe-language')).toBe('es');
  await waitFor(() => expect(document.documentElement.lang).toBe('es'));
});

it('switches the currency and remembers it', async () => {
  const { user, store } = renderWithProviders({ path: '/faq' });
  await user.click(await screen.findByRole('button', { name: 'Currency: EUR' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'GBP (£)' }));
  expect(await screen.findByRole('button', { name: 'Currency: GBP' })).toBeInTheDocument();
  expect(store.getState().preferences.currency).toBe('GBP');
  expect(window.localStorage.getItem('bc-fe-currency')).toBe('GBP');
});

it('links to every informational page from the menu', async () => {
  const { user } = renderWithProviders({ path: '/about' });
  await user.click(await screen.findByRole('button', { name: /menu/i }));
  const items = await screen.findAllByRole('menuitem');
  expect(items.map((item) => item.getAttribute('href'))).toEqual([
    '/',
    '/suppliers',
    '/locations',
    '/about',
    '/tos',
    '/privacy',
    '/cookie-policy',
    '/faq',
    '/contact',
  ]);
});

it('shows the not-found page for an unknown path', async () => {
  renderWithProviders({ path: '/nowhere' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Page not found | DriveMarket'));
});
