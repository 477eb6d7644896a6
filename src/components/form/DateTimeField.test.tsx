import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { DateTimeField } from './DateTimeField';
import { toLocalInput } from './localDateTime';

function Harness({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField label="Pick-up date and time" value={value} onChange={setValue} error={error} />
      <output aria-label="value">{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

function renderField(initial: string, error?: string) {
  return renderWithProviders({ routes: [{ path: '/', element: <Harness initial={initial} error={error} /> }] });
}
const value = () => screen.getByRole('status', { name: 'value' }).textContent;

it('names the moment in words beside its label, and opens a calendar on the chosen day', async () => {
  const { user } = renderField('2030-03-15T10:00');
  const field = await screen.findByRole('button', { name: 'Pick-up date and time Fri, Mar 15, 2030, 10:00 AM' });
  expect(field).toHaveAttribute('aria-expanded', 'false');

  await user.click(field);
  const dialog = await screen.findByRole('dialog', { name: 'Pick-up date and time' });
  expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(within(dialog).getByRole('table', { name: 'March 2030' })).toBeInTheDocument();
  const chosen = within(dialog).getByRole('button', { name: 'Friday, March 15, 2030' });
  expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(chosen).toHaveFocus());
  expect(within(dialog).getByRole('combobox', { name: 'Time' })).toHaveDisplayValue('10:00 AM');
});

it('is operated with the keyboard alone: arrows and pages move the day, Enter chooses it, Escape closes', async () => {
  const { user } = renderField('2030-03-15T10:00');
  (await screen.findByRole('button', { name: /^Pick-up date and time/ })).focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Friday, March 15, 2030' })).toHaveFocus());

  await user.keyboard('{ArrowRight}{ArrowDown}');
  expect(within(dialog).getByRole('button', { name: 'Saturday, March 23, 2030' })).toHaveFocus();
  await user.keyboard('{PageDown}');
  expect(within(dialog).getByRole('table', { name: 'April 2030' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Tuesday, April 23, 2030' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(within(dialog).getByRole('button', { name: 'Sunday, April 21, 2030' })).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(value()).toBe('2030-04-21T10:00');
  // Choosing a day moves on to the time.
  const time = within(dialog).getByRole('combobox', { name: 'Time' });
  expect(time).toHaveFocus();
  await user.selectOptions(time, '14:30');
  expect(value()).toBe('2030-04-21T14:30');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const field = screen.getByRole('button', { name: 'Pick-up date and time Sun, Apr 21, 2030, 2:30 PM' });
  expect(field).toHaveFocus();
});

it('does not let a past day be chosen', async () => {
  const now = new Date();
  const today = toLocalInput(new Date(now.getFullYear(), now.getMonth(), now.getDate(), 10));
  const { user } = renderField(today);
  await user.click(await screen.findByRole('button', { name: /^Pick-up date and time/ }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { pressed: true })).toHaveFocus());
  await user.keyboard('{ArrowLeft}');
  const yesterday = document.activeElement as HTMLElement;
  expect(yesterday).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Enter}');
  await user.click(yesterday);
  expect(value()).toBe(today);
});

it('closes on a click elsewhere or a Tab out of it, and on Done, which gives the focus back to the field', async () => {
  const { user } = renderField('2030-03-15T10:00');
  const field = await screen.findByRole('button', { name: /^Pick-up date and time/ });
  await user.click(field);
  await screen.findByRole('dialog');
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(field);
  await waitFor(() => expect(screen.getByRole('button', { pressed: true })).toHaveFocus());
  await user.tab(); // the time
  await user.tab(); // Done
  await user.tab();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();

  await user.click(field);
  await screen.findByRole('dialog');
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(field).toHaveFocus();
});

it('shows its error under it, tied to the button, and says when no date is chosen', async () => {
  renderField('T10:00', 'Enter a valid date and time.');
  const field = await screen.findByRole('button', { name: 'Pick-up date and time Choose a date' });
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Enter a valid date and time.');
});
