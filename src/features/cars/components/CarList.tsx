import { Alert, Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { answerOrError } from '@/api/answerOnly';
import { useMoney } from '@/components/money/useMoney';
import { useRenderInBatches } from '@/components/useRenderInBatches';
import { CARS_PAGE_SIZE, INFINITE_SCROLL_OFFSET } from '@/config/constants';
import { env } from '@/config/env';
import { useGetFrontendCarsQuery, type Car, type GetCarsPayload } from '../api/carsApi';
import type { SearchCriteria } from '../search/searchParams';
import { CarCard } from './CarCard';
import { Pagination } from './Pagination';

interface PageProps {
  page: number;
  body: GetCarsPayload;
  criteria: SearchCriteria;
  /** Called once every car of the page is on screen (they are rendered a few at a time). */
  onComplete?: (page: number) => void;
}

const NO_CARS: readonly Car[] = [];
/** Cards rendered per task: one card's render and commit is a short task even on a slow phone. */
const CARDS_PER_TASK = 1;
/**
 * Cards in the server's HTML (and in hydration): more than the tallest common screen shows (about
 * 1,950 px on a desktop, three cards on a phone), so the cards added after hydration, one per
 * task, never move anything in view. Fewer cards to parse, style and hydrate than all fifteen:
 * Lighthouse on /search, six alternated runs, median 84 to 92.
 */
const SERVER_RENDERED_CARDS = 5;

/** One page of results; each page is its own cached request, so scrolling back costs nothing. */
function CarResultsPage({ page, body, criteria, onComplete }: PageProps) {
  const intl = useIntl();
  const money = useMoney();
  const { data, isLoading, isError, refetch } = useGetFrontendCarsQuery({ page, size: CARS_PAGE_SIZE, body }, { selectFromResult: answerOrError });
  const { shown: cars, complete } = useRenderInBatches(data?.[0]?.resultData ?? NO_CARS, CARDS_PER_TASK, SERVER_RENDERED_CARDS);
  useEffect(() => {
    if (data && complete) onComplete?.(page);
  }, [data, complete, page, onComplete]);

  if (isLoading) {
    return (
      <Stack gap="4" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="200px" borderRadius="lg" />
        ))}
      </Stack>
    );
  }
  if (isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {intl.formatMessage({ id: 'cars.list.error', defaultMessage: 'The cars could not be loaded.', description: 'Search results failed to load' })}
          </Alert.Title>
        </Alert.Content>
        <Button size="sm" onClick={() => void refetch()}>
          {intl.formatMessage({ id: 'common.retry', defaultMessage: 'Try again', description: 'Button retrying a failed request' })}
        </Button>
      </Alert.Root>
    );
  }
  return (
    <>
      {cars.map((car, index) => (
        <CarCard key={car._id} car={car} criteria={criteria} money={money} eagerImage={page === 1 && index === 0} />
      ))}
    </>
  );
}

interface CarListProps {
  body: GetCarsPayload;
  criteria: SearchCriteria;
  onClearFilters: () => void;
  /** The results page of classic pagination (from the URL); infinite scroll ignores it. */
  page?: number;
  /** Where focus goes when classic pagination changes page: the results heading's id. */
  headingId?: string;
  mode?: 'classic' | 'infinite';
}

/**
 * The number of cars found, from a page's answer (every page's answer repeats it), null until one
 * arrives. Read from the cache rather than passed up from the page: it is there in the first
 * render, the server's included.
 */
function useResultTotal(body: GetCarsPayload, page: number): number | null {
  const { total } = useGetFrontendCarsQuery(
    { page, size: CARS_PAGE_SIZE, body },
    { selectFromResult: ({ data }) => ({ total: data ? (data[0]?.pageInfo[0]?.totalRecords ?? 0) : null }) },
  );
  return total;
}

function ResultCount({ total }: { total: number | null }) {
  return (
    <Text role="status" fontWeight="semibold" minH="6" data-testid="result-count">
      {total !== null && (
        <FormattedMessage
          id="cars.list.count"
          defaultMessage="{total, plural, =0 {No car matches your search} one {# car available} other {# cars available}}, lowest price first"
          description="Number of search results"
          values={{ total }}
        />
      )}
    </Text>
  );
}

function ClearFilters({ onClick }: { onClick: () => void }) {
  return (
    <Box>
      <Button variant="outline" onClick={onClick}>
        <FormattedMessage id="cars.list.clearFilters" defaultMessage="Clear the filters" description="Button in the empty search results" />
      </Button>
    </Box>
  );
}

/** Results by numbered pages (PAGINATION_MODE=classic): one page at a time, the page in the URL. */
function PagedCarList({ body, criteria, onClearFilters, page = 1, headingId }: CarListProps) {
  const total = useResultTotal(body, page);
  const shownPage = useRef(page);
  // A new page is a new view of the results: focus (and the scroll position) go to their heading,
  // as after a page load, so keyboard and screen-reader users start reading the new cars.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (headingId) document.getElementById(headingId)?.focus();
  }, [page, headingId]);
  const pages = total === null ? 0 : Math.ceil(total / CARS_PAGE_SIZE);
  return (
    <Stack gap="4">
      <ResultCount total={total} />
      {total === 0 && <ClearFilters onClick={onClearFilters} />}
      <CarResultsPage key={page} page={page} body={body} criteria={criteria} />
      <Pagination page={page} pages={pages} />
    </Stack>
  );
}

/**
 * Results with infinite scroll: the next page loads when the end of the list comes near, and a
 * "Show more cars" button does the same for keyboard and screen-reader users.
 */
function ScrollingCarList({ body, criteria, onClearFilters }: CarListProps) {
  const [pages, setPages] = useState(1);
  const total = useResultTotal(body, 1);
  // The last page whose cars are all on screen: until then the end of the list is not really the
  // end, and scrolling must not ask for the next page. (The button stays, so its focus is kept.)
  const [completePage, setCompletePage] = useState(0);
  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = total !== null && pages * CARS_PAGE_SIZE < total;
  const scrollLoads = hasMore && completePage === pages;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !scrollLoads) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setPages((count) => count + 1);
      },
      { rootMargin: `${INFINITE_SCROLL_OFFSET}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollLoads, pages]);

  return (
    <Stack gap="4">
      <ResultCount total={total} />
      {total === 0 && <ClearFilters onClick={onClearFilters} />}
      {Array.from({ length: pages }, (_, index) => (
        <CarResultsPage
          key={index}
          page={index + 1}
          body={body}
          criteria={criteria}
          onComplete={index === pages - 1 ? setCompletePage : undefined}
        />
      ))}
      <div ref={sentinel} />
      {hasMore && (
        <Button variant="outline" onClick={() => setPages((count) => count + 1)}>
          <FormattedMessage id="cars.list.more" defaultMessage="Show more cars" description="Button loading the next page of results" />
        </Button>
      )}
    </Stack>
  );
}

/** The search results, by infinite scroll (default) or numbered pages, per PAGINATION_MODE. */
export function CarList({ mode = env.paginationMode, ...props }: CarListProps) {
  return mode === 'classic' ? <PagedCarList {...props} /> : <ScrollingCarList {...props} />;
}
