import { Box, Button, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { answerOrError } from '@/api/answerOnly';
import { useMoney } from '@/components/money/useMoney';
import { useGetRangePricesQuery, type CarRange } from '../api/carsApi';
import { rangeMessages } from '../carMessages';

const SIZES: CarRange[] = ['mini', 'midi', 'maxi'];

/** MINI, MIDI and MAXI with "from" prices computed from the fleet; choosing one narrows the search. */
export function CarSizes({
  selected,
  onSelect,
}: {
  selected: CarRange | null;
  onSelect: (range: CarRange | null) => void;
}) {
  const intl = useIntl();
  const money = useMoney();
  const { data, isLoading } = useGetRangePricesQuery(undefined, { selectFromResult: answerOrError });
  return (
    <Box as="section" aria-labelledby="sizes-title">
      <Heading as="h2" size="xl" id="sizes-title" mb="4">
        <FormattedMessage
          id="cars.home.sizes"
          defaultMessage="Car sizes"
          description="Heading of the car sizes section"
        />
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {SIZES.map((range) => {
          const price = data?.find((item) => item.range === range);
          const name = intl.formatMessage(rangeMessages[range]);
          return (
            <Box
              key={range}
              bg="bg"
              borderWidth="1px"
              borderRadius="lg"
              p="4"
              borderColor={selected === range ? 'bg.selected' : undefined}
            >
              <Heading as="h3" size="md">
                {name}
              </Heading>
              <Text my="2" minH="6">
                {isLoading ? (
                  <Skeleton as="span" display="inline-block" height="4" width="32" />
                ) : price ? (
                  <FormattedMessage
                    id="cars.home.fromPrice"
                    defaultMessage="From {price} per day"
                    description="Lowest daily price of a car size"
                    values={{ price: money.format(Math.round(price.fromDailyPrice * 100)) }}
                  />
                ) : (
                  <FormattedMessage
                    id="cars.home.noneOfSize"
                    defaultMessage="None available right now"
                    description="No car of this size"
                  />
                )}
              </Text>
              <Button
                variant={selected === range ? 'solid' : 'outline'}
                // Long size names (French, Spanish) wrap inside the card instead of running out of it.
                whiteSpace="normal"
                height="auto"
                minHeight="10"
                py="2"
                aria-pressed={selected === range}
                onClick={() => onSelect(selected === range ? null : range)}
              >
                <FormattedMessage
                  id="cars.home.chooseSize"
                  defaultMessage="Search only {size}"
                  description="Button limiting the search to one car size"
                  values={{ size: name }}
                />
              </Button>
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
