import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';

beforeEach(() => fakeApi({}));

it('switches the language in place and remembers it', async () => {
  const { user, store } = renderWithProviders({ path: '/faq' });
  await user.click(await screen.findByRole('button', { name: 'Language: English' }));
  await user.click(await screen.findByRole('button', { name: 'Español' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
  expect(store.getState().preferences.language).toBe('es');
  expect(window.localStorage.getItem('bc-fe-language')).toBe('es');
  await waitFor(() => expect(document.documentElement.lang).toBe('es'));
});

it('switches the currency and remembers it', async () => {
  const { user, store } = renderWithProviders({ path: '/faq' });
  await user.click(await screen.findByRole('button', { name: 'Currency: EUR' }));
  await user.click(await screen.findByRole('button', { name: 'GBP (£)' }));
  expect(await screen.findByRole('button', { name: 'Currency: GBP' })).toBeInTheDocument();
  expect(store.getState().preferences.currency).toBe('GBP');
  expect(window.localStorage.getItem('bc-fe-currency')).toBe('GBP');
});

it('links to every informational page from the menu', async () => {
  const { user } = renderWithProviders({ path: '/about' });
  const menuButton = await screen.findByRole('button', { name: 'Menu' });
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await user.click(menuButton);
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const nav = screen.getByRole('navigation', { name: 'Site menu' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
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
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
  expect(menuButton).toHaveFocus();
});

it('marks the current currency as pressed', async () => {
  const { user } = renderWithProviders({
    path: '/faq',
    preloadedState: { preferences: { language: 'en', currency: 'AUD' } },
  });
  await user.click(await screen.findByRole('button', { name: 'Currency: AUD' }));
  expect(screen.getByRole('button', { name: 'AUD ($)' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'USD ($)' })).toHaveAttribute('aria-pressed', 'false');
});

it('shows the not-found page for an unknown path', async () => {
  renderWithProviders({ path: '/nowhere' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Page not found | DriveMarket'));
});
