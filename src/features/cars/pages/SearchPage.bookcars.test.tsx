// The search page against a BookCars server's answers: a location without a time zone, cars whose
// supplier says nothing of pay later, settings without payment capabilities.
import { screen, waitFor, within } from '@testing-library/react';
import { CARS_PAGE_SIZE } from '@/config/constants';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import {
  bookcarsPage,
  frontendSuppliersAnswer,
  locationAnswer,
  searchCar,
  settingsAnswer,
} from '@test/fixtures/bookcars/answers';

const CARS = `POST /api/frontend-cars/1/${CARS_PAGE_SIZE}`;
const search = '/search?pickup=loc1&from=2030-06-10T10:00:00.000Z&to=2030-06-13T10:00:00.000Z';

function bookcarsSearch(cars: unknown[]) {
  return fakeApi({
    'GET /api/settings': () => ({ status: 200, body: settingsAnswer }),
    'GET /api/location/loc1/en': () => ({ status: 200, body: locationAnswer }),
    'POST /api/frontend-suppliers': () => ({ status: 200, body: frontendSuppliersAnswer }),
    [CARS]: () => ({ status: 200, body: bookcarsPage(cars) }),
  });
}

it('lists the cars of a BookCars server with their supplier and price, each one bookable', async () => {
  bookcarsSearch([searchCar(), searchCar({ _id: 'car2', name: 'Fiat 500', dailyPrice: 30, deposit: 0 })]);
  renderWithProviders({ path: search });

  const peugeot = await screen.findByRole('article', { name: 'Peugeot 208' }, { timeout: 10_000 });
  // The cards arrive a few at a time.
  const fiat = await screen.findByRole('article', { name: 'Fiat 500' });
  await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('2 cars available'));
  expect(peugeot).toHaveTextContent('Atlas Drive');
  // 3 days × 40 € and 3 × 30 €.
  expect(peugeot).toHaveTextContent('120 €');
  expect(fiat).toHaveTextContent('90 €');
  // BookCars' list says nothing of pay later: the checkout decides, the list does not refuse the car.
  for (const card of [peugeot, fiat]) {
    expect(within(card).getByRole('link', { name: 'Choose this car' })).toHaveAttribute(
      'href',
      expect.stringContaining('/checkout?'),
    );
    expect(card).not.toHaveTextContent(/undefined|NaN|\[object|Cannot be booked/);
  }
  // The form shows the place searched by the name BookCars sends.
  expect(await screen.findByDisplayValue('Tirana Airport')).toBeInTheDocument();
});

it('says no car matches when a BookCars server answers an empty page (pageInfo: [])', async () => {
  bookcarsSearch([]);
  renderWithProviders({ path: search });
  await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent(/no cars?/i), { timeout: 10_000 });
  expect(screen.queryAllByRole('article')).toHaveLength(0);
});
