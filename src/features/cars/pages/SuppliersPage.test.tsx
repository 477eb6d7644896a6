import { screen, within } from '@testing-library/react';
import { env } from '@/config/env';
import { aListedSupplier } from '@test/factories/supplier';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { SuppliersPage } from './SuppliersPage';

const SUPPLIERS = [
  aListedSupplier({ _id: 's2', fullName: 'Kestrel Mobility', avatar: null, carCount: 1 }),
  aListedSupplier({ _id: 's1', fullName: 'Atlas Drive', avatar: 'atlas-drive.svg', carCount: 12 }),
  aListedSupplier({ _id: 's3', fullName: 'azur Location', avatar: 'azur location.svg', carCount: 0 }),
];

function renderPage() {
  return renderWithProviders({ path: '/suppliers', routes: [{ path: '/suppliers', element: <SuppliersPage /> }] });
}

it('lists every supplier by name, with its logo or its name, and its number of cars', async () => {
  fakeApi({ 'GET /api/all-suppliers': () => ({ status: 200, body: SUPPLIERS }) });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Our suppliers' })).toBeInTheDocument();

  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading', { level: 2 }))).toEqual([
    screen.getByRole('heading', { level: 2, name: 'Atlas Drive' }),
    screen.getByRole('heading', { level: 2, name: 'azur Location' }),
    screen.getByRole('heading', { level: 2, name: 'Kestrel Mobility' }),
  ]);

  const logo = within(items[0]!).getByRole('img', { name: 'Atlas Drive' });
  expect(logo).toHaveAttribute('src', '/cdn/suppliers/atlas-drive.svg');
  expect(logo).toHaveAttribute('height', '30');
  expect(within(items[1]!).getByRole('img', { name: 'azur Location' })).toHaveAttribute(
    'src',
    '/cdn/suppliers/azur%20location.svg',
  );
  // No logo: the supplier is still there, named in text.
  expect(within(items[2]!).queryByRole('img')).not.toBeInTheDocument();
  expect(items[2]).toHaveTextContent('Kestrel Mobility');

  expect(items[0]).toHaveTextContent('12 cars');
  expect(items[1]).toHaveTextContent('0 cars');
  expect(items[2]).toHaveTextContent('1 car');
  expect(items[2]).not.toHaveTextContent('1 cars');
});

it('leaves the count out when the answer has none', async () => {
  fakeApi({
    'GET /api/all-suppliers': () => ({ status: 200, body: [{ _id: 's1', fullName: 'Atlas Drive', avatar: null }] }),
  });
  renderPage();
  const item = await screen.findByRole('listitem');
  expect(item).toHaveTextContent('Atlas Drive');
  expect(item).not.toHaveTextContent(/car/);
});

it('says when there is no supplier', async () => {
  fakeApi({ 'GET /api/all-suppliers': () => ({ status: 200, body: [] }) });
  renderPage();
  expect(await screen.findByText('There are no suppliers yet.')).toBeInTheDocument();
});

it('shows a failure in place, with a retry that asks again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  let attempts = 0;
  fakeApi({
    'GET /api/all-suppliers': () =>
      ++attempts === 1
        ? { status: 500, body: { code: 'server_error', message: 'boom' } }
        : { status: 200, body: SUPPLIERS },
  });
  const { user } = renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('An unhandled error occurred.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { level: 2, name: 'Atlas Drive' })).toBeInTheDocument();
  expect(attempts).toBe(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('is the not-found page when suppliers are hidden, and asks nothing', async () => {
  jest.replaceProperty(env, 'hideSuppliers', true);
  const api = fakeApi({ 'GET /api/all-suppliers': () => ({ status: 200, body: SUPPLIERS }) });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeInTheDocument();
  expect(screen.queryByText('Atlas Drive')).not.toBeInTheDocument();
  expect(api.calls).toEqual([]);
});
