import { Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { RatesNote } from '@/components/money/RatesNote';
import { useMoney } from '@/components/money/useMoney';
import { BOOKINGS_MOBILE_PAGE_SIZE, BOOKINGS_PAGE_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import type { Booking } from '../api/bookingsApi';
import { ActionNotice, type Notice } from '../components/ActionNotice';
import { BookingActionDialogs } from '../components/BookingActionDialogs';
import type { OpenAction } from '../components/BookingActionButtons';
import { BookingFiltersForm } from '../components/BookingFiltersForm';
import { BookingsTable } from '../components/BookingsTable';
import { BulkActionBar } from '../components/BulkActionBar';
import {
  hasFilters,
  NO_FILTERS,
  parseFilters,
  toBookingsPayload,
  toFilterParams,
  type BookingFilters,
} from '../list/bookingFilters';
import { useNarrowScreen } from '../list/useNarrowScreen';

/** /bookings: the driver's bookings with filters in the URL, infinite scroll, per-row and bulk actions. */
export function BookingsPage() {
  const intl = useIntl();
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const body = useMemo(() => toBookingsPayload(filters), [filters]);
  const narrow = useNarrowScreen();
  const size = narrow ? BOOKINGS_MOBILE_PAGE_SIZE : BOOKINGS_PAGE_SIZE;
  const [total, setTotal] = useState<number | null>(null);
  const [selection, setSelection] = useState<Map<string, Booking>>(new Map());
  const [open, setOpen] = useState<OpenAction | null>(null);
  const location = useLocation();
  // A page that sent the driver here may say what just happened (the booking page after a delete).
  const [notice, setNotice] = useState<Notice | null>(() => {
    const message = (location.state as { notice?: unknown } | null)?.notice;
    return typeof message === 'string' ? { title: message } : null;
  });
  const onTotal = useCallback((count: number) => setTotal(count), []);

  const apply = (next: BookingFilters) => {
    setSelection(new Map());
    setParams(toFilterParams(next));
  };
  const done = (message: MessageDescriptor, action: OpenAction) => {
    setOpen(null);
    setNotice({ title: intl.formatMessage(message) });
    if (action.kind === 'delete') {
      const next = new Map(selection);
      next.delete(action.booking._id);
      setSelection(next);
    }
  };

  return (
    <Container maxW="7xl" py="6">
      <Heading as="h1" size="2xl" mb="4">
        <FormattedMessage
          id="bookings.list.title"
          defaultMessage="My bookings"
          description="Heading of the bookings page"
        />
      </Heading>
      {/* minmax(0, …): the table scrolls inside its box instead of widening the page. */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '300px minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Box as="aside" bg="bg" borderWidth="1px" borderRadius="lg" p="4" aria-labelledby="bookings-filters-title">
          <Heading as="h2" size="md" mb="3" id="bookings-filters-title">
            <FormattedMessage
              id="bookings.filters.heading"
              defaultMessage="Filters"
              description="Heading of the bookings filters"
            />
          </Heading>
          <BookingFiltersForm key={params.toString()} filters={filters} onApply={apply} />
        </Box>
        <Stack as="section" gap="3" aria-labelledby="bookings-list-title">
          <Heading as="h2" size="lg" id="bookings-list-title" srOnly>
            <FormattedMessage
              id="bookings.list.results"
              defaultMessage="Bookings"
              description="Heading of the bookings table (for screen readers)"
            />
          </Heading>
          <Text role="status" fontWeight="semibold" minH="6" data-testid="bookings-count">
            {total !== null &&
              intl.formatMessage(
                {
                  id: 'bookings.list.count',
                  defaultMessage: '{total, plural, =0 {No bookings} one {# booking} other {# bookings}}',
                  description: 'Number of bookings matching the filters',
                },
                { total },
              )}
          </Text>
          {notice && <ActionNotice notice={notice} onDismiss={() => setNotice(null)} />}
          <RatesNote money={money} />
          {total === 0 ? (
            <Box borderWidth="1px" borderRadius="md" p="6" textAlign="center" bg="bg">
              {hasFilters(filters) ? (
                <>
                  <Text mb="3">
                    <FormattedMessage
                      id="bookings.list.noMatch"
                      defaultMessage="No booking matches these filters."
                      description="Empty bookings list with filters"
                    />
                  </Text>
                  <Button variant="outline" onClick={() => apply(NO_FILTERS)}>
                    <FormattedMessage
                      id="bookings.list.clearFilters"
                      defaultMessage="Clear the filters"
                      description="Button in the empty filtered bookings list"
                    />
                  </Button>
                </>
              ) : (
                <>
                  <Text mb="3">
                    <FormattedMessage
                      id="bookings.list.empty"
                      defaultMessage="You have no bookings yet."
                      description="Empty bookings list"
                    />
                  </Text>
                  <Button asChild>
                    <RouterLink to={paths.home}>
                      <FormattedMessage
                        id="bookings.list.findCar"
                        defaultMessage="Find a car"
                        description="Link from the empty bookings list to the search"
                      />
                    </RouterLink>
                  </Button>
                </>
              )}
            </Box>
          ) : (
            <BulkActionBar
              selection={selection}
              onDone={(result) => {
                setSelection(new Map());
                setNotice(result);
              }}
            />
          )}
          <BookingsTable
            body={body}
            size={size}
            money={money}
            selection={selection}
            onSelectionChange={setSelection}
            onAction={setOpen}
            onTotal={onTotal}
            narrow={narrow}
          />
        </Stack>
      </Grid>
      <BookingActionDialogs open={open} money={money} onClose={() => setOpen(null)} onDone={done} />
    </Container>
  );
}
