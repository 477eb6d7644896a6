import { Alert, Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/api/hooks';
import { useSearchParams } from 'react-router';
import { answerOnly } from '@/api/answerOnly';
import { RatesNote } from '@/components/money/RatesNote';
import { Arrival } from '@/components/motion/motion';
import { useHydrated } from '@/components/useHydrated';
import { useMoney } from '@/components/money/useMoney';
import { DEPOSIT_FILTER_VALUES } from '@/config/constants';
import { formatLocationTime } from '@/domain/locationTime';
import { nearestValidPeriod, periodProblem, type PeriodProblem } from '@/domain/rentalPeriod';
import { periodProblemText } from '@/i18n/periodMessages';
import { selectLanguage } from '@/i18n/preferencesSlice';
import { useGetLocationQuery } from '../api/carsApi';
import { CarFiltersPanel } from '../components/CarFiltersPanel';
import { CarList, CarsLoading } from '../components/CarList';
import { SearchForm } from '../components/SearchForm';
import { locationChoice, selectSearchDraft, type LocationChoice } from '../searchDraftSlice';
import {
  NO_FILTERS,
  parsePage,
  parseSearch,
  toSearchParams,
  type CarFilters,
  type SearchCriteria,
} from '../search/searchParams';
import { searchBody } from '../search/searchRequest';
import { shownTime } from '../search/searchTimes';
import { useSearchRules } from '../search/useSearchRules';

/** A location of the URL as the form shows it: from the saved draft when it matches, else from the API. */
function useLocationChoice(id: string | undefined): LocationChoice | null {
  const language = useAppSelector(selectLanguage);
  const draft = useAppSelector(selectSearchDraft);
  const known = [draft.pickupLocation, draft.dropOffLocation].find((location) => location?._id === id);
  const { data } = useGetLocationQuery(
    { id: id ?? '', language },
    { skip: !id || Boolean(known), selectFromResult: answerOnly },
  );
  if (known) return known;
  return data ? locationChoice(data) : null;
}

interface FoldedFiltersProps {
  criteria: SearchCriteria;
  filters: CarFilters;
  onChange: (filters: CarFilters) => void;
}

/**
 * Below Chakra's `lg` breakpoint (1024px) the page is one column and the filters come before the
 * results: there they start folded ("Show filters"), so a phone shows the cars first and the
 * results do not move down when the supplier counts arrive. The server does not know the screen:
 * its HTML, and so hydration, has them folded, and a wide screen unfolds them in the render after
 * (a component of its own, so that render is only this).
 */
function FoldedFilters({ criteria, filters, onChange }: FoldedFiltersProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const shown = chosen ?? (hydrated && !window.matchMedia?.('(max-width: 63.99em)').matches);
  const panel = <CarFiltersPanel criteria={criteria} filters={filters} onChange={onChange} />;
  return (
    <>
      <Button variant="outline" aria-expanded={shown} aria-controls="search-filters" onClick={() => setChosen(!shown)}>
        {shown
          ? intl.formatMessage({
              id: 'cars.filters.hide',
              defaultMessage: 'Hide filters',
              description: 'Button hiding the filters',
            })
          : intl.formatMessage({
              id: 'cars.filters.show',
              defaultMessage: 'Show filters',
              description: 'Button showing the filters',
            })}
      </Button>
      <Box id="search-filters" hidden={!shown}>
        {/* Opened by the driver, the panel arrives with motion; unfolded for a wide screen, it is just there. */}
        {shown && (chosen ? <Arrival>{panel}</Arrival> : panel)}
      </Box>
    </>
  );
}

/** The searched period, with its locations' zones once known (their opening hours apply then). */
function searchedPeriod(criteria: SearchCriteria, pickup: LocationChoice | null, dropOff: LocationChoice | null) {
  return {
    from: new Date(criteria.from),
    to: new Date(criteria.to),
    pickupTimeZone: pickup?.timeZone ?? null,
    dropOffTimeZone: (criteria.dropOff ? dropOff : pickup)?.timeZone ?? null,
  };
}

interface DatesProblemProps {
  problem: PeriodProblem;
  criteria: SearchCriteria;
  /** The locations, once known: their times are shown in their zones. */
  pickup: LocationChoice | null;
  dropOff: LocationChoice | null;
  onFix: (period: { from: string; to: string }) => void;
}

/**
 * Dates that cannot be booked (a past or too soon pick-up, a drop-off not far enough after it, a
 * time outside the opening hours), from an old shared link or typed into the URL: said at once,
 * with the nearest period that works to search instead, rather than cars that cannot be booked.
 */
function DatesProblem({ problem, criteria, pickup, dropOff, onFix }: DatesProblemProps) {
  const intl = useIntl();
  const rules = useSearchRules();
  const period = nearestValidPeriod(searchedPeriod(criteria, pickup, dropOff), rules, new Date());
  const format = (date: Date, location: LocationChoice | null) =>
    location
      ? formatLocationTime(date, location.timeZone, intl.locale)
      : intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert.Root status="error" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>
          {problem === 'pickup_too_soon'
            ? intl.formatMessage(
                {
                  id: 'cars.search.datesPast',
                  defaultMessage:
                    'The pick-up time, {from}, has passed or is less than {hours, plural, one {# hour} other {# hours}} away: no car can be booked for these dates.',
                  description: 'Search opened with a pick-up time in the past or too soon',
                },
                { from: format(new Date(criteria.from), pickup), hours: rules.minPickupHours },
              )
            : problem === 'rental_too_short'
              ? intl.formatMessage(
                  {
                    id: 'cars.search.datesTooShort',
                    defaultMessage:
                      'The drop-off time must be at least {hours, plural, one {# hour} other {# hours}} after the pick-up time: no car can be booked for these dates.',
                    description: 'Search opened with a drop-off before, or too close to, the pick-up',
                  },
                  { hours: rules.minRentalHours },
                )
              : periodProblemText(intl, problem, rules)}
        </Alert.Title>
        <Alert.Description>
          <Button size="sm" onClick={() => onFix({ from: period.from.toISOString(), to: period.to.toISOString() })}>
            {intl.formatMessage(
              {
                id: 'cars.search.datesFix',
                defaultMessage: 'Search from {from} to {to}',
                description: 'Button searching the nearest period that can be booked',
              },
              { from: format(period.from, pickup), to: format(period.to, dropOff ?? pickup) },
            )}
          </Button>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** /search: results for the criteria and filters in the URL, with the form to refine them. */
export function SearchPage() {
  const intl = useIntl();
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const { criteria, filters } = useMemo(() => parseSearch(params, DEPOSIT_FILTER_VALUES), [params]);
  const pickup = useLocationChoice(criteria?.pickup);
  const dropOff = useLocationChoice(criteria?.dropOff);
  const rules = useSearchRules();

  if (!criteria) {
    return (
      <Container maxW="2xl" py="8">
        <Heading as="h1" size="2xl" mb="2">
          <FormattedMessage
            id="cars.search.title"
            defaultMessage="Find a car"
            description="Heading of the search page without a search"
          />
        </Heading>
        <Text mb="6" color="fg.muted">
          <FormattedMessage
            id="cars.search.incomplete"
            defaultMessage="Choose where and when you need a car."
            description="Search page opened without complete criteria"
          />
        </Text>
        <SearchForm />
      </Container>
    );
  }

  // Null while a deposit limit waits for the display currency's rates: then one request, not two.
  const body = searchBody(criteria, filters, money);
  // A filter (or the period offered instead) changes the results, not the page: the driver stays
  // where they were, often far down the filters on a phone, instead of being taken to the top.
  const setSearch = (nextCriteria: SearchCriteria, next: CarFilters) =>
    setParams(toSearchParams(nextCriteria, next), { preventScrollReset: true });
  const setFilters = (next: CarFilters) => setSearch(criteria, next);
  const problem = periodProblem(searchedPeriod(criteria, pickup, dropOff), rules, new Date());
  // The times are shown at the locations: the form starts again once their zones are known.
  const formKey = `${criteria.pickup}|${criteria.dropOff ?? ''}|${criteria.from}|${criteria.to}|${pickup?.timeZone ?? ''}|${dropOff?.timeZone ?? ''}`;

  return (
    <Container maxW="7xl" py="6">
      <Heading as="h1" size="2xl" mb="4">
        <FormattedMessage
          id="cars.search.results"
          defaultMessage="Cars for your trip"
          description="Heading of the search results page"
        />
      </Heading>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '320px minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Stack
          as="aside"
          gap="4"
          aria-label={intl.formatMessage({
            id: 'cars.search.refine',
            defaultMessage: 'Refine the search',
            description: 'Landmark of the search form and filters',
          })}
        >
          <Box bg="bg" borderWidth="1px" borderRadius="lg" p="4">
            <Heading as="h2" size="md" mb="3">
              <FormattedMessage
                id="cars.search.whereWhen"
                defaultMessage="Where and when"
                description="Heading of the refine form"
              />
            </Heading>
            <SearchForm
              key={formKey}
              filters={filters}
              initial={{
                pickup,
                dropOff,
                sameLocation: !criteria.dropOff,
                from: shownTime(new Date(criteria.from), pickup),
                to: shownTime(new Date(criteria.to), criteria.dropOff ? dropOff : pickup),
              }}
            />
          </Box>
          {!problem && <FoldedFilters criteria={criteria} filters={filters} onChange={setFilters} />}
        </Stack>
        <Stack as="section" gap="3" aria-labelledby="search-results-title">
          <Heading as="h2" size="lg" id="search-results-title" tabIndex={-1} outline="none">
            <FormattedMessage
              id="cars.search.available"
              defaultMessage="Available cars"
              description="Heading of the result list"
            />
          </Heading>
          {problem ? (
            <DatesProblem
              problem={problem}
              criteria={criteria}
              pickup={pickup}
              dropOff={dropOff}
              onFix={(period) => setSearch({ ...criteria, ...period }, filters)}
            />
          ) : (
            <>
              <RatesNote money={money} />
              {body ? (
                <CarList
                  key={JSON.stringify(body)}
                  body={body}
                  criteria={criteria}
                  page={parsePage(params)}
                  headingId="search-results-title"
                  onClearFilters={() => setFilters(NO_FILTERS)}
                />
              ) : (
                <CarsLoading />
              )}
            </>
          )}
        </Stack>
      </Grid>
    </Container>
  );
}
