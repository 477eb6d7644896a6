import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import type { Money } from '@/components/money/useMoney';
import { bookingMoney, bookingMoneyRows, paymentChoice, type BookingMoney } from '@/domain/bookingMoney';
import type { Booking } from '../api/bookingsApi';

/** The booking's money from `src/domain/bookingMoney.ts`, the one computation the server and e-mails use too. */
export function moneyOfBooking(booking: Booking): BookingMoney {
  return bookingMoney({
    choice: paymentChoice(booking),
    rentalCents: Math.round(booking.price * 100),
    depositCents: Math.round((booking.deposit ?? booking.car.deposit) * 100),
    paidOnlineCents: Math.round((booking.paidOnline ?? 0) * 100),
  });
}

const labels = defineMessages({
  rental: {
    id: 'bookings.money.rental',
    defaultMessage: 'Rental total',
    description: 'Booking money: rental and extras',
  },
  deposit: {
    id: 'bookings.money.deposit',
    defaultMessage: 'Deposit',
    description: 'Booking money: the car’s security deposit',
  },
  noDeposit: {
    id: 'bookings.money.noDeposit',
    defaultMessage: 'No deposit',
    description: 'Booking money: the car has no deposit',
  },
  paidOnline: {
    id: 'bookings.money.paidOnline',
    defaultMessage: 'Paid online',
    description: 'Booking money: captured online',
  },
  dueOnline: {
    id: 'bookings.money.dueOnline',
    defaultMessage: 'To pay online',
    description: 'Booking money: an online payment not completed',
  },
  atPickup: {
    id: 'bookings.money.atPickup',
    defaultMessage: 'Due at pick-up',
    description: 'Booking money: paid at the counter',
  },
  refund: {
    id: 'bookings.money.refund',
    defaultMessage: 'To be refunded',
    description: 'Booking money: paid online above the new price, owed back to the driver',
  },
});

interface Row {
  key: keyof typeof labels;
  value: string;
}

function rows(m: BookingMoney, money: Money, noDeposit: string): Row[] {
  return bookingMoneyRows(m).map(({ key, cents }) => ({
    key,
    value: key === 'deposit' && cents === 0 ? noDeposit : money.format(cents),
  }));
}

/**
 * The booking's amounts, the same lines wherever a booking is shown: as term/description pairs in
 * the booking page's list (`dl`), or as a compact list under the price in My bookings.
 */
export function BookingMoneyFacts({
  booking,
  money,
  compact = false,
}: {
  booking: Booking;
  money: Money;
  compact?: boolean;
}) {
  const intl = useIntl();
  const list = rows(moneyOfBooking(booking), money, intl.formatMessage(labels.noDeposit));
  if (compact) {
    return (
      <Stack as="dl" gap="0" fontSize="xs" color="fg.muted" data-testid="booking-money">
        {list
          .filter((row) => row.key !== 'rental')
          .map((row) => (
            // Under the price: right-aligned in the table's column, left-aligned on a phone's card.
            <Flex key={row.key} data-money={row.key} justify={{ base: 'start', md: 'end' }} gap="1.5">
              <Text as="dt">{intl.formatMessage(labels[row.key])}</Text>
              <Text as="dd" m="0" fontWeight="semibold">
                {row.value}
              </Text>
            </Flex>
          ))}
      </Stack>
    );
  }
  return (
    <>
      {list.map((row) => (
        <Box key={row.key} display="contents" data-money={row.key}>
          <Text as="dt" fontWeight="semibold" color="fg.muted">
            {intl.formatMessage(labels[row.key])}
          </Text>
          <Text
            as="dd"
            m="0"
            fontWeight={row.key === 'atPickup' || row.key === 'refund' || row.key === 'dueOnline' ? 'bold' : undefined}
          >
            {row.value}
          </Text>
        </Box>
      ))}
    </>
  );
}
