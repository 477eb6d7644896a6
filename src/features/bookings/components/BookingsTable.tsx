import { Alert, Box, Button, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/api/hooks';
import type { Money } from '@/components/money/useMoney';
import { NativeCheckbox } from '@/components/ui/NativeCheckbox';
import { INFINITE_SCROLL_OFFSET } from '@/config/constants';
import { selectLanguage } from '@/i18n/preferencesSlice';
import { useGetBookingsQuery, type Booking, type GetBookingsPayload } from '../api/bookingsApi';
import { retryMessage } from '../bookingMessages';
import { BookingActionButtons, type OpenAction } from './BookingActionButtons';
import { BookingMoneyFacts } from './BookingMoneyFacts';
import { StatusBadge } from './StatusBadge';

const COLUMNS = 8;

interface RowsProps {
  page: number;
  size: number;
  body: GetBookingsPayload;
  money: Money;
  selection: Map<string, Booking>;
  onToggle: (booking: Booking, on: boolean) => void;
  onAction: (action: OpenAction) => void;
  onLoaded: (page: number, bookings: Booking[], total: number) => void;
}

/** One page of rows; each page is its own cached request, so scrolling back costs nothing. */
function BookingRows({ page, size, body, money, selection, onToggle, onAction, onLoaded }: RowsProps) {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const { data, isLoading, isError, isFetching, refetch } = useGetBookingsQuery({ page, size, language, body });
  useEffect(() => {
    if (data) onLoaded(page, data[0]?.resultData ?? [], data[0]?.pageInfo[0]?.totalRecords ?? 0);
  }, [data, page, onLoaded]);

  if (isLoading) {
    return (
      <Table.Row aria-busy="true">
        <Table.Cell colSpan={COLUMNS}>
          <Stack gap="2">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="10" />
            ))}
          </Stack>
        </Table.Cell>
      </Table.Row>
    );
  }
  if (isError) {
    return (
      <Table.Row>
        <Table.Cell colSpan={COLUMNS}>
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {intl.formatMessage({
                  id: 'bookings.list.error',
                  defaultMessage: 'Your bookings could not be loaded.',
                  description: 'Bookings list failed to load',
                })}
              </Alert.Title>
            </Alert.Content>
            <Button size="sm" loading={isFetching} onClick={() => void refetch()}>
              {intl.formatMessage(retryMessage)}
            </Button>
          </Alert.Root>
        </Table.Cell>
      </Table.Row>
    );
  }
  return (
    <>
      {(data?.[0]?.resultData ?? []).map((booking) => (
        <Table.Row
          key={booking._id}
          data-testid="booking-row"
          data-booking={booking._id}
          aria-selected={selection.has(booking._id)}
        >
          <Table.Cell>
            <NativeCheckbox
              checked={selection.has(booking._id)}
              onChange={(event) => onToggle(booking, event.target.checked)}
              aria-label={intl.formatMessage(
                {
                  id: 'bookings.list.select',
                  defaultMessage: 'Select the booking of the {car} from {from}',
                  description: 'Checkbox selecting one booking',
                },
                {
                  car: booking.car.name,
                  from: intl.formatDate(booking.from, {
                    dateStyle: 'medium',
                    timeZone: booking.pickupLocation.timeZone,
                  }),
                },
              )}
            />
          </Table.Cell>
          <Table.Cell>
            <Text id={`booking-${booking._id}-car`} fontWeight="semibold">
              {booking.car.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              <FormattedMessage
                id="bookings.list.period"
                defaultMessage="{from} to {to}"
                description="Rental period in the bookings table"
                // Days at the locations, like the times on the booking's page.
                values={{
                  from: (
                    <FormattedDate value={booking.from} dateStyle="medium" timeZone={booking.pickupLocation.timeZone} />
                  ),
                  to: (
                    <FormattedDate value={booking.to} dateStyle="medium" timeZone={booking.dropOffLocation.timeZone} />
                  ),
                }}
              />
            </Text>
          </Table.Cell>
          <Table.Cell>{booking.supplier.fullName}</Table.Cell>
          <Table.Cell>{booking.driver.fullName}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            <Text data-testid="row-price">{money.format(Math.round(booking.price * 100))}</Text>
            <BookingMoneyFacts booking={booking} money={money} compact />
          </Table.Cell>
          <Table.Cell>
            <Stack gap="1" align="start">
              <StatusBadge status={booking.status} />
              {booking.cancelRequest && booking.status !== 'cancelled' && (
                <Text fontSize="xs" color="fg.muted">
                  <FormattedMessage
                    id="bookings.details.cancelRequested"
                    defaultMessage="Cancel request submitted"
                    description="Booking waiting for the provider to finalize a cancellation"
                  />
                </Text>
              )}
            </Stack>
          </Table.Cell>
          <Table.Cell minW="44">
            <BookingActionButtons booking={booking} onAction={onAction} />
          </Table.Cell>
        </Table.Row>
      ))}
    </>
  );
}

interface BookingsTableProps {
  body: GetBookingsPayload;
  size: number;
  money: Money;
  selection: Map<string, Booking>;
  onSelectionChange: (selection: Map<string, Booking>) => void;
  onAction: (action: OpenAction) => void;
  onTotal: (total: number) => void;
}

/**
 * The bookings as a table with infinite scroll: the next page loads when the end of the table
 * comes near, and a "Show more bookings" button does the same for keyboard and screen-reader users.
 * New filters start again from the first page, whose previous rows stay shown, dimmed and busy,
 * until the new ones arrive; the skeleton is for the very first load only.
 */
export function BookingsTable({
  body,
  size,
  money,
  selection,
  onSelectionChange,
  onAction,
  onTotal,
}: BookingsTableProps) {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const [pages, setPages] = useState(1);
  const [loaded, setLoaded] = useState<Record<number, Booking[]>>({});
  const [total, setTotal] = useState<number | null>(null);
  const listKey = `${JSON.stringify(body)}|${size}`;
  const [shownFor, setShownFor] = useState(listKey);
  if (shownFor !== listKey) {
    setShownFor(listKey);
    setPages(1);
    setLoaded((current): Record<number, Booking[]> => (current[1] ? { 1: current[1] } : {}));
    setTotal(null);
  }
  // Same arguments as the first page's rows: RTK Query shares the request, this only reads its state.
  const { isLoading, isFetching } = useGetBookingsQuery({ page: 1, size, language, body });
  const refreshing = isFetching && !isLoading;
  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = total !== null && pages * size < total;
  const shown = Object.values(loaded).flat();
  const allSelected = shown.length > 0 && shown.every((booking) => selection.has(booking._id));
  const someSelected = shown.some((booking) => selection.has(booking._id));

  const onLoaded = useCallback((page: number, bookings: Booking[], count: number) => {
    setLoaded((current) => ({ ...current, [page]: bookings }));
    if (page === 1) setTotal(count);
  }, []);
  useEffect(() => {
    if (total !== null) onTotal(total);
  }, [total, onTotal]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setPages((count) => count + 1);
      },
      { rootMargin: `${INFINITE_SCROLL_OFFSET}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, pages]);

  const toggle = (booking: Booking, on: boolean) => {
    const next = new Map(selection);
    if (on) next.set(booking._id, booking);
    else next.delete(booking._id);
    onSelectionChange(next);
  };
  const toggleAll = (on: boolean) =>
    onSelectionChange(on ? new Map(shown.map((booking) => [booking._id, booking])) : new Map());

  if (total === 0) return null;
  return (
    <Stack gap="3">
      <Box
        overflowX="auto"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        data-testid="bookings-table"
        aria-busy={refreshing}
        opacity={refreshing ? 0.5 : 1}
        transition="opacity 0.2s"
      >
        <Table.Root size="sm" interactive>
          <Table.Caption srOnly>
            {intl.formatMessage({
              id: 'bookings.list.caption',
              defaultMessage: 'Your bookings, newest first',
              description: 'Caption of the bookings table',
            })}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="8">
                <NativeCheckbox
                  checked={allSelected}
                  ref={(element: HTMLInputElement | null) => {
                    if (element) element.indeterminate = someSelected && !allSelected;
                  }}
                  disabled={shown.length === 0}
                  onChange={(event) => toggleAll(event.target.checked)}
                  aria-label={intl.formatMessage({
                    id: 'bookings.list.selectAll',
                    defaultMessage: 'Select all the bookings shown',
                    description: 'Checkbox selecting every loaded booking',
                  })}
                />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                {intl.formatMessage({
                  id: 'bookings.list.car',
                  defaultMessage: 'Car',
                  description: 'Bookings table column',
                })}
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                {intl.formatMessage({
                  id: 'bookings.list.supplier',
                  defaultMessage: 'Supplier',
                  description: 'Bookings table column',
                })}
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                {intl.formatMessage({
                  id: 'bookings.list.driver',
                  defaultMessage: 'Driver',
                  description: 'Bookings table column',
                })}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {intl.formatMessage({
                  id: 'bookings.list.price',
                  defaultMessage: 'Price',
                  description: 'Bookings table column',
                })}
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                {intl.formatMessage({
                  id: 'bookings.list.status',
                  defaultMessage: 'Status',
                  description: 'Bookings table column',
                })}
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                {intl.formatMessage({
                  id: 'bookings.list.actions',
                  defaultMessage: 'What you can do',
                  description: 'Bookings table column of the actions',
                })}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {Array.from({ length: pages }, (_, index) => (
              <BookingRows
                key={index}
                page={index + 1}
                size={size}
                body={body}
                money={money}
                selection={selection}
                onToggle={toggle}
                onAction={onAction}
                onLoaded={onLoaded}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <div ref={sentinel} />
      {hasMore && (
        <Button variant="outline" alignSelf="center" onClick={() => setPages((count) => count + 1)}>
          <FormattedMessage
            id="bookings.list.more"
            defaultMessage="Show more bookings"
            description="Button loading the next page of bookings"
          />
        </Button>
      )}
    </Stack>
  );
}
