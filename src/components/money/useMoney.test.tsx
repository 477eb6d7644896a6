import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { useMoney } from './useMoney';

function Price() {
  const money = useMoney();
  return <p>{money.format(10_000)}</p>;
}

it('converts amounts once the rates arrive, without re-rendering its page while they are requested', async () => {
  let renders = 0;
  let answer: (value: { status: number; body: unknown }) => void = () => {};
  fakeApi({ 'GET /api/currency-rates/EUR': () => new Promise((resolve) => (answer = resolve)) });
  renderWithProviders({
    routes: [
      {
        path: '/',
        element: (
          <Profiler id="price" onRender={() => (renders += 1)}>
            <Price />
          </Profiler>
        ),
      },
    ],
    preloadedState: { preferences: { language: 'en', currency: 'USD' } },
  });
  expect(await screen.findByText('100 €')).toBeInTheDocument();
  await act(async () => answer({ status: 200, body: { base: 'EUR', date: '2026-11-20', rates: { USD: 1.5 } } }));
  expect(await screen.findByText('$150')).toBeInTheDocument();
  // A page showing amounts re-renders for the answer, not also for the request starting: at
  // start-up such a re-render of a whole page is a long task.
  expect(renders).toBe(2);
});
