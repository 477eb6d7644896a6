import { Alert, Box, Button, chakra, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
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

const COLUMNS = 7;

const listMessages = defineMessages({
  selectAll: {
    id: 'bookings.list.selectAll',
    defaultMessage: 'Select all the bookings shown',
    description: 'Checkbox selecting every loaded booking',
  },
  caption: {
    id: 'bookings.list.caption',
    defaultMessage: 'Your bookings, newest first',
    description: 'Caption of the bookings table',
  },
});

interface RowsProps {
  page: number;
  size: number;
  body: GetBookingsPayload;
  money: Money;
  selection: Map<string, Booking>;
  /** On a phone each booking is a card; on wider screens a table row. */
  narrow: boolean;
  onToggle: (booking: Booking, on: boolean) => void;
  onAction: (action: OpenAction) => void;
  onLoaded: (page: number, bookings: Booking[], total: number) => void;
}

interface BookingPartsProps {
  booking: Booking;
  money: Money;
  selected: boolean;
  onToggle: (booking: Booking, on: boolean) => void;
}

/** The checkbox selecting one booking, named after its car and first day (several may share a car). */
function SelectBooking({ booking, selected, onToggle }: Omit<BookingPartsProps, 'money'>) {
  const intl = useIntl();
  return (
    <NativeCheckbox
      checked={selected}
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
  );
}

/** The rental period, in days at the locations, like the times on the booking's page. */
function BookingPeriod({ booking }: { booking: Booking }) {
  return (
    <FormattedMessage
      id="bookings.list.period"
      defaultMessage="{from} to {to}"
      description="Rental period in the bookings table"
      values={{
        from: <FormattedDate value={booking.from} dateStyle="medium" timeZone={booking.pickupLocation.timeZone} />,
        to: <FormattedDate value={booking.to} dateStyle="medium" timeZone={booking.dropOffLocation.timeZone} />,
      }}
    />
  );
}

function BookingPrice({ booking, money, strong = false }: { booking: Booking; money: Money; strong?: boolean }) {
  return (
    <>
      <Text data-testid="row-price" fontWeight={strong ? 'semibold' : undefined}>
        {money.format(Math.round(booking.price * 100))}
      </Text>
      <BookingMoneyFacts booking={booking} money={money} compact />
    </>
  );
}

function BookingState({ booking }: { booking: Booking }) {
  return (
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
  );
}

function BookingRow({ booking, money, selected, onToggle, onAction }: BookingPartsProps & Pick<RowsProps, 'onAction'>) {
  return (
    <Table.Row data-testid="booking-row" data-booking={booking._id} aria-selected={selected}>
      <Table.Cell>
        <SelectBooking booking={booking} selected={selected} onToggle={onToggle} />
      </Table.Cell>
      <Table.Cell>
        <Text id={`booking-${booking._id}-car`} fontWeight="semibold">
          {booking.car.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          <BookingPeriod booking={booking} />
        </Text>
      </Table.Cell>
      <Table.Cell>{booking.supplier.fullName}</Table.Cell>
      <Table.Cell>{booking.driver.fullName}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        <BookingPrice booking={booking} money={money} />
      </Table.Cell>
      <Table.Cell>
        <BookingState booking={booking} />
      </Table.Cell>
      <Table.Cell minW="44">
        <BookingActionButtons booking={booking} onAction={onAction} />
      </Table.Cell>
    </Table.Row>
  );
}

/** A booking on a phone: everything the table row says, stacked to fit the width. */
function BookingCard({
  booking,
  money,
  selected,
  onToggle,
  onAction,
}: BookingPartsProps & Pick<RowsProps, 'onAction'>) {
  const intl = useIntl();
  const sameLocation = booking.pickupLocation._id === booking.dropOffLocation._id;
  return (
    <Box
      as="li"
      data-testid="booking-row"
      data-booking={booking._id}
      borderWidth="1px"
      borderRadius="md"
      borderColor={selected ? 'border.emphasized' : 'border'}
      bg={selected ? 'bg.muted' : 'bg'}
      p="3"
    >
      <HStack align="start" gap="3">
        <Box pt="0.5">
          <SelectBooking booking={booking} selected={selected} onToggle={onToggle} />
        </Box>
        <Stack gap="2" flex="1" minW="0">
          <HStack justify="space-between" align="start" gap="2" wrap="wrap">
            <Text id={`booking-${booking._id}-car`} fontWeight="semibold" overflowWrap="anywhere">
              {booking.car.name}
            </Text>
            <BookingState booking={booking} />
          </HStack>
          <Text fontSize="sm">
            <BookingPeriod booking={booking} />
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {sameLocation
              ? intl.formatMessage(
                  {
                    id: 'bookings.list.place',
                    defaultMessage: 'Pick-up and drop-off: {location}',
                    description: 'The one location of a booking on a phone',
                  },
                  { location: booking.pickupLocation.name },
                )
              : intl.formatMessage(
                  {
                    id: 'bookings.list.route',
                    defaultMessage: 'Pick-up: {pickup} · Drop-off: {dropOff}',
                    description: 'Pick-up and drop-off locations of a booking on a phone',
                  },
                  { pickup: booking.pickupLocation.name, dropOff: booking.dropOffLocation.name },
                )}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {intl.formatMessage(
              {
                id: 'bookings.list.supplierDriver',
                defaultMessage: 'Supplier: {supplier} · Driver: {driver}',
                description: 'Supplier and driver of a booking on a phone',
              },
              { supplier: booking.supplier.fullName, driver: booking.driver.fullName },
            )}
          </Text>
          <Box>
            <BookingPrice booking={booking} money={money} strong />
          </Box>
          <BookingActionButtons booking={booking} onAction={onAction} />
        </Stack>
      </HStack>
    </Box>
  );
}

/** One page of bookings; each page is its own cached request, so scrolling back costs nothing. */
function BookingRows({ page, size, body, money, selection, narrow, onToggle, onAction, onLoaded }: RowsProps) {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const { data, isLoading, isError, isFetching, refetch } = useGetBookingsQuery({ page, size, language, body });
  useEffect(() => {
    if (data) onLoaded(page, data[0]?.resultData ?? [], data[0]?.pageInfo[0]?.totalRecords ?? 0);
  }, [data, page, onLoaded]);

  // The skeleton and the error take the whole width: a cell spanning the row, or an item of the list.
  const whole = (content: ReactNode, busy = false) =>
    narrow ? (
      <Box as="li" aria-busy={busy || undefined}>
        {content}
      </Box>
    ) : (
      <Table.Row aria-busy={busy || undefined}>
        <Table.Cell colSpan={COLUMNS}>{content}</Table.Cell>
      </Table.Row>
    );

  if (isLoading) {
    return whole(
      <Stack gap="2">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="10" />
        ))}
      </Stack>,
      true,
    );
  }
  if (isError) {
    return whole(
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
      </Alert.Root>,
    );
  }
  const Item = narrow ? BookingCard : BookingRow;
  return (
    <>
      {(data?.[0]?.resultData ?? []).map((booking) => (
        <Item
          key={booking._id}
          booking={booking}
          money={money}
          selected={selection.has(booking._id)}
          onToggle={onToggle}
          onAction={onAction}
        />
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
  /** A phone: the bookings as cards, the table being wider than the screen. */
  narrow?: boolean;
}

/**
 * The bookings as a table (cards on a phone) with infinite scroll: the next page loads when the end of the table
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
  narrow = false,
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

  const selectAll = (
    <NativeCheckbox
      checked={allSelected}
      ref={(element: HTMLInputElement | null) => {
        if (element) element.indeterminate = someSelected && !allSelected;
      }}
      disabled={shown.length === 0}
      onChange={(event) => toggleAll(event.target.checked)}
      aria-label={intl.formatMessage(listMessages.selectAll)}
    />
  );
  const pageList = Array.from({ length: pages }, (_, index) => (
    <BookingRows
      key={index}
      page={index + 1}
      size={size}
      body={body}
      money={money}
      selection={selection}
      narrow={narrow}
      onToggle={toggle}
      onAction={onAction}
      onLoaded={onLoaded}
    />
  ));

  if (total === 0) return null;
  return (
    <Stack gap="3">
      <Box
        overflowX={narrow ? undefined : 'auto'}
        borderWidth={narrow ? undefined : '1px'}
        borderRadius="md"
        bg={narrow ? undefined : 'bg'}
        data-testid="bookings-table"
        aria-busy={refreshing}
        opacity={refreshing ? 0.5 : 1}
        transition="opacity 0.2s"
      >
        {narrow ? (
          <Stack gap="2">
            {/* The table's header checkbox, with its name written out (there is no header here). */}
            <chakra.label display="flex" alignItems="center" gap="3" px="3" fontSize="sm">
              {selectAll}
              {intl.formatMessage(listMessages.selectAll)}
            </chakra.label>
            <Stack as="ul" gap="2" listStyleType="none" aria-label={intl.formatMessage(listMessages.caption)}>
              {pageList}
            </Stack>
          </Stack>
        ) : (
          <Table.Root size="sm" interactive>
            <Table.Caption srOnly>{intl.formatMessage(listMessages.caption)}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="8">{selectAll}</Table.ColumnHeader>
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
            <Table.Body>{pageList}</Table.Body>
          </Table.Root>
        )}
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
