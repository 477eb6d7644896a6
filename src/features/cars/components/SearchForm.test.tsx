import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { SearchForm } from './SearchForm';

const PARIS = { _id: 'paris-cdg', name: 'Paris Charles de Gaulle Airport', timeZone: 'Europe/Paris' };
type User = ReturnType<typeof userEvent.setup>;

function renderForm({
  minPickupHours,
  minRentalHours,
  minPickupDropoffHour = 0,
  maxPickupDropoffHour = 23,
}: {
  minPickupHours: number;
  minRentalHours: number;
  minPickupDropoffHour?: number;
  maxPickupDropoffHour?: number;
}) {
  const { calls } = fakeApi({
    'GET /api/settings': () => ({
      status: 200,
      body: { minPickupHours, minRentalHours, minPickupDropoffHour, maxPickupDropoffHour },
    }),
  });
  const rendered = renderWithProviders({
    preloadedState: {
      searchDraft: { pickupLocation: PARIS, dropOffLocation: null, sameLocation: true, from: null, to: null },
    },
    routes: [
      { path: '/', element: <SearchForm /> },
      { path: '/search', element: <p>Results</p> },
    ],
  });
  return { ...rendered, calls };
}

/** Opens a date-time field, moves the day with the arrow keys, chooses it and a time, closes. */
async function choose(user: User, field: RegExp, keys: string, time: string) {
  await user.click(screen.getByRole('button', { name: field }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { pressed: true })).toHaveFocus());
  await user.keyboard(`${keys}{Enter}`);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time' }), time);
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
}

it('refuses a pick-up sooner than the minimum notice of the settings, keeping what was chosen', async () => {
  const { user, calls } = renderForm({ minPickupHours: 3, minRentalHours: 1 });
  await waitFor(() => expect(calls.some((call) => call.path === '/api/settings')).toBe(true));
  // The form starts three days ahead; today at midnight is always less than three hours ahead.
  await choose(user, /^Pick-up date and time/, '{ArrowLeft}{ArrowLeft}{ArrowLeft}', '00:00');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(await screen.findByText('Pick-up must be at least 3 hours from now.')).toBeInTheDocument();
  // (Formik, loaded as the visitor turned to the form, has taken it over: its fields are new.)
  const pickUp = screen.getByRole('button', { name: /^Pick-up date and time/ });
  expect(pickUp).toHaveAccessibleDescription('Pick-up must be at least 3 hours from now.');
  await waitFor(() => expect(pickUp).toHaveFocus());
  expect(pickUp).toHaveAccessibleName(/12:00 AM$/);
  expect(screen.queryByText('Results')).not.toBeInTheDocument();
});

it('refuses a rental shorter than the minimum of the settings, in the singular for one hour', async () => {
  const { user } = renderForm({ minPickupHours: 1, minRentalHours: 1 });
  await screen.findByRole('button', { name: /^Drop-off date and time/ });
  // Drop-off moved back to the pick-up day (three days earlier), half an hour after pick-up at 10:00.
  await choose(user, /^Drop-off date and time/, '{ArrowLeft}{ArrowLeft}{ArrowLeft}', '10:30');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('The rental must last at least 1 hour.')).toBeInTheDocument();
  const dropOff = screen.getByRole('button', { name: /^Drop-off date and time/ });
  expect(dropOff).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(dropOff).toHaveFocus());

  // Fixed in place, the error goes and the search runs with the chosen moments.
  await choose(user, /^Drop-off date and time/, '', '11:00');
  await waitFor(() => expect(screen.queryByText('The rental must last at least 1 hour.')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Results')).toBeInTheDocument();
});

/** The moments the form would search, from its fields as the browser would send them. */
function sentPeriod() {
  const form = screen.getByRole('form', { name: 'Search for a car' }) as HTMLFormElement;
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  return { from: new Date(value('from')).getTime(), to: new Date(value('to')).getTime() };
}

it('carries the drop-off along when the pick-up moves past it, keeping the length of the rental', async () => {
  const { user } = renderForm({ minPickupHours: 1, minRentalHours: 1 });
  await screen.findByRole('button', { name: /^Drop-off date and time/ });
  await waitFor(() => expect(sentPeriod().from).toBeGreaterThan(0));
  const before = sentPeriod();
  // Pick-up a week later, past the drop-off (three days after it by default).
  await choose(user, /^Pick-up date and time/, '{ArrowRight}'.repeat(7), '10:00');
  await waitFor(() => expect(sentPeriod().from).toBeGreaterThan(before.to));
  expect(sentPeriod().to - sentPeriod().from).toBe(before.to - before.from);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Results')).toBeInTheDocument();
});

it('says a drop-off before the pick-up is before it, not too short', async () => {
  const { user } = renderForm({ minPickupHours: 1, minRentalHours: 1 });
  await screen.findByRole('button', { name: /^Drop-off date and time/ });
  // Drop-off moved back four days: the day before the pick-up.
  await choose(user, /^Drop-off date and time/, '{ArrowLeft}'.repeat(4), '10:00');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('The drop-off must be after the pick-up.')).toBeInTheDocument();
  expect(screen.queryByText('The rental must last at least 1 hour.')).not.toBeInTheDocument();
});

it('refuses a pick-up outside the opening hours of the settings, at the location’s clock', async () => {
  const { user, calls } = renderForm({
    minPickupHours: 1,
    minRentalHours: 1,
    minPickupDropoffHour: 8,
    maxPickupDropoffHour: 20,
  });
  await waitFor(() => expect(calls.some((call) => call.path === '/api/settings')).toBe(true));
  // 03:00 at the Paris location.
  await choose(user, /^Pick-up date and time/, '', '03:00');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const message = 'Pick-up and drop-off are possible from 8:00 AM to 8:59 PM, local time at the location.';
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Pick-up date and time/ })).toHaveAccessibleDescription(message);
  expect(screen.queryByText('Results')).not.toBeInTheDocument();

  await choose(user, /^Pick-up date and time/, '', '08:00');
  await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Results')).toBeInTheDocument();
});

it('is a plain GET form to /search, sending the chosen location by its id and the moments, not the typed name', async () => {
  renderForm({ minPickupHours: 1, minRentalHours: 1 });
  const form = await screen.findByRole('form', { name: 'Search for a car' });
  await screen.findByRole('button', { name: /^Pick-up date and time/ });
  expect(form).toHaveAttribute('action', '/search');
  expect(form).toHaveAttribute('method', 'get');
  const fields = [...(form as HTMLFormElement).elements].filter(
    (field): field is HTMLInputElement => field instanceof HTMLInputElement && field.name !== '',
  );
  const sent = new URLSearchParams(fields.map((field) => [field.name, field.value]));
  expect(sent.get('pickup')).toBe(PARIS._id);
  // The form's moments (three days ahead by default), as the search page reads them.
  expect(new Date(sent.get('from')!).getTime()).toBeGreaterThan(Date.now());
  expect(new Date(sent.get('to')!).getTime()).toBeGreaterThan(new Date(sent.get('from')!).getTime());
  // Not the location's name as typed.
  expect([...sent.keys()].sort()).toEqual(['from', 'pickup', 'to']);
});

it('checks a field as the visitor leaves the form, once Formik has taken it over', async () => {
  const { user } = renderForm({ minPickupHours: 1, minRentalHours: 1 });
  const pickup = await screen.findByRole('combobox', { name: /^Pick-up location/ });
  await user.click(pickup);
  await user.clear(pickup);
  await user.keyboard('{Escape}');
  await user.tab();
  await user.click(document.body);
  expect(await screen.findByText('Choose a pick-up location.')).toBeInTheDocument();
});
