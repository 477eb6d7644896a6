import { Box, Flex, Grid, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { CarPicture } from '@/components/CarPicture';
import { LocationTime } from '@/components/LocationTime';
import { PriceBreakdownTable } from '@/components/money/PriceBreakdownTable';
import type { Money } from '@/components/money/useMoney';
import { SupplierLogo } from '@/components/SupplierLogo';
import { EXTRA_NAMES } from '@/domain/pricing';
import type { Booking } from '../api/bookingsApi';
import { extraMessages, paymentMessages, statusDescriptions } from '../bookingMessages';
import { BookingMoneyFacts, moneyOfBooking } from './BookingMoneyFacts';
import { BookingRefunds } from './BookingRefunds';
import { StatusBadge } from './StatusBadge';

function paymentOption(booking: Booking) {
  if (booking.status === 'void') return paymentMessages.inProgress;
  return paymentMessages[moneyOfBooking(booking).choice];
}

const dateTime = { dateStyle: 'full', timeStyle: 'short' } as const;

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <Text as="dt" fontWeight="semibold" color="fg.muted">
        {term}
      </Text>
      <Box as="dd" m="0">
        {children}
      </Box>
    </>
  );
}

/** Everything about one booking: car, supplier, where and when, extras, price, deposit, payment and status. */
export function BookingDetails({ booking, money }: { booking: Booking; money: Money }) {
  const intl = useIntl();
  // The lines the booking was sold with, never the car's current prices (none for bookings made before they were stored).
  const breakdown = booking.priceBreakdown;
  const extras = EXTRA_NAMES.filter((name) => booking[name]);
  const days = booking.days ?? breakdown?.days;
  const history = booking.statusHistory ?? [];

  return (
    <Stack gap="6">
      <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
        <CarPicture car={booking.car} width="200px" />
        <Stack gap="1">
          <Heading as="h2" size="lg" id={`booking-${booking._id}-car`}>
            {booking.car.name}
          </Heading>
          <HStack gap="2">
            {booking.supplier.avatar && <SupplierLogo avatar={booking.supplier.avatar} loading="eager" />}
            <Text>{booking.supplier.fullName}</Text>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Text as="span">
              {intl.formatMessage({
                id: 'bookings.details.status',
                defaultMessage: 'Status',
                description: 'Label of the booking status',
              })}
            </Text>
            <StatusBadge status={booking.status} />
            {booking.cancelRequest && booking.status !== 'cancelled' && (
              <Text as="span" color="fg.muted">
                <FormattedMessage
                  id="bookings.details.cancelRequested"
                  defaultMessage="Cancel request submitted"
                  description="Booking waiting for the provider to finalize a cancellation"
                />
              </Text>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(statusDescriptions[booking.status])}
          </Text>
        </Stack>
      </Flex>

      <Grid as="dl" templateColumns={{ base: '1fr', md: 'max-content 1fr' }} columnGap="6" rowGap="2">
        <Fact
          term={intl.formatMessage({
            id: 'bookings.details.reference',
            defaultMessage: 'Booking reference',
            description: 'Label of the booking id',
          })}
        >
          <Text fontFamily="mono">{booking._id}</Text>
        </Fact>
        <Fact
          term={intl.formatMessage({
            id: 'bookings.details.driver',
            defaultMessage: 'Driver',
            description: 'Label of the booking driver',
          })}
        >
          {booking.driver.fullName}
        </Fact>
        <Fact
          term={intl.formatMessage({
            id: 'bookings.details.pickup',
            defaultMessage: 'Pick-up',
            description: 'Label of the pick-up location and time',
          })}
        >
          <Text>{booking.pickupLocation.name}</Text>
          <Text color="fg.muted">
            <LocationTime value={booking.from} timeZone={booking.pickupLocation.timeZone} />
          </Text>
        </Fact>
        <Fact
          term={intl.formatMessage({
            id: 'bookings.details.dropOff',
            defaultMessage: 'Drop-off',
            description: 'Label of the drop-off location and time',
          })}
        >
          <Text>{booking.dropOffLocation.name}</Text>
          <Text color="fg.muted">
            <LocationTime value={booking.to} timeZone={booking.dropOffLocation.timeZone} />
          </Text>
        </Fact>
        {days !== undefined && (
          <Fact
            term={intl.formatMessage({
              id: 'bookings.details.days',
              defaultMessage: 'Rental length',
              description: 'Label of the number of days',
            })}
          >
            <FormattedMessage
              id="bookings.details.dayCount"
              defaultMessage="{count, plural, one {# day} other {# days}}"
              description="Number of rental days"
              values={{ count: days }}
            />
          </Fact>
        )}
        <Fact
          term={intl.formatMessage({
            id: 'bookings.details.extras',
            defaultMessage: 'Extras taken',
            description: 'Label of the extras list',
          })}
        >
          {extras.length === 0 ? (
            <FormattedMessage id="bookings.details.noExtras" defaultMessage="None" description="No extra was taken" />
          ) : (
            <List.Root ps="4">
              {extras.map((name) => (
                <List.Item key={name}>{intl.formatMessage(extraMessages[name])}</List.Item>
              ))}
            </List.Root>
          )}
        </Fact>
        {booking._additionalDriver && (
          <Fact
            term={intl.formatMessage({
              id: 'bookings.details.additionalDriver',
              defaultMessage: 'Additional driver',
              description: 'Label of the additional driver',
            })}
          >
            {booking._additionalDriver.fullName}
          </Fact>
        )}
        <Fact
          term={intl.formatMessage({
            id: 'bookings.details.payment',
            defaultMessage: 'Payment option',
            description: 'Label of the payment option',
          })}
        >
          {intl.formatMessage(paymentOption(booking))}
        </Fact>
        <BookingMoneyFacts booking={booking} money={money} />
        {booking.createdAt && (
          <Fact
            term={intl.formatMessage({
              id: 'bookings.details.createdAt',
              defaultMessage: 'Booked on',
              description: 'Label of the booking date',
            })}
          >
            <FormattedDate value={booking.createdAt} {...dateTime} />
          </Fact>
        )}
      </Grid>

      <BookingRefunds booking={booking} money={money} />

      {breakdown && (
        <Box as="section" aria-labelledby="booking-price-title">
          <Heading as="h2" size="md" mb="2" id="booking-price-title">
            <FormattedMessage
              id="bookings.details.priceTitle"
              defaultMessage="Price breakdown"
              description="Heading of the booking's price table"
            />
          </Heading>
          <PriceBreakdownTable
            breakdown={breakdown}
            money={money}
            extraName={(kind) => intl.formatMessage(extraMessages[kind])}
          />
        </Box>
      )}

      {history.length > 0 && (
        <Box as="section" aria-labelledby="booking-history-title">
          <Heading as="h2" size="md" mb="2" id="booking-history-title">
            <FormattedMessage
              id="bookings.details.history"
              defaultMessage="Status history"
              description="Heading of the booking's status history"
            />
          </Heading>
          <List.Root as="ol" gap="2" ps="4">
            {history.map((entry, index) => (
              <List.Item key={`${entry.changedAt}-${index}`}>
                <HStack gap="2" wrap="wrap">
                  <StatusBadge status={entry.status} />
                  <Text as="span" color="fg.muted">
                    <FormattedDate value={entry.changedAt} {...dateTime} />
                  </Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage(statusDescriptions[entry.status])}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}
