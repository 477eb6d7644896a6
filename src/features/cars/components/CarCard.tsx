import { Badge, Box, Button, Flex, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { memo, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { CarPicture } from '@/components/CarPicture';
import { PriceBreakdownTable } from '@/components/money/PriceBreakdownTable';
import { Expansion } from '@/components/motion/motion';
import type { Money } from '@/components/money/useMoney';
import { offScreenUntilNear } from '@/components/offScreenUntilNear';
import { SupplierLogo } from '@/components/SupplierLogo';
import { ShortName } from '@/components/ui/ShortName';
import { canPayFor } from '@/domain/paymentOptions';
import { EXTRA_NAMES, PER_DAY_EXTRAS, priceRental, type ExtraName } from '@/domain/pricing';
import type { Car } from '../api/carsApi';
import {
  extraMessages,
  fuelMessages,
  fuelPolicyMessages,
  gearboxMessages,
  multimediaMessages,
  rangeMessages,
} from '../carMessages';
import type { SearchCriteria } from '../search/searchParams';

/** The checkout URL for a car and a search (the checkout page reads everything from it). */
export function checkoutHref(car: Car, criteria: SearchCriteria): string {
  const params = new URLSearchParams({ car: car._id, pickup: criteria.pickup, from: criteria.from, to: criteria.to });
  if (criteria.dropOff) params.set('dropoff', criteria.dropOff);
  return `/checkout?${params}`;
}

function ExtraValue({
  car,
  extra,
  from,
  to,
  money,
}: {
  car: Car;
  extra: ExtraName;
  from: string;
  to: string;
  money: Money;
}) {
  const intl = useIntl();
  const value = car[extra];
  if (value < 0)
    return (
      <>
        {intl.formatMessage({
          id: 'cars.extra.unavailable',
          defaultMessage: 'Unavailable',
          description: 'Extra not offered for this car',
        })}
      </>
    );
  if (value === 0)
    return (
      <>
        {intl.formatMessage({
          id: 'cars.extra.included',
          defaultMessage: 'Included',
          description: 'Extra included in the price',
        })}
      </>
    );
  // The domain prices the extra (supplier rate included), so the card and checkout agree.
  const line = priceRental(car, from, to, { [extra]: true }).extraLines.find((item) => item.kind === extra);
  const unit = money.format(line?.unitCents ?? 0);
  return PER_DAY_EXTRAS.has(extra) ? (
    <FormattedMessage
      id="cars.extra.perDay"
      defaultMessage="{price} per day"
      description="Price of a per-day extra"
      values={{ price: unit }}
    />
  ) : (
    <FormattedMessage
      id="cars.extra.once"
      defaultMessage="{price} once"
      description="Price of a one-off extra"
      values={{ price: unit }}
    />
  );
}

interface CarCardProps {
  car: Car;
  criteria: SearchCriteria;
  money: Money;
  /** The first card: its picture is the page's largest paint. */
  eagerImage?: boolean;
  /**
   * A card of the first screens: laid out with the page. The browser would lay such a card out
   * right after the first layout anyway, in a pass of its own, if it waited until it came near.
   */
  onFirstScreens?: boolean;
  /** The site takes no online payment now: a car whose supplier has no pay-later says it cannot be booked. */
  noOnlinePayment?: boolean;
}

/** One search result: what the car is, what it includes, and its price for the period with details. */
function CarCardView({
  car,
  criteria,
  money,
  eagerImage = false,
  onFirstScreens = false,
  noOnlinePayment = false,
}: CarCardProps) {
  const intl = useIntl();
  const detailsId = useId();
  const [showDetails, setShowDetails] = useState(false);
  const breakdown = useMemo(() => priceRental(car, criteria.from, criteria.to), [car, criteria.from, criteria.to]);
  const available = car.available && !car.fullyBooked && !car.comingSoon;
  // A BookCars server's list does not say whether the supplier takes payment at pick-up: unknown is
  // not "no" (the checkout reads it from the car's own answer and says so there).
  const payable = canPayFor(car.supplier.payLater !== false, !noOnlinePayment);
  // A car that cannot be chosen must not look like one that can: muted, lighter price (and a badge).
  const bookable = available && payable;
  const facts: string[] = [
    intl.formatMessage(
      {
        id: 'cars.card.seats',
        defaultMessage: '{count, plural, one {# seat} other {# seats}}',
        description: 'Number of seats',
      },
      { count: car.seats },
    ),
    // Scooters have no doors: nothing to say rather than "0 doors".
    ...(car.doors > 0
      ? [
          intl.formatMessage(
            {
              id: 'cars.card.doors',
              defaultMessage: '{count, plural, one {# door} other {# doors}}',
              description: 'Number of doors',
            },
            { count: car.doors },
          ),
        ]
      : []),
    intl.formatMessage(gearboxMessages[car.gearbox]),
    intl.formatMessage(fuelMessages[car.type]),
    intl.formatMessage(rangeMessages[car.range]),
    ...(car.aircon
      ? [intl.formatMessage({ id: 'cars.spec.aircon', defaultMessage: 'Air conditioning', description: 'Car spec' })]
      : []),
    ...(car.multimedia ?? []).map((item) => intl.formatMessage(multimediaMessages[item])),
  ];

  return (
    <Box
      as="article"
      aria-labelledby={`${detailsId}-name`}
      // Focusable from script: "Show more cars" moves the focus to the first card it shows.
      tabIndex={-1}
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      boxShadow="xs"
      // A page of cards costs what the visible ones cost.
      {...(onFirstScreens ? {} : offScreenUntilNear({ base: '640px', md: '280px' }))}
    >
      <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box flexShrink={0} width={{ base: 'full', md: '240px' }}>
          <CarPicture
            car={car}
            loading={eagerImage ? 'eager' : 'lazy'}
            fetchPriority={eagerImage ? 'high' : undefined}
          />
        </Box>
        <Stack flex="1" gap="2">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="md" id={`${detailsId}-name`} minW="0" maxW="full">
              <ShortName>{car.name}</ShortName>
            </Heading>
            {car.comingSoon && (
              <Badge colorPalette="blue">
                {intl.formatMessage({
                  id: 'cars.card.comingSoon',
                  defaultMessage: 'Coming Soon',
                  description: 'Badge: car not yet bookable',
                })}
              </Badge>
            )}
            {!car.comingSoon && car.fullyBooked && (
              <Badge colorPalette="red">
                {intl.formatMessage({
                  id: 'cars.card.fullyBooked',
                  defaultMessage: 'Fully Booked',
                  description: 'Badge: car not available for the dates',
                })}
              </Badge>
            )}
            {available && !payable && (
              <Badge colorPalette="gray" variant="outline" data-testid="car-unbookable">
                {intl.formatMessage({
                  id: 'cars.card.cannotPay',
                  defaultMessage: 'Cannot be booked',
                  description: 'Badge: car whose supplier takes online payment only, while the site takes none',
                })}
              </Badge>
            )}
          </HStack>
          <HStack gap="2" fontSize="sm" minW="0" wrap="wrap">
            {car.supplier.avatar && (
              <SupplierLogo avatar={car.supplier.avatar} loading={eagerImage ? 'eager' : 'lazy'} />
            )}
            {/* The supplier's name wraps: cut, two suppliers could read alike ("Euromoti…"). */}
            <Text minW="0" overflowWrap="anywhere">
              {car.supplier.fullName}
            </Text>
            {car.rating != null && car.rating > 0 && (
              <Text>
                <FormattedMessage
                  id="cars.card.rating"
                  defaultMessage="Rated {rating, number, ::.0} / 5 ({trips, plural, one {# trip} other {# trips}})"
                  description="Car rating and number of rentals"
                  values={{ rating: car.rating, trips: car.trips ?? 0 }}
                />
              </Text>
            )}
          </HStack>
          <Text fontSize="sm">{facts.join(' · ')}</Text>
          <List.Root fontSize="sm" gap="0.5" ps="4">
            <List.Item>
              {car.mileage < 0 ? (
                intl.formatMessage({
                  id: 'cars.mileage.unlimited',
                  defaultMessage: 'Unlimited mileage',
                  description: 'Mileage filter option and card value',
                })
              ) : (
                <FormattedMessage
                  id="cars.card.mileage"
                  defaultMessage="Mileage: {km, number} km per day"
                  description="Limited mileage on a card"
                  values={{ km: car.mileage }}
                />
              )}
            </List.Item>
            <List.Item>
              <FormattedMessage
                id="cars.card.fuelPolicy"
                defaultMessage="Fuel policy: {policy}"
                description="Fuel policy on a card"
                values={{ policy: intl.formatMessage(fuelPolicyMessages[car.fuelPolicy]) }}
              />
            </List.Item>
            <List.Item>
              {car.deposit > 0 ? (
                <FormattedMessage
                  id="cars.card.deposit"
                  defaultMessage="Deposit at pick-up: {amount}"
                  description="Deposit on a card"
                  values={{ amount: money.format(breakdown.depositCents) }}
                />
              ) : (
                intl.formatMessage({
                  id: 'cars.card.noDeposit',
                  defaultMessage: 'No deposit',
                  description: 'Car without deposit',
                })
              )}
            </List.Item>
            {EXTRA_NAMES.map((extra) => (
              <List.Item key={extra}>
                <FormattedMessage
                  id="cars.card.extraLine"
                  defaultMessage="{name}: {value}"
                  description="An extra and its price on a car card"
                  values={{
                    name: intl.formatMessage(extraMessages[extra]),
                    value: <ExtraValue car={car} extra={extra} from={criteria.from} to={criteria.to} money={money} />,
                  }}
                />
              </List.Item>
            ))}
          </List.Root>
        </Stack>
        <Stack flexShrink={0} width={{ base: 'full', md: '220px' }} gap="2" textAlign={{ md: 'end' }}>
          <Text fontSize="sm">
            <FormattedMessage
              id="cars.card.priceFor"
              defaultMessage="Price for {days, plural, one {# day} other {# days}}"
              description="Label of the total price"
              values={{ days: breakdown.days }}
            />
          </Text>
          <Text
            fontSize={bookable ? '2xl' : 'xl'}
            fontWeight={bookable ? 'bold' : 'normal'}
            color={bookable ? undefined : 'fg.muted'}
            whiteSpace="nowrap"
            data-testid="car-total"
          >
            {money.format(breakdown.totalCents)}
          </Text>
          <Text fontSize="sm" whiteSpace="nowrap">
            <FormattedMessage
              id="cars.card.perDay"
              defaultMessage="{price} per day"
              description="Average price per day"
              values={{ price: money.format(breakdown.perDayCents) }}
            />
          </Text>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showDetails}
            aria-controls={`${detailsId}-details`}
            onClick={() => setShowDetails((value) => !value)}
          >
            {showDetails
              ? intl.formatMessage({
                  id: 'cars.card.hideDetails',
                  defaultMessage: 'Hide price details',
                  description: 'Button hiding the price breakdown',
                })
              : intl.formatMessage({
                  id: 'cars.card.showDetails',
                  defaultMessage: 'Show price details',
                  description: 'Button showing the price breakdown',
                })}
          </Button>
          {bookable ? (
            <Button asChild>
              <RouterLink to={checkoutHref(car, criteria)} aria-describedby={`${detailsId}-name`}>
                <FormattedMessage
                  id="cars.card.choose"
                  defaultMessage="Choose this car"
                  description="Button going to checkout"
                />
              </RouterLink>
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {car.comingSoon
                ? intl.formatMessage({
                    id: 'cars.card.comingSoonReason',
                    defaultMessage: 'This car cannot be booked yet.',
                    description: 'Why a coming-soon car cannot be chosen',
                  })
                : !available
                  ? intl.formatMessage({
                      id: 'cars.card.fullyBookedReason',
                      defaultMessage: 'This car is not available for your dates.',
                      description: 'Why a fully booked car cannot be chosen',
                    })
                  : intl.formatMessage(
                      {
                        id: 'cars.card.cannotPayReason',
                        defaultMessage:
                          'Cannot be booked with the payment options available: {supplier} takes payment online only, and this site does not take online payments at the moment.',
                        description:
                          'Why a car cannot be chosen: its supplier has no pay at pick-up and the site has no online payment',
                      },
                      { supplier: car.supplier.fullName },
                    )}
            </Text>
          )}
        </Stack>
      </Flex>
      <Box id={`${detailsId}-details`} hidden={!showDetails} mt="4">
        {showDetails && (
          <Expansion>
            <PriceBreakdownTable
              breakdown={breakdown}
              money={money}
              extraName={(kind) => intl.formatMessage(extraMessages[kind])}
            />
          </Expansion>
        )}
      </Box>
    </Box>
  );
}

// Memoized: the results render a few cards per task, and each batch must not render the cards
// already on screen again (their props do not change).
export const CarCard = memo(CarCardView);
