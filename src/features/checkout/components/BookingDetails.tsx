import { Box, chakra, Grid, Heading, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Money } from '@/components/money/useMoney';
import type { PriceBreakdown, PriceLine } from '@/domain/pricing';
import type { CarDetails } from '@/features/cars/api/carsApi';
import { extraMessages, priceLineMessages } from '../checkoutMessages';

/** One term of the summary list and its value. */
function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <chakra.dt fontWeight="semibold">{label}</chakra.dt>
      <chakra.dd>{children}</chakra.dd>
    </>
  );
}

function DateTime({ value }: { value: string }) {
  return <FormattedDate value={value} weekday="short" day="numeric" month="short" year="numeric" hour="numeric" minute="2-digit" />;
}

function LineLabel({ line }: { line: PriceLine }) {
  const intl = useIntl();
  if (line.kind in extraMessages) {
    const name = intl.formatMessage(extraMessages[line.kind as keyof typeof extraMessages]);
    return <>{line.perDay ? intl.formatMessage(priceLineMessages.extraPerDay, { name, count: line.count }) : intl.formatMessage(priceLineMessages.extraOnce, { name })}</>;
  }
  if (line.kind === 'dateBased') {
    const date = line.date ? intl.formatDate(line.date, { day: 'numeric', month: 'short', timeZone: 'UTC' }) : '';
    return <>{intl.formatMessage(priceLineMessages.dateBased, { count: line.count, date })}</>;
  }
  return <>{intl.formatMessage(priceLineMessages[line.kind as 'month' | 'week' | 'threeDays' | 'day'], { count: line.count })}</>;
}

/** The cost of the rental line by line (from the domain's breakdown), the lines summing to the total. */
function CostTable({ breakdown, money }: { breakdown: PriceBreakdown; money: Money }) {
  const intl = useIntl();
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Caption srOnly>
          <FormattedMessage id="checkout.cost.caption" defaultMessage="Cost of the rental" description="Hidden caption of the checkout cost table" />
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <FormattedMessage id="checkout.cost.item" defaultMessage="Item" description="Cost table column" />
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="checkout.cost.unit" defaultMessage="Unit price" description="Cost table column" />
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="checkout.cost.amount" defaultMessage="Amount" description="Cost table column" />
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...breakdown.rentalLines, ...breakdown.extraLines].map((line, index) => (
            <Table.Row key={`${line.kind}-${line.date ?? ''}-${index}`}>
              <Table.Cell>
                <LineLabel line={line} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {line.included ? intl.formatMessage({ id: 'checkout.cost.included', defaultMessage: 'Included', description: 'Unit price of an extra included with the car' }) : money.format(line.unitCents)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {money.format(line.amountCents)}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="bold">
            <Table.Cell colSpan={2}>
              <FormattedMessage id="checkout.cost.total" defaultMessage="Total cost" description="Cost table total row" />
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="checkout-total">
              {money.format(breakdown.totalCents)}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

interface BookingDetailsProps {
  car: CarDetails;
  pickupName: string;
  dropOffName: string;
  from: string;
  to: string;
  breakdown: PriceBreakdown;
  money: Money;
}

/** "Your booking details": days, car, supplier, places and times, the cost line by line, the deposit. */
export function BookingDetails({ car, pickupName, dropOffName, from, to, breakdown, money }: BookingDetailsProps) {
  return (
    <Stack as="section" aria-labelledby="checkout-details-title" gap="4" bg="bg" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="checkout-details-title">
        <FormattedMessage id="checkout.details.title" defaultMessage="Your booking details" description="Heading of the booking summary" />
      </Heading>
      <HStack gap="4" align="start" wrap="wrap">
        <Image src={car.image ? `/cdn/cars/${car.image}` : undefined} alt={car.name} width="160" height="107" objectFit="contain" bg="bg.muted" borderRadius="md" />
        <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="1" fontSize="sm" flex="1" minW="240px">
          <Fact label={<FormattedMessage id="checkout.details.car" defaultMessage="Car" description="Label in the booking summary" />}>{car.name}</Fact>
          <Fact label={<FormattedMessage id="checkout.details.supplier" defaultMessage="Supplier" description="Label in the booking summary" />}>{car.supplier.fullName}</Fact>
          <Fact label={<FormattedMessage id="checkout.details.days" defaultMessage="Duration" description="Label in the booking summary" />}>
              <FormattedMessage id="checkout.details.daysValue" defaultMessage="{days, plural, one {# day} other {# days}}" description="Rental duration in days" values={{ days: breakdown.days }} />
            </Fact>
          <Fact label={<FormattedMessage id="checkout.details.pickup" defaultMessage="Pick-up" description="Label in the booking summary" />}>
              <FormattedMessage id="checkout.details.placeTime" defaultMessage="{place}, {time}" description="A location and a date-time" values={{ place: pickupName, time: <DateTime value={from} /> }} />
            </Fact>
          <Fact label={<FormattedMessage id="checkout.details.dropOff" defaultMessage="Drop-off" description="Label in the booking summary" />}>
              <FormattedMessage id="checkout.details.placeTime" defaultMessage="{place}, {time}" description="A location and a date-time" values={{ place: dropOffName, time: <DateTime value={to} /> }} />
            </Fact>
          <Fact label={<FormattedMessage id="checkout.details.deposit" defaultMessage="Deposit" description="Label in the booking summary" />}>
              {breakdown.depositCents > 0 ? (
                <FormattedMessage
                  id="checkout.details.depositValue"
                  defaultMessage="{amount}, held at pick-up and returned with the car"
                  description="The car's deposit"
                  values={{ amount: money.format(breakdown.depositCents) }}
                />
              ) : (
                <FormattedMessage id="checkout.details.noDeposit" defaultMessage="No deposit" description="The car has no deposit" />
              )}
            </Fact>
        </Grid>
      </HStack>
      <CostTable breakdown={breakdown} money={money} />
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
