import { Box, Button, Heading, List, Text } from '@chakra-ui/react';
import { defineMessage, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '@/components/form/FormError';
import type { Money } from '@/components/money/useMoney';
import { useRetryBookingRefundsMutation, type Booking, type BookingRefund } from '../api/bookingsApi';
import { actionErrorMessage } from './actionError';

/**
 * How and when refunded money comes back: PayPal refunds a card payment to that card (a PayPal
 * balance at once); card issuers then take some business days to show it.
 */
export const refundTiming = defineMessage({
  id: 'bookings.refund.timing',
  defaultMessage:
    'The money goes back to the card or PayPal account you paid with, usually within 5 to 10 business days.',
  description: 'How and when a refund reaches the driver (PayPal refunds to the original payment method)',
});

function RefundLine({ refund, money }: { refund: BookingRefund; money: Money }) {
  const amount = money.format(Math.round(refund.amount * 100));
  if (refund.status === 'done') {
    return (
      <FormattedMessage
        id="bookings.refund.done"
        defaultMessage="Refunded {amount} on {date}."
        description="A refund carried out by the payment service"
        values={{ amount, date: <FormattedDate value={refund.completedAt ?? refund.createdAt} dateStyle="long" /> }}
      />
    );
  }
  if (refund.status === 'failed') {
    return (
      <FormattedMessage
        id="bookings.refund.failed"
        defaultMessage="Refund of {amount} failed — we will retry it, and support has been told."
        description="A refund the payment service did not carry out; it stays listed and is retried"
        values={{ amount }}
      />
    );
  }
  return (
    <>
      <FormattedMessage
        id="bookings.refund.pending"
        defaultMessage="Refund of {amount} in progress."
        description="A refund sent to (or being sent to) the payment service"
        values={{ amount }}
      />{' '}
      <FormattedMessage {...refundTiming} />
    </>
  );
}

/** The booking's refunds with their status; a failed one can be retried from here. */
export function BookingRefunds({ booking, money }: { booking: Booking; money: Money }) {
  const intl = useIntl();
  const [retry, { isLoading, error }] = useRetryBookingRefundsMutation();
  const refunds = booking.refunds ?? [];
  if (refunds.length === 0) return null;
  const anyFailed = refunds.some((r) => r.status === 'failed');
  return (
    <Box as="section" aria-labelledby="booking-refunds-title" data-testid="booking-refunds">
      <Heading as="h2" size="md" mb="2" id="booking-refunds-title">
        <FormattedMessage
          id="bookings.refund.title"
          defaultMessage="Refunds"
          description="Heading of a booking's refunds"
        />
      </Heading>
      <List.Root gap="2" ps="4">
        {refunds.map((refund) => (
          <List.Item key={refund._id} data-refund-status={refund.status}>
            <Text as="span" color={refund.status === 'failed' ? 'fg.error' : undefined}>
              <RefundLine refund={refund} money={money} />
            </Text>
          </List.Item>
        ))}
      </List.Root>
      {anyFailed && (
        <Button mt="2" size="sm" variant="outline" loading={isLoading} onClick={() => void retry({ id: booking._id })}>
          {intl.formatMessage({
            id: 'bookings.refund.retry',
            defaultMessage: 'Retry the refund now',
            description: 'Button: send a failed refund to the payment service again',
          })}
        </Button>
      )}
      {error && <FormError message={actionErrorMessage(error)} />}
    </Box>
  );
}
