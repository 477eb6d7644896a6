import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PayPalCardFieldsComponent, PayPalNamespace } from '@paypal/paypal-js';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SupportedLanguage } from '@/domain/language';
import {
  loadPayPalScript,
  PAYPAL_LOAD_TIMEOUT_MS,
  paypalScriptOptions,
  withTimeout,
  type PayPalLoader,
} from './paypalLoader';

/** The SDK script's states (spec §4), each shown as it is. */
export type PayPalScriptStatus = 'initial' | 'pending' | 'resolved' | 'rejected';

/** What the checkout does around PayPal's own steps. */
export interface PayPalHandlers {
  /** Checks the form before PayPal opens; false keeps PayPal closed (the form shows its errors). */
  validate: () => Promise<boolean>;
  /** Creates the booking and its PayPal order; resolves to the order id. */
  createOrder: () => Promise<string>;
  /** The payer approved: our server captures and confirms. */
  approve: (orderId: string) => Promise<void>;
  /** PayPal reported an error or a declined card. */
  fail: () => void;
  /** The payer closed PayPal without paying. */
  cancel: () => void;
}

interface PayPalPaymentProps {
  clientId: string;
  /** Currency the order is charged in. */
  currency: string;
  language: SupportedLanguage;
  /** An online option is chosen: only then is the SDK loaded. */
  active: boolean;
  handlers: PayPalHandlers;
  loader?: PayPalLoader;
}

/** Loads the SDK once active (and keeps it); `retry` starts a new attempt after a failure. */
function usePayPalScript(
  active: boolean,
  loader: PayPalLoader,
  clientId: string,
  currency: string,
  language: SupportedLanguage,
) {
  const [started, setStarted] = useState(active);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; paypal: PayPalNamespace | null } | null>(null);
  // Once the driver chose to pay online the SDK stays: switching back and forth reloads nothing.
  if (active && !started) setStarted(true);
  const key = `${attempt}|${clientId}|${currency}|${language}`;

  useEffect(() => {
    if (!started) return;
    let current = true;
    withTimeout(loader(paypalScriptOptions(clientId, currency, language)), PAYPAL_LOAD_TIMEOUT_MS).then(
      // A script that loads without its Buttons (blocked, wrong client id) is a failure too.
      (paypal) => current && setLoaded({ key, paypal: paypal?.Buttons ? paypal : null }),
      () => current && setLoaded({ key, paypal: null }),
    );
    return () => {
      current = false;
    };
  }, [started, loader, clientId, currency, language, key]);

  let status: PayPalScriptStatus = 'initial';
  if (started) status = loaded?.key !== key ? 'pending' : loaded.paypal ? 'resolved' : 'rejected';
  return {
    status,
    paypal: status === 'resolved' ? (loaded?.paypal ?? null) : null,
    retry: () => setAttempt((value) => value + 1),
  };
}

/** PayPal's buttons and card fields, rendered into our containers once the SDK is there. */
function PayPalComponents({ paypal, handlers }: { paypal: PayPalNamespace; handlers: PayPalHandlers }) {
  const intl = useIntl();
  const buttonsRef = useRef<HTMLDivElement>(null);
  const numberRef = useRef<HTMLDivElement>(null);
  const expiryRef = useRef<HTMLDivElement>(null);
  const cvvRef = useRef<HTMLDivElement>(null);
  const latest = useRef(handlers);
  const [cardFields, setCardFields] = useState<PayPalCardFieldsComponent | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const callbacks = {
      createOrder: () => latest.current.createOrder(),
      onApprove: async ({ orderID }: { orderID: string }) => latest.current.approve(orderID),
      onError: () => latest.current.fail(),
      onCancel: () => latest.current.cancel(),
    };
    const buttons = paypal.Buttons?.({
      ...callbacks,
      onClick: async (_data, actions) => ((await latest.current.validate()) ? actions.resolve() : actions.reject()),
    });
    if (buttons?.isEligible() && buttonsRef.current) void buttons.render(buttonsRef.current);

    const fields = paypal.CardFields?.(callbacks);
    if (fields?.isEligible() && numberRef.current && expiryRef.current && cvvRef.current) {
      void fields.NumberField({}).render(numberRef.current);
      void fields.ExpiryField({}).render(expiryRef.current);
      void fields.CVVField({}).render(cvvRef.current);
      setCardFields(fields);
    } else {
      setCardFields(null);
    }
    return () => {
      void buttons?.close();
    };
  }, [paypal]);

  async function payByCard() {
    if (!cardFields || !(await latest.current.validate())) return;
    setPaying(true);
    try {
      await cardFields.submit();
    } catch {
      latest.current.fail();
    } finally {
      setPaying(false);
    }
  }

  return (
    <Stack gap="4">
      <Box ref={buttonsRef} data-testid="paypal-buttons" />
      <Stack gap="2" hidden={!cardFields}>
        <Text fontWeight="medium">
          <FormattedMessage
            id="checkout.paypal.cardTitle"
            defaultMessage="Or pay by card"
            description="Heading of PayPal's card fields"
          />
        </Text>
        <Box
          ref={numberRef}
          aria-label={intl.formatMessage({
            id: 'checkout.paypal.number',
            defaultMessage: 'Card number',
            description: "Container of PayPal's card number field",
          })}
          role="group"
        />
        <HStack gap="3" align="start">
          <Box
            flex="1"
            ref={expiryRef}
            role="group"
            aria-label={intl.formatMessage({
              id: 'checkout.paypal.expiry',
              defaultMessage: 'Expiry date',
              description: "Container of PayPal's expiry field",
            })}
          />
          <Box
            flex="1"
            ref={cvvRef}
            role="group"
            aria-label={intl.formatMessage({
              id: 'checkout.paypal.cvv',
              defaultMessage: 'Security code',
              description: "Container of PayPal's security code field",
            })}
          />
        </HStack>
        <Box>
          <Button onClick={() => void payByCard()} loading={paying} disabled={!cardFields}>
            <FormattedMessage
              id="checkout.paypal.payByCard"
              defaultMessage="Pay by card"
              description="Submit button of PayPal's card fields"
            />
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}

/**
 * Secure payment through PayPal: the SDK is fetched only when an online option is chosen, and its
 * state is always said: not loaded yet, loading, failed (with a retry), or ready.
 */
export function PayPalPayment({
  clientId,
  currency,
  language,
  active,
  handlers,
  loader = loadPayPalScript,
}: PayPalPaymentProps) {
  const { status, paypal, retry } = usePayPalScript(active, loader, clientId, currency, language);

  return (
    <Box data-paypal-status={status} aria-busy={status === 'pending'}>
      {status === 'initial' && (
        <Text color="fg.muted">
          <FormattedMessage
            id="checkout.paypal.initial"
            defaultMessage="PayPal loads when you choose to pay online."
            description="PayPal not loaded yet (pay later chosen)"
          />
        </Text>
      )}
      {status === 'pending' && (
        <HStack role="status" gap="3">
          <Spinner size="sm" />
          <Text>
            <FormattedMessage
              id="checkout.paypal.pending"
              defaultMessage="Loading PayPal…"
              description="PayPal's script is loading"
            />
          </Text>
        </HStack>
      )}
      {status === 'rejected' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage
                id="checkout.paypal.rejected"
                defaultMessage="PayPal could not be loaded."
                description="PayPal's script failed to load"
              />
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage
                id="checkout.paypal.rejectedHelp"
                defaultMessage="Check your connection and try again, or choose to pay later at the counter when it is offered."
                description="What to do when PayPal failed to load"
              />
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" onClick={retry}>
            <FormattedMessage
              id="checkout.paypal.retry"
              defaultMessage="Try again"
              description="Button reloading PayPal"
            />
          </Button>
        </Alert.Root>
      )}
      {status === 'resolved' && paypal && <PayPalComponents paypal={paypal} handlers={handlers} />}
    </Box>
  );
}
