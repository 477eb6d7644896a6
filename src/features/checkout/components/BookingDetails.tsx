import { chakra, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CarPicture } from '@/components/CarPicture';
import { LocationTime } from '@/components/LocationTime';
import { PriceBreakdownTable } from '@/components/money/PriceBreakdownTable';
import type { Money } from '@/components/money/useMoney';
import type { PriceBreakdown } from '@/domain/pricing';
import type { CarDetails, Location } from '@/features/cars/api/carsApi';
import { extraMessages } from '../checkoutMessages';

/** One term of the summary list and its value. */
function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <chakra.dt fontWeight="semibold">{label}</chakra.dt>
      <chakra.dd>{children}</chakra.dd>
    </>
  );
}

interface BookingDetailsProps {
  car: CarDetails;
  pickup: Location;
  dropOff: Location;
  from: string;
  to: string;
  breakdown: PriceBreakdown;
  money: Money;
}

/** "Your booking details": days, car, supplier, places and times, the cost line by line, the deposit. */
export function BookingDetails({ car, pickup, dropOff, from, to, breakdown, money }: BookingDetailsProps) {
  const intl = useIntl();
  return (
    <Stack
      as="section"
      aria-labelledby="checkout-details-title"
      gap="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Heading as="h2" size="lg" id="checkout-details-title">
        <FormattedMessage
          id="checkout.details.title"
          defaultMessage="Your booking details"
          description="Heading of the booking summary"
        />
      </Heading>
      <HStack gap="4" align="start" wrap="wrap">
        <CarPicture car={car} width="160px" />
        <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="1" fontSize="sm" flex="1" minW="240px">
          <Fact
            label={
              <FormattedMessage
                id="checkout.details.car"
                defaultMessage="Car"
                description="Label in the booking summary"
              />
            }
          >
            {car.name}
          </Fact>
          <Fact
            label={
              <FormattedMessage
                id="checkout.details.supplier"
                defaultMessage="Supplier"
                description="Label in the booking summary"
              />
            }
          >
            {car.supplier.fullName}
          </Fact>
          <Fact
            label={
              <FormattedMessage
                id="checkout.details.days"
                defaultMessage="Duration"
                description="Label in the booking summary"
              />
            }
          >
            <FormattedMessage
              id="checkout.details.daysValue"
              defaultMessage="{days, plural, one {# day} other {# days}}"
              description="Rental duration in days"
              values={{ days: breakdown.days }}
            />
          </Fact>
          <Fact
            label={
              <FormattedMessage
                id="checkout.details.pickup"
                defaultMessage="Pick-up"
                description="Label in the booking summary"
              />
            }
          >
            <FormattedMessage
              id="checkout.details.placeTime"
              defaultMessage="{place}, {time}"
              description="A location and a date-time"
              values={{ place: pickup.name, time: <LocationTime value={from} timeZone={pickup.timeZone} /> }}
            />
          </Fact>
          <Fact
            label={
              <FormattedMessage
                id="checkout.details.dropOff"
                defaultMessage="Drop-off"
                description="Label in the booking summary"
              />
            }
          >
            <FormattedMessage
              id="checkout.details.placeTime"
              defaultMessage="{place}, {time}"
              description="A location and a date-time"
              values={{ place: dropOff.name, time: <LocationTime value={to} timeZone={dropOff.timeZone} /> }}
            />
          </Fact>
          <Fact
            label={
              <FormattedMessage
                id="checkout.details.deposit"
                defaultMessage="Deposit"
                description="Label in the booking summary"
              />
            }
          >
            {breakdown.depositCents > 0 ? (
              <FormattedMessage
                id="checkout.details.depositValue"
                defaultMessage="{amount}, held at pick-up and returned with the car"
                description="The car's deposit"
                values={{ amount: money.format(breakdown.depositCents) }}
              />
            ) : (
              <FormattedMessage
                id="checkout.details.noDeposit"
                defaultMessage="No deposit"
                description="The car has no deposit"
              />
            )}
          </Fact>
        </Grid>
      </HStack>
      <PriceBreakdownTable
        breakdown={breakdown}
        money={money}
        extraName={(kind) => intl.formatMessage(extraMessages[kind])}
        caption={
          <FormattedMessage
            id="checkout.cost.caption"
            defaultMessage="Cost of the rental"
            description="Hidden caption of the checkout cost table"
          />
        }
        totalLabel={
          <FormattedMessage id="checkout.cost.total" defaultMessage="Total cost" description="Cost table total row" />
        }
        totalTestId="checkout-total"
      />
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="checkout.details.perDay"
          defaultMessage="That is {price} per day on average."
          description="Average price per day under the cost table"
          values={{ price: money.format(breakdown.perDayCents) }}
        />
      </Text>
    </Stack>
  );
}
