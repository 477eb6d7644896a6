import { Alert, Button, HStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { heldUntilMessage, lostPaymentMessages, sessionEndedMessages } from '../checkoutMessages';

/** The driver is taken to a notice when it appears (and again when it changes). */
function useFocusOn<T>(key: T) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [key]);
  return ref;
}

/**
 * The driver's session ended while booking: the app no longer shows them signed in; the form keeps
 * what was chosen, and the two ways on are offered.
 */
export function SessionEndedAlert({ signInHref, onVisitor }: { signInHref: string; onVisitor: () => void }) {
  const intl = useIntl();
  const ref = useFocusOn(true);
  return (
    // Info, not warning: the alert's palette colours its solid button, and orange's fails contrast (axe).
    <Alert.Root ref={ref} status="info" role="alert" tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{intl.formatMessage(sessionEndedMessages.title)}</Alert.Title>
        <Alert.Description>{intl.formatMessage(sessionEndedMessages.text)}</Alert.Description>
        <HStack wrap="wrap">
          <Button asChild size="sm">
            <RouterLink to={signInHref}>{intl.formatMessage(sessionEndedMessages.signIn)}</RouterLink>
          </Button>
          <Button size="sm" variant="outline" onClick={onVisitor}>
            {intl.formatMessage(sessionEndedMessages.visitor)}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Where a payment whose answer was lost stands, as far as the app knows. */
export type LostPaymentState = 'unknown' | 'processing' | 'unpaid';

/**
 * The connection dropped during a payment step: said as such (not as a declined card), with what
 * the server says of the payment and the safe way on (checking again never charges twice).
 */
export function LostPaymentAlert({
  state,
  heldUntil,
  checking,
  onCheckAgain,
}: {
  state: LostPaymentState;
  heldUntil: string | null;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const intl = useIntl();
  const ref = useFocusOn(state);
  return (
    <Alert.Root ref={ref} status={state === 'processing' ? 'info' : 'warning'} role="alert" tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{intl.formatMessage(lostPaymentMessages.title)}</Alert.Title>
        <Alert.Description>{intl.formatMessage(lostPaymentMessages[state])}</Alert.Description>
        {state === 'unpaid' && heldUntil && (
          <Alert.Description>
            {intl.formatMessage(heldUntilMessage, {
              time: intl.formatTime(heldUntil, { hour: '2-digit', minute: '2-digit' }),
            })}
          </Alert.Description>
        )}
        {state !== 'unpaid' && (
          <Button alignSelf="start" size="sm" variant="outline" loading={checking} onClick={onCheckAgain}>
            {intl.formatMessage(lostPaymentMessages.checkAgain)}
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
