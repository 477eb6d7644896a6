import { Alert, Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '@/api/apiError';
import { paths } from '@/config/paths';
import { useCheckCheckoutSessionMutation, useLazyGetBookingIdQuery } from '../api/checkoutApi';
import { checkoutErrors } from '../checkoutMessages';
import { checkoutErrorMessage } from '../forms/checkoutErrors';

type Outcome =
  { state: 'checking' } | { state: 'paid'; bookingId: string | null } | { state: 'failed'; message: MessageDescriptor };

/**
 * Confirms the payment of a session, once: paid → its booking; refused or unknown → 'Payment failed.'.
 * BookCars rendered nothing on a refusal; here every outcome is said.
 */
function useSessionOutcome(sessionId: string): Outcome {
  const [checkSession] = useCheckCheckoutSessionMutation();
  const [findBooking] = useLazyGetBookingIdQuery();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (checked.current === sessionId) return; // the check runs once per session, even in StrictMode
    checked.current = sessionId;
    void (async () => {
      try {
        const paid = await checkSession({ sessionId }).unwrap();
        if (paid !== true) {
          setOutcome({ state: 'failed', message: checkoutErrors.paymentFailed });
          return;
        }
        const bookingId = await findBooking({ sessionId })
          .unwrap()
          .catch(() => null);
        setOutcome({ state: 'paid', bookingId });
      } catch (error) {
        // A refused payment (400) is a failed payment; anything else says what happened.
        const refused = isApiError(error) && error.status === 400;
        setOutcome({ state: 'failed', message: refused ? checkoutErrors.paymentFailed : checkoutErrorMessage(error) });
      }
    })();
  }, [sessionId, checkSession, findBooking]);

  return outcome;
}

/** /checkout-session/{sessionId}: where a redirect-based payment returns. */
export function CheckoutSessionPage() {
  const intl = useIntl();
  const { sessionId = '' } = useParams();
  const outcome = useSessionOutcome(sessionId);
  return (
    <Container maxW="2xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          <FormattedMessage
            id="checkout.session.title"
            defaultMessage="Your payment"
            description="Heading of the checkout session page"
          />
        </Heading>
        {outcome.state === 'checking' && (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text>
              <FormattedMessage
                id="checkout.checking"
                defaultMessage="Checking in progress…"
                description="Shown while the payment is being confirmed"
              />
            </Text>
          </HStack>
        )}
        {outcome.state === 'paid' && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage
                  id="checkout.session.paid"
                  defaultMessage="Your payment was received and your booking is confirmed."
                  description="The session's payment succeeded"
                />
              </Alert.Title>
            </Alert.Content>
            {outcome.bookingId && (
              <Button asChild size="sm" alignSelf="center">
                <RouterLink
                  to={`${paths.booking}?b=${encodeURIComponent(outcome.bookingId)}`}
                  state={{ confirmation: true }}
                >
                  <FormattedMessage
                    id="checkout.session.view"
                    defaultMessage="View your booking"
                    description="Link from the session page to the booking"
                  />
                </RouterLink>
              </Button>
            )}
          </Alert.Root>
        )}
        {outcome.state === 'failed' && (
          <Stack gap="3">
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{intl.formatMessage(outcome.message)}</Alert.Title>
            </Alert.Root>
            <Text>
              <FormattedMessage
                id="checkout.session.failedHelp"
                defaultMessage="No booking was made with this payment. You can search again and book a car."
                description="What a failed payment means"
              />
            </Text>
            <Button asChild alignSelf="start" variant="outline">
              <RouterLink to={paths.search}>
                <FormattedMessage
                  id="checkout.findCar"
                  defaultMessage="Find a car"
                  description="Link to search from an incomplete checkout"
                />
              </RouterLink>
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
