import { Box, Link, Text } from '@chakra-ui/react';
import { defineMessage, FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FormError } from '@/components/form/FormError';
import { useMoney } from '@/components/money/useMoney';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { cancellationRefundCents } from '@/domain/bookingMoney';
import { paths } from '@/config/paths';
import { useCancelBookingMutation, useDeleteBookingMutation, type Booking } from '../api/bookingsApi';
import { actionErrorMessage } from './actionError';
import { moneyOfBooking } from './BookingMoneyFacts';
import { refundTiming } from './BookingRefunds';

/** Spec §4: what the driver reads once a cancel request is recorded. */
export const cancelSubmittedMessage = defineMessage({
  id: 'bookings.cancel.submitted',
  defaultMessage: 'Your cancel request has been submitted. The provider will contact you to finalize the cancellation.',
  description: 'Message after a cancel request was recorded',
});

export const deletedMessage = defineMessage({
  id: 'bookings.delete.done',
  defaultMessage: 'The booking was deleted.',
  description: 'Message after a booking was deleted',
});

/** Spec §9 terms: the 24-hour refund rule, shown before any cancel request. */
export function CancellationTerms() {
  return (
    <Text data-testid="cancellation-terms">
      <FormattedMessage
        id="bookings.cancel.terms"
        defaultMessage="Terms of use: a cancellation made at least 24 hours before the start of the rental may be fully refunded; under 24 hours, a cancellation fee may apply. The provider confirms the final amount. <link>Read the terms of use</link>"
        description="The 24-hour refund terms shown before confirming a cancel request"
        values={{
          link: (chunks) => (
            <Link asChild textDecoration="underline">
              <RouterLink to={paths.tos} target="_blank" rel="noopener">
                {chunks}
              </RouterLink>
            </Link>
          ),
        }}
      />
    </Text>
  );
}

function BookingSummary({ booking }: { booking: Booking }) {
  return (
    <Text fontWeight="semibold">
      <FormattedMessage
        id="bookings.dialog.summary"
        defaultMessage="{car}, {from} to {to}"
        description="Which booking a dialog is about"
        values={{
          car: booking.car.name,
          from: <FormattedDate value={booking.from} dateStyle="medium" timeZone={booking.pickupLocation.timeZone} />,
          to: <FormattedDate value={booking.to} dateStyle="medium" timeZone={booking.dropOffLocation.timeZone} />,
        }}
      />
    </Text>
  );
}

/** What a confirmed cancellation refunds (`src/domain/bookingMoney.ts`), said before the driver asks. */
function CancellationRefund({ booking }: { booking: Booking }) {
  const money = useMoney();
  const refundCents = cancellationRefundCents(moneyOfBooking(booking));
  if (refundCents === 0) {
    return (
      <Text data-testid="cancellation-refund">
        <FormattedMessage
          id="bookings.cancel.nothingToRefund"
          defaultMessage="Nothing was paid online for this booking, so there is nothing to refund."
          description="Cancel dialog: a booking paid at pick-up has no refund"
        />
      </Text>
    );
  }
  return (
    <Box data-testid="cancellation-refund">
      <Text fontWeight="semibold">
        <FormattedMessage
          id="bookings.cancel.refund"
          defaultMessage="Once the provider confirms the cancellation, {amount} paid online will be refunded to you."
          description="Cancel dialog: the amount a confirmed cancellation refunds"
          values={{ amount: money.format(refundCents) }}
        />
      </Text>
      <Text>
        <FormattedMessage {...refundTiming} />
      </Text>
    </Box>
  );
}

interface DialogProps {
  booking: Booking;
  onClose: () => void;
  onDone: (message: MessageDescriptor) => void;
}

export function CancelDialog({ booking, onClose, onDone }: DialogProps) {
  const intl = useIntl();
  const [cancel, { isLoading, error, reset }] = useCancelBookingMutation();
  return (
    <ConfirmDialog
      open
      title={intl.formatMessage({
        id: 'bookings.cancel.title',
        defaultMessage: 'Request the cancellation of this booking?',
        description: 'Title of the cancel dialog',
      })}
      confirmLabel={intl.formatMessage({
        id: 'bookings.cancel.confirm',
        defaultMessage: 'Request cancellation',
        description: 'Confirm button of the cancel dialog',
      })}
      loading={isLoading}
      onClose={() => {
        reset();
        onClose();
      }}
      onConfirm={() => {
        void cancel({ id: booking._id })
          .unwrap()
          .then(() => onDone(cancelSubmittedMessage))
          .catch(() => undefined);
      }}
    >
      <BookingSummary booking={booking} />
      <CancellationRefund booking={booking} />
      <CancellationTerms />
      {error && <FormError message={actionErrorMessage(error)} />}
    </ConfirmDialog>
  );
}

export function DeleteDialog({ booking, onClose, onDone }: DialogProps) {
  const intl = useIntl();
  const [remove, { isLoading, error, reset }] = useDeleteBookingMutation();
  return (
    <ConfirmDialog
      open
      title={intl.formatMessage({
        id: 'bookings.delete.title',
        defaultMessage: 'Delete this booking?',
        description: 'Title of the delete dialog',
      })}
      confirmLabel={intl.formatMessage({
        id: 'bookings.delete.confirm',
        defaultMessage: 'Delete',
        description: 'Confirm button of the delete dialog',
      })}
      loading={isLoading}
      onClose={() => {
        reset();
        onClose();
      }}
      onConfirm={() => {
        void remove({ id: booking._id })
          .unwrap()
          .then(() => onDone(deletedMessage))
          .catch(() => undefined);
      }}
    >
      <BookingSummary booking={booking} />
      <Text>
        <FormattedMessage
          id="bookings.delete.text"
          defaultMessage="It will disappear from your bookings. This cannot be undone."
          description="Body of the delete dialog"
        />
      </Text>
      {error && <FormError message={actionErrorMessage(error)} />}
    </ConfirmDialog>
  );
}
