import { screen } from '@testing-library/react';
import { fakeApi } from '@test/support/fakeApi';
import { driverHandlers, signedInState } from '@test/support/signedInDriver';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { aBooking } from '@test/factories/booking';
import type { Booking } from '../api/bookingsApi';
import { CancelDialog } from './SingleActionDialogs';

function renderDialog(booking: Booking) {
  fakeApi({ ...driverHandlers });
  return renderWithProviders({
    preloadedState: signedInState,
    routes: [{ path: '/', element: <CancelDialog booking={booking} onClose={() => {}} onDone={() => {}} /> }],
  });
}

it('says how much a confirmed cancellation refunds, and how it comes back, before the driver asks', async () => {
  // Paid in full online: 155 rental + 500 deposit, after an earlier refund of 20.
  renderDialog(aBooking({ paidOnline: 635 }));
  const refund = await screen.findByTestId('cancellation-refund');
  expect(refund).toHaveTextContent(
    'Once the provider confirms the cancellation, 635 € paid online will be refunded to you.',
  );
  expect(refund).toHaveTextContent(
    'The money goes back to the card or PayPal account you paid with, usually within 5 to 10 business days.',
  );
  expect(screen.getByRole('button', { name: 'Request cancellation' })).toBeInTheDocument();
});

it('says there is nothing to refund for a booking paid at pick-up', async () => {
  renderDialog(aBooking({ status: 'pending', payLater: true, isPayedInFull: false, paidOnline: 0 }));
  expect(await screen.findByTestId('cancellation-refund')).toHaveTextContent(
    'Nothing was paid online for this booking, so there is nothing to refund.',
  );
});
