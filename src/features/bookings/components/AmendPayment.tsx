import { Alert, Badge, Field, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/api/hooks';
import { isApiError } from '@/api/apiError';
import type { Money } from '@/components/money/useMoney';
import type { PayPalHandlers } from '@/components/payments/paypal/PayPalPayment';
import { retryableLazy } from '@/components/retryableLazy';
import { BASE_CURRENCY } from '@/config/constants';
import {
  useApproveTestPaymentMutation,
  useCheckPayPalOrderMutation,
  useCreatePayPalOrderMutation,
} from '@/features/checkout/api/checkoutApi';
import { usePaymentCapabilities } from '@/features/info/api/infoApi';
import { selectLanguage } from '@/i18n/preferencesSlice';
import type { Booking } from '../api/bookingsApi';

const messages = defineMessages({
  number: {
    id: 'bookings.amendPay.number',
    defaultMessage: 'Card number',
    description: 'Amend payment: card number field',
  },
  expiry: {
    id: 'bookings.amendPay.expiry',
    defaultMessage: 'Expiry date (MM/YY)',
    description: 'Amend payment: card expiry field',
  },
  cvc: {
    id: 'bookings.amendPay.cvc',
    defaultMessage: 'Security code',
    description: 'Amend payment: card security code field',
  },
  section: {
    id: 'bookings.amendPay.section',
    defaultMessage: 'Payment of the difference',
    description: 'Amend payment: name of the card section',
  },
  invalidNumber: {
    id: 'bookings.amendPay.invalidNumber',
    defaultMessage: 'Invalid card number',
    description: 'Amend payment: the card number is wrong',
  },
  invalidExpiry: {
    id: 'bookings.amendPay.invalidExpiry',
    defaultMessage: 'Invalid expiry date',
    description: 'Amend payment: the expiry date is wrong',
  },
  invalidCvc: {
    id: 'bookings.amendPay.invalidCvc',
    defaultMessage: 'Invalid Card Validation Code',
    description: 'Amend payment: the security code is wrong',
  },
});

type CardField = 'number' | 'expiry' | 'cvc';
const CARD_ERRORS: Record<string, { field: CardField; message: (typeof messages)[keyof typeof messages] }> = {
  invalid_card_number: { field: 'number', message: messages.invalidNumber },
  invalid_expiry_date: { field: 'expiry', message: messages.invalidExpiry },
  invalid_cvc: { field: 'cvc', message: messages.invalidCvc },
};

/** The outcome of paying the difference: paid (the change is applied), a card typo to fix (the change stays open), or failed (the change was dropped). */
export type AmendPaymentOutcome = { kind: 'paid' } | { kind: 'typo' } | { kind: 'failed'; error: unknown };

const PayPalPayment = retryableLazy(() =>
  import(/* webpackChunkName: "checkout-paypal" */ '@/components/payments/paypal/PayPalPayment').then(
    (m) => m.PayPalPayment,
  ),
);

/**
 * Pays an amendment's difference through the booking payment flow (order for the difference,
 * the buyer's approval — the test gateway's card, or PayPal's buttons — and the capture), which
 * applies the change.
 */
export function useAmendPayment(booking: Booking) {
  const intl = useIntl();
  const [createOrder] = useCreatePayPalOrderMutation();
  const [approve] = useApproveTestPaymentMutation();
  const [capture] = useCheckPayPalOrderMutation();
  const [card, setCard] = useState<Record<CardField, string>>({ number: '', expiry: '', cvc: '' });
  const [cardError, setCardError] = useState<{ field: CardField; message: string } | null>(null);

  const orderFor = (amendmentId: string, amount: number) =>
    createOrder({
      body: {
        bookingId: booking._id,
        amendmentId,
        amount,
        currency: BASE_CURRENCY,
        name: booking.car.name,
        description: `${booking.car.name}, ${booking.supplier.fullName}`,
      },
    }).unwrap();

  /** With the test gateway: the card typed in the dialog. */
  const pay = async (amendmentId: string, amount: number): Promise<AmendPaymentOutcome> => {
    setCardError(null);
    try {
      const orderId = await orderFor(amendmentId, amount);
      await approve({ orderId, body: { cardNumber: card.number, expiry: card.expiry, cvc: card.cvc } }).unwrap();
      await capture({ bookingId: booking._id, orderId }).unwrap();
      return { kind: 'paid' };
    } catch (error) {
      const typo = isApiError(error) ? CARD_ERRORS[error.code] : undefined;
      if (!typo) return { kind: 'failed', error };
      setCardError({ field: typo.field, message: intl.formatMessage(typo.message) });
      return { kind: 'typo' };
    }
  };
  /** With PayPal: its buttons create the order and report the approval; `settle` hears how it ended. */
  const paypalHandlers = (
    amendmentId: string,
    amount: number,
    settle: (outcome: AmendPaymentOutcome) => void,
  ): PayPalHandlers => ({
    validate: async () => true,
    createOrder: () => orderFor(amendmentId, amount),
    approve: async (orderId) => {
      try {
        await capture({ bookingId: booking._id, orderId }).unwrap();
        settle({ kind: 'paid' });
      } catch (error) {
        settle({ kind: 'failed', error });
      }
    },
    fail: () => settle({ kind: 'failed', error: null }),
    // Closing PayPal leaves the change waiting for its payment: the driver may pay or go back.
    cancel: () => undefined,
  });

  return { card, setCard, cardError, pay, paypalHandlers };
}

interface AmendPaymentFieldsProps {
  amendmentId: string;
  amount: number;
  money: Money;
  payment: ReturnType<typeof useAmendPayment>;
  /** PayPal's buttons paid (the change is applied) or failed (it was dropped). */
  onSettled: (outcome: AmendPaymentOutcome) => void;
}

/** The test gateway's card fields for the difference (the dialog's submit button pays). */
/** Whether the dialog's own button pays the difference: with the test gateway's card fields (PayPal pays with its own buttons). */
export function usePaysByCardInDialog(): boolean {
  return usePaymentCapabilities()?.online === 'test';
}

export function AmendPaymentFields({ amendmentId, amount, money, payment, onSettled }: AmendPaymentFieldsProps) {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const capabilities = usePaymentCapabilities();
  const online = capabilities?.online;
  const { card, setCard, cardError } = payment;
  const field = (name: CardField, autoComplete: string) => (
    <Field.Root required invalid={cardError?.field === name}>
      <Field.Label>{intl.formatMessage(messages[name])}</Field.Label>
      <Input
        autoComplete={autoComplete}
        value={card[name]}
        onChange={(event) => setCard({ ...card, [name]: event.target.value })}
      />
      {cardError?.field === name && <Field.ErrorText>{cardError.message}</Field.ErrorText>}
    </Field.Root>
  );
  return (
    <Stack as="section" gap="3" aria-label={intl.formatMessage(messages.section)}>
      <Text fontWeight="semibold">
        <FormattedMessage
          id="bookings.amendPay.title"
          defaultMessage="Pay the difference of {amount} to confirm the change"
          description="Amend payment: heading"
          values={{ amount: money.format(Math.round(amount * 100)) }}
        />
      </Text>
      {online === 'paypal' && capabilities?.paypalClientId ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <PayPalPayment
            clientId={capabilities.paypalClientId}
            currency={BASE_CURRENCY}
            language={language}
            active
            handlers={payment.paypalHandlers(amendmentId, amount, onSettled)}
          />
        </Suspense>
      ) : online !== 'test' ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage
              id="bookings.amendPay.noOnlinePayment"
              defaultMessage="This site does not take online payments at the moment, so the difference cannot be paid: your booking was not changed."
              description="Amend payment: the server has no online payment gateway"
            />
          </Alert.Description>
        </Alert.Root>
      ) : (
        <>
          <Badge colorPalette="orange" alignSelf="start" role="note">
            <FormattedMessage
              id="bookings.amendPay.testMode"
              defaultMessage="Test mode — no real payment"
              description="Amend payment: the test gateway label"
            />
          </Badge>
          {field('number', 'cc-number')}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {field('expiry', 'cc-exp')}
            {field('cvc', 'cc-csc')}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
