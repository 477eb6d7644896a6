import { act, screen } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { AppLayout } from './AppLayout';

it('starts the toast region only with the first toast, and shows that toast', async () => {
  fakeApi({});
  renderWithProviders({ routes: [{ element: <AppLayout />, children: [{ path: '/', element: <h1>Page</h1> }] }] });
  expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();

  act(() => void toaster.create({ title: 'Your changes are saved', type: 'success' }));
  expect(await screen.findByText('Your changes are saved')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
});
