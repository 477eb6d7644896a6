import { Alert, Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Fragment, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { answerOrError } from '@/api/answerOnly';
import { useMoney } from '@/components/money/useMoney';
import { Arrival, useMotionOnInteraction } from '@/components/motion/motion';
import { useRenderInBatches } from '@/components/useRenderInBatches';
import { CARS_PAGE_SIZE, INFINITE_SCROLL_OFFSET } from '@/config/constants';
import { env } from '@/config/env';
import { usePaymentCapabilities } from '@/features/info/api/infoApi';
import { useGetFrontendCarsQuery, type Car, type GetCarsPayload } from '../api/carsApi';
import type { SearchCriteria } from '../search/searchParams';
import { CarCard } from './CarCard';
import { Pagination } from './Pagination';
import { DiagnosticsLink } from '@/components/DiagnosticsLink';

interface PageProps {
  page: number;
  body: GetCarsPayload;
  criteria: SearchCriteria;
  /** Cars to show for now (all by default): infinite scroll shows the rest as the end comes near. */
  limit?: number;
  /**
   * Called once the page's cars stop arriving (they are rendered a few at a time): with every car
   * on screen (`complete`), or held at `limit`.
   */
  onSettled?: (page: number, complete: boolean) => void;
}

const NO_CARS: readonly Car[] = [];
/** Cards rendered per task: one card's render and commit is a short task even on a slow phone. */
const CARDS_PER_TASK = 1;
/**
 * Cards in the server's HTML (and in hydration), and the cards infinite scroll adds at a time: more
 * than the tallest common screen shows (about 1,950 px on a desktop, three cards on a phone), so
 * the cards added later never move anything in view. Fewer cards to parse, style and hydrate than
 * all fifteen: Lighthouse on /search, six alternated runs, median 84 to 92.
 */
const CARDS_AT_A_TIME = 5;
/**
 * How far below the viewport the end of the cards shown makes infinite scroll show the next ones
 * (a screen's height): they are on the page before the driver gets there, by scrolling or by Tab.
 * The next page's request waits for the spec's INFINITE_SCROLL_OFFSET.
 */
const SHOW_MORE_MARGIN = '0px 0px 100% 0px';

/** Cards to come: a page's results on their way. */
export function CarsLoading() {
  return (
    <Stack gap="4" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height="200px" borderRadius="lg" />
      ))}
    </Stack>
  );
}

/** One page of results; each page is its own cached request, so scrolling back costs nothing. */
function CarResultsPage({ page, body, criteria, limit, onSettled }: PageProps) {
  const intl = useIntl();
  const money = useMoney();
  // A boolean, not the gateway: the memoized cards render again only when what they say changes.
  const noOnlinePayment = usePaymentCapabilities()?.online === 'none';
  const { data, isLoading, isError, refetch } = useGetFrontendCarsQuery(
    { page, size: CARS_PAGE_SIZE, body },
    { selectFromResult: answerOrError },
  );
  const {
    shown: cars,
    complete,
    held,
  } = useRenderInBatches(data?.[0]?.resultData ?? NO_CARS, CARDS_PER_TASK, { serverRendered: CARDS_AT_A_TIME, limit });
  useEffect(() => {
    if (data && (complete || held)) onSettled?.(page, complete);
  }, [data, complete, held, page, onSettled]);

  if (isLoading) return <CarsLoading />;
  if (isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {intl.formatMessage({
              id: 'cars.list.error',
              defaultMessage: 'The cars could not be loaded.',
              description: 'Search results failed to load',
            })}
          </Alert.Title>
          <DiagnosticsLink />
        </Alert.Content>
        <Button size="sm" onClick={() => void refetch()}>
          {intl.formatMessage({
            id: 'common.retry',
            defaultMessage: 'Try again',
            description: 'Button retrying a failed request',
          })}
        </Button>
      </Alert.Root>
    );
  }
  return (
    <>
      {cars.map((car, index) => {
        const onFirstScreens = page === 1 && index < CARDS_AT_A_TIME;
        const card = (
          <CarCard
            car={car}
            criteria={criteria}
            money={money}
            eagerImage={page === 1 && index === 0}
            onFirstScreens={onFirstScreens}
            noOnlinePayment={noOnlinePayment}
          />
        );
        // The first cards are the list itself; the cars after them arrive into it.
        return onFirstScreens ? <Fragment key={car._id}>{card}</Fragment> : <Arrival key={car._id}>{card}</Arrival>;
      })}
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

/** How many cars a search lists (null until an answer arrives), and how many of them can be booked for its dates (unknown from a BookCars API). */
interface ResultTotal {
  total: number | null;
  bookable?: number;
}

/**
 * The number of cars found, from a page's answer (every page's answer repeats it). Read from the
 * cache rather than passed up from the page: it is there in the first render, the server's included.
 */
function useResultTotal(body: GetCarsPayload, page: number): ResultTotal {
  return useGetFrontendCarsQuery(
    { page, size: CARS_PAGE_SIZE, body },
    {
      selectFromResult: ({ data }): ResultTotal => {
        const info = data?.[0]?.pageInfo[0];
        return { total: data ? (info?.totalRecords ?? 0) : null, bookable: info?.bookableRecords };
      },
    },
  );
}

/** The heading of the results: how many cars, and how many of them can be booked for the dates. */
function ResultCount({ total, bookable }: ResultTotal) {
  return (
    <Text role="status" fontWeight="semibold" minH="6" data-testid="result-count">
      {total !== null && <ResultCountText total={total} bookable={bookable ?? total} />}
    </Text>
  );
}

function ResultCountText({ total, bookable }: { total: number; bookable: number }) {
  if (total === 0) {
    return (
      <FormattedMessage
        id="cars.list.none"
        defaultMessage="No car matches your search."
        description="Heading of empty search results"
      />
    );
  }
  if (bookable === total) {
    return (
      <FormattedMessage
        id="cars.list.count"
        defaultMessage="{total, plural, one {# car available} other {# cars available}}, lowest price first"
        description="Number of search results, all of them bookable for the dates"
        values={{ total }}
      />
    );
  }
  return (
    <FormattedMessage
      id="cars.list.countBookable"
      defaultMessage="{total, plural, one {# car} other {# cars}}, {bookable, plural, =0 {none available for your dates} other {# available for your dates, lowest price first}}"
      description="Number of search results when some cannot be booked for the dates (fully booked or coming soon; they are listed last)"
      values={{ total, bookable }}
    />
  );
}

function ClearFilters({ onClick }: { onClick: () => void }) {
  return (
    <Box>
      <Button variant="outline" onClick={onClick}>
        <FormattedMessage
          id="cars.list.clearFilters"
          defaultMessage="Clear the filters"
          description="Button in the empty search results"
        />
      </Button>
    </Box>
  );
}

/** Results by numbered pages (PAGINATION_MODE=classic): one page at a time, the page in the URL. */
function PagedCarList({ body, criteria, onClearFilters, page = 1, headingId }: CarListProps) {
  const result = useResultTotal(body, page);
  const { total } = result;
  const shownPage = useRef(page);
  // A new page is a new view of the results: focus goes to their heading, so keyboard and
  // screen-reader users start reading the new cars. The page links keep the scroll position (they
  // do not reset it): the heading is brought into view only when it is above the screen (the driver
  // followed the links below the cards), smoothly unless the driver asked for less motion.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const heading = headingId ? document.getElementById(headingId) : null;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    if (heading.getBoundingClientRect().top < 0) {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    }
  }, [page, headingId]);
  const pages = total === null ? 0 : Math.ceil(total / CARS_PAGE_SIZE);
  return (
    <Stack gap="4">
      <ResultCount {...result} />
      {total === 0 && <ClearFilters onClick={onClearFilters} />}
      <CarResultsPage key={page} page={page} body={body} criteria={criteria} />
      <Pagination page={page} pages={pages} />
    </Stack>
  );
}

/** Focuses the card at an index of `container`, if it is there yet. */
function focusCard(container: HTMLElement | null, index: number): boolean {
  const card = container?.querySelectorAll('article')[index];
  if (!(card instanceof HTMLElement)) return false;
  card.focus();
  return true;
}

/**
 * Puts the focus on the card at an index, now or once it is in `container`: the button that showed
 * it may be gone (nothing more to show), and keyboard and screen-reader users carry on from the
 * first new car rather than from the top of the page.
 */
function useFocusCardWhenShown(container: RefObject<HTMLElement | null>): (index: number) => void {
  const cardToFocus = useRef<number | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new MutationObserver(() => {
      if (cardToFocus.current !== null && focusCard(element, cardToFocus.current)) cardToFocus.current = null;
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
  return (index) => {
    cardToFocus.current = focusCard(container.current, index) ? null : index;
  };
}

/**
 * Results with infinite scroll: more cars appear as the end of the list comes near, the rest of a
 * page already loaded first, then the next page; a "Show more cars" button does the same for
 * keyboard and screen-reader users. A visitor who does not scroll costs only the first cards.
 */
function ScrollingCarList({ body, criteria, onClearFilters }: CarListProps) {
  const [pages, setPages] = useState(1);
  // How many cars of the last page may be on screen.
  const [lastPageLimit, setLastPageLimit] = useState(CARDS_AT_A_TIME);
  const result = useResultTotal(body, 1);
  const { total } = result;
  // Where the last page's cars stopped arriving: until then the end of the list is not really the
  // end, and scrolling must not ask for more.
  const [settled, setSettled] = useState<{ page: number; complete: boolean } | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // The index of the first car being shown, from when scrolling or the button asks for more until
  // they have all arrived (one card per task).
  const showingFrom = useRef<number | null>(null);
  const onSettled = useCallback((page: number, complete: boolean) => {
    showingFrom.current = null;
    setSettled({ page, complete });
  }, []);
  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = total !== null && pages * CARS_PAGE_SIZE < total;
  const lastPageShown = settled?.page === pages && settled.complete;
  /** Shows more cars; returns the index of the first of the cars being shown. */
  const showMore = useCallback((): number => {
    showingFrom.current ??= list.current?.querySelectorAll('article').length ?? 0;
    if (lastPageShown) {
      setPages((count) => count + 1);
      setLastPageLimit(CARDS_AT_A_TIME);
    } else setLastPageLimit(Infinity);
    return showingFrom.current;
  }, [lastPageShown]);
  const scrollShows = settled?.page === pages && (hasMore || !settled.complete);
  const focusCardWhenShown = useFocusCardWhenShown(list);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !scrollShows) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { rootMargin: lastPageShown ? `${INFINITE_SCROLL_OFFSET}px` : SHOW_MORE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollShows, lastPageShown, showMore]);

  return (
    <Stack gap="4" ref={list}>
      <ResultCount {...result} />
      {total === 0 && <ClearFilters onClick={onClearFilters} />}
      {Array.from({ length: pages }, (_, index) => (
        <CarResultsPage
          key={index}
          page={index + 1}
          body={body}
          criteria={criteria}
          limit={index === pages - 1 ? lastPageLimit : undefined}
          onSettled={index === pages - 1 ? onSettled : undefined}
        />
      ))}
      <div ref={sentinel} />
      {(hasMore || (settled !== null && !lastPageShown)) && (
        <Button
          variant="outline"
          // Reaching the button scrolls the end of the list into view, which may already be showing
          // more cars: reading goes on from the first of those (and asks for nothing more).
          onClick={() => focusCardWhenShown(showingFrom.current ?? showMore())}
        >
          <FormattedMessage
            id="cars.list.more"
            defaultMessage="Show more cars"
            description="Button showing more search results (the rest of a page already loaded, or the next page)"
          />
        </Button>
      )}
    </Stack>
  );
}

/** The search results, by infinite scroll (default) or numbered pages, per PAGINATION_MODE. */
export function CarList({ mode = env.paginationMode, ...props }: CarListProps) {
  // More cars, the filters and a car's price breakdown change with motion once the driver interacts.
  useMotionOnInteraction();
  return mode === 'classic' ? <PagedCarList {...props} /> : <ScrollingCarList {...props} />;
}
