import { Alert, Box, Button, Container, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppSelector } from '@/api/hooks';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/apiError';
import { NotFound } from '@/components/NotFound';
import { useMoney } from '@/components/money/useMoney';
import { paths } from '@/config/paths';
import { selectLanguage } from '@/i18n/preferencesSlice';
import { useGetBookingQuery, type Booking } from '../api/bookingsApi';
import { confirmationMessages, loadErrorMessage, retryMessage } from '../bookingMessages';
import { ActionNotice, type Notice } from '../components/ActionNotice';
import { BookingActionButtons, type OpenAction } from '../components/BookingActionButtons';
import { BookingActionDialogs } from '../components/BookingActionDialogs';
import { BookingDetails } from '../components/BookingDetails';
import { ReceiptLink } from '../components/ReceiptLink';

function Confirmation({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const messages =
    booking.status === 'paid' || booking.status === 'paidInFull'
      ? confirmationMessages.paid
      : booking.status === 'deposit' || booking.status === 'pending' || booking.status === 'void'
        ? confirmationMessages[booking.status]
        : confirmationMessages.other;
  return (
    <Alert.Root
      status={booking.status === 'void' ? 'info' : 'success'}
      role="status"
      data-testid="booking-confirmation"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="lg">
          <FormattedMessage
            id="bookings.confirmation.congratulations"
            defaultMessage="Congratulations! {title}"
            description="Title of the booking confirmation; title is the status title"
            values={{ title: intl.formatMessage(messages.title) }}
          />
        </Alert.Title>
        <Alert.Description>{intl.formatMessage(messages.message)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** /booking?b=ID: one of the driver's bookings; after checkout (router state `confirmation`) with its confirmation. */
export function BookingPage() {
  const intl = useIntl();
  const money = useMoney();
  const language = useAppSelector(selectLanguage);
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('b') ?? '';
  const confirmation = (location.state as { confirmation?: boolean } | null)?.confirmation === true;
  const navigate = useNavigate();
  const {
    data: booking,
    error,
    isLoading,
    isError,
    isFetching,
    refetch,
  } = useGetBookingQuery({ id, language }, { skip: !id });
  const [open, setOpen] = useState<OpenAction | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const done = (message: MessageDescriptor, action: OpenAction) => {
    setOpen(null);
    // A deleted booking has no page any more: the list says what happened.
    if (action.kind === 'delete') void navigate(paths.bookings, { state: { notice: intl.formatMessage(message) } });
    else setNotice({ title: intl.formatMessage(message) });
  };

  // A missing booking and another driver's answer alike (404; 204 from a BookCars host).
  if (!id || booking === null || (isError && isApiError(error) && error.status === 404)) {
    return (
      <NotFound
        title={
          <FormattedMessage
            id="bookings.booking.notFound.title"
            defaultMessage="This booking cannot be found"
            description="Heading of the booking page when the booking does not exist or is not the driver's"
          />
        }
        text={
          <FormattedMessage
            id="bookings.booking.notFound.text"
            defaultMessage="It does not exist, or it is not one of your bookings. Your bookings are all listed in My bookings."
            description="Booking page when the booking does not exist or is not the driver's"
          />
        }
        link={{
          to: paths.bookings,
          label: (
            <FormattedMessage
              id="bookings.booking.notFound.link"
              defaultMessage="Go to My bookings"
              description="Link from a booking that cannot be found to the driver's bookings list"
            />
          ),
        }}
      />
    );
  }

  return (
    <Container maxW="4xl" py="6">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          <FormattedMessage
            id="bookings.booking.title"
            defaultMessage="Your booking"
            description="Heading of the booking page"
          />
        </Heading>
        {isLoading ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton height="120px" />
            <Skeleton height="240px" />
          </Stack>
        ) : isError || !booking ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{intl.formatMessage(loadErrorMessage)}</Alert.Title>
            </Alert.Content>
            <Button size="sm" loading={isFetching} onClick={() => void refetch()}>
              {intl.formatMessage(retryMessage)}
            </Button>
          </Alert.Root>
        ) : (
          <>
            {confirmation && <Confirmation booking={booking} />}
            {notice && <ActionNotice notice={notice} onDismiss={() => setNotice(null)} />}
            <BookingDetails booking={booking} money={money} />
            <Box as="section" aria-labelledby="booking-actions-title">
              <Heading as="h2" size="md" mb="2" id="booking-actions-title">
                <FormattedMessage
                  id="bookings.booking.actions"
                  defaultMessage="Manage this booking"
                  description="Heading of the actions on the booking page"
                />
              </Heading>
              <Stack gap="3">
                <BookingActionButtons booking={booking} onAction={setOpen} showView={false} />
                <Box>
                  <ReceiptLink bookingId={booking._id} language={language} />
                </Box>
              </Stack>
            </Box>
            <BookingActionDialogs open={open} money={money} onClose={() => setOpen(null)} onDone={done} />
          </>
        )}
        <Box>
          <Button asChild variant="outline">
            <RouterLink to={paths.bookings}>
              <FormattedMessage
                id="bookings.booking.backToList"
                defaultMessage="All my bookings"
                description="Link from a booking to the bookings list"
              />
            </RouterLink>
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
