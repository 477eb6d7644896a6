import { act, screen } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { AppLayout } from './AppLayout';

// The toast region's code comes with the first toast: here its download fails, as offline.
jest.mock('@/components/ui/ToastRegion', () => {
  throw Object.assign(new Error('Loading chunk 4298 failed.'), { name: 'ChunkLoadError' });
});

it('says in place that a part could not be downloaded when the toast region cannot be, and keeps the page', async () => {
  fakeApi({});
  renderWithProviders({ routes: [{ element: <AppLayout />, children: [{ path: '/', element: <h1>Page</h1> }] }] });
  expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();

  act(() => void toaster.create({ title: 'Your changes are saved', type: 'success' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be downloaded');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
});
