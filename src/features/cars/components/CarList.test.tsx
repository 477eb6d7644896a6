import { screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { CARS_PAGE_SIZE } from '@/config/constants';
import { aCar } from '@test/factories/car';
import { aSupplier } from '@test/factories/supplier';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import type { Car } from '../api/carsApi';
import { NO_FILTERS, parsePage } from '../search/searchParams';
import { searchBody } from '../search/searchRequest';
import { CarList } from './CarList';
import { visiblePages } from './Pagination';

const criteria = { pickup: 'loc1', from: '2030-06-01T10:00:00.000Z', to: '2030-06-04T10:00:00.000Z' };
const body = searchBody(criteria, NO_FILTERS, { currency: 'EUR', rates: undefined, ratesPending: false })!;
const TOTAL = 40; // three pages of 15

function car(index: number): Car {
  return aCar({
    _id: `car${index}`,
    name: `Car number ${index}`,
    dailyPrice: 50,
    deposit: 0,
    cancellation: 0,
    amendments: 0,
    theftProtection: -1,
    fullInsurance: -1,
    additionalDriver: -1,
    multimedia: [],
    rating: null,
    trips: 0,
    // Every other car's supplier takes payment at the counter.
    supplier: aSupplier({
      _id: `s${index % 2}`,
      fullName: index % 2 ? 'Atlas Drive' : 'Costa Wheels',
      payLater: index % 2 === 1,
    }),
  });
}

/** The search page's arrangement: the results heading, then the list, the page read from the URL. */
function Results() {
  const [params] = useSearchParams();
  return (
    <>
      <h2 id="results-title" tabIndex={-1}>
        Results
      </h2>
      <CarList
        mode="classic"
        body={body}
        criteria={criteria}
        page={parsePage(params)}
        headingId="results-title"
        onClearFilters={() => {}}
      />
    </>
  );
}

/** The list, with the settings' online payment when a test gives one, and the number of cars bookable for the dates. */
function renderResults(path: string, { online, bookable }: { online?: 'test' | 'none'; bookable?: number } = {}) {
  const settings = {
    minPickupHours: 1,
    minRentalHours: 1,
    minPickupDropoffHour: 0,
    maxPickupDropoffHour: 23,
    payments: { online },
  };
  const api = fakeApi(
    Object.fromEntries([
      ...(online ? [['GET /api/settings', () => ({ status: 200, body: settings })]] : []),
      ...[1, 2, 3].map((page) => [
        `POST /api/frontend-cars/${page}/${CARS_PAGE_SIZE}`,
        () => {
          const first = (page - 1) * CARS_PAGE_SIZE + 1;
          const count = Math.min(CARS_PAGE_SIZE, TOTAL - first + 1);
          return {
            status: 200,
            body: [
              {
                resultData: Array.from({ length: count }, (_, i) => car(first + i)),
                pageInfo: [{ totalRecords: TOTAL, bookableRecords: bookable }],
              },
            ],
          };
        },
      ]),
    ]),
  );
  return { api, ...renderWithProviders({ path, routes: [{ path: '/search', element: <Results /> }] }) };
}

const carNames = () => screen.getAllByRole('heading', { name: /^Car number/ }).map((heading) => heading.textContent);

it('shows one page of cars at a time, with links to the other pages', async () => {
  const { api } = renderResults('/search');
  expect(await screen.findByText('Car number 1')).toBeInTheDocument();
  // The cards arrive a few at a time (each batch its own short task), all within moments.
  await waitFor(() => expect(carNames()).toHaveLength(CARS_PAGE_SIZE));
  expect(screen.getByTestId('result-count')).toHaveTextContent('40 cars available');

  const nav = screen.getByRole('navigation', { name: 'Result pages' });
  expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', expect.stringContaining('page=3'));
  // No previous page from the first one; no infinite scroll either (only page 1 was asked for).
  expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(api.calls.map((call) => call.path).filter((path) => path !== '/api/settings')).toEqual([
    `/api/frontend-cars/1/${CARS_PAGE_SIZE}`,
  ]);
  expect(screen.queryByRole('button', { name: 'Show more cars' })).not.toBeInTheDocument();
});

it('opens the page in the URL and moves to another page with the keyboard, focus on the results heading', async () => {
  const { user, router } = renderResults('/search?page=2');
  expect(await screen.findByText('Car number 16')).toBeInTheDocument();
  expect(screen.queryByText('Car number 1')).not.toBeInTheDocument();

  const next = screen.getByRole('link', { name: 'Next' });
  next.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Car number 31')).toBeInTheDocument();
  await waitFor(() => expect(carNames()).toHaveLength(TOTAL - 2 * CARS_PAGE_SIZE));
  expect(router.state.location.search).toBe('?page=3');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus());
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await user.click(screen.getByRole('link', { name: 'Page 1' }));
  expect(await screen.findByText('Car number 1')).toBeInTheDocument();
  // Page 1 is the plain search URL, as a new search would write it.
  expect(router.state.location.search).toBe('');
});

it.each([
  [TOTAL, '40 cars available, lowest price first'],
  [31, '40 cars, 31 available for your dates, lowest price first'],
  [0, '40 cars, none available for your dates'],
  [undefined, '40 cars available, lowest price first'],
])('says how many of the cars listed can be booked for the dates (%s)', async (bookable, heading) => {
  renderResults('/search', { bookable });
  await waitFor(() =>
    expect(screen.getByTestId('result-count')).toHaveTextContent(heading, { normalizeWhitespace: true }),
  );
});

it('says on its card that a car cannot be booked when its supplier takes online payment only and the site takes none', async () => {
  renderResults('/search', { online: 'none' });
  const onlineOnly = await screen.findByRole('article', { name: 'Car number 2' });
  await waitFor(() =>
    expect(onlineOnly).toHaveTextContent(
      'Cannot be booked with the payment options available: Costa Wheels takes payment online only, and this site does not take online payments at the moment.',
    ),
  );
  expect(within(onlineOnly).queryByRole('link', { name: 'Choose this car' })).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('article', { name: 'Car number 1' })).getByRole('link', { name: 'Choose this car' }),
  ).toBeInTheDocument();
});

it('offers every car when the site takes online payments', async () => {
  renderResults('/search', { online: 'test' });
  const onlineOnly = await screen.findByRole('article', { name: 'Car number 2' });
  await waitFor(() => expect(within(onlineOnly).getByRole('link', { name: 'Choose this car' })).toBeInTheDocument());
});

it('shows the first, last and neighbouring page numbers, with gaps for the rest', () => {
  expect(visiblePages(1, 1)).toEqual([1]);
  expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  expect(visiblePages(1, 10)).toEqual([1, 2, null, 10]);
  expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  // A gap of one page shows the page itself.
  expect(visiblePages(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  expect(visiblePages(10, 10)).toEqual([1, null, 9, 10]);
});
