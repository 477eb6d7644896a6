import { act, screen, waitFor } from '@testing-library/react';
import { useGetSettingsQuery } from '@/features/info/api/infoApi';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { LoadingBar } from './LoadingBar';

function SettingsPage() {
  const { data } = useGetSettingsQuery();
  return <p>{data ? 'Settings loaded' : 'Waiting'}</p>;
}

function renderPageWithBar() {
  renderWithProviders({
    routes: [
      {
        path: '/',
        element: (
          <>
            <LoadingBar />
            <SettingsPage />
          </>
        ),
      },
    ],
  });
}

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

it('shows no loading bar, not even for a moment, when the data arrives quickly', async () => {
  fakeApi({
    'GET /api/settings': () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, body: {} }), 100)),
  });
  let barSeen = false;
  const isBar = (node: Node) =>
    node instanceof Element &&
    (node.matches('[role=progressbar]') || node.querySelector('[role=progressbar]') !== null);
  const observer = new MutationObserver(
    (records) => (barSeen ||= records.some((record) => [...record.addedNodes].some(isBar))),
  );
  observer.observe(document.body, { childList: true, subtree: true });
  renderPageWithBar();
  expect(await screen.findByText('Settings loaded')).toBeInTheDocument();
  observer.disconnect();
  expect(barSeen).toBe(false);
});

it('shows the loading bar once a slow answer has been awaited for a moment, and removes it when the answer is in', async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => {};
  const { calls } = fakeApi({ 'GET /api/settings': () => new Promise((resolve) => (answer = resolve)) });
  renderPageWithBar();
  expect(await screen.findByText('Waiting')).toBeInTheDocument();
  await waitFor(() => expect(calls).toHaveLength(1));
  await wait(100);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(await screen.findByRole('progressbar', { name: 'Loading…' }, { timeout: 2000 })).toBeInTheDocument();

  await act(async () => answer({ status: 200, body: {} }));
  expect(await screen.findByText('Settings loaded')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
