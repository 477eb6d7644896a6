import { Alert, Box, Button, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, useFormikContext, type FormikHelpers, type FormikProps } from 'formik';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/api/hooks';
import { sessionEnded } from '@/api/session';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FixErrorsNotice } from '@/components/form/FixErrorsNotice';
import { focusFirstError } from '@/components/form/focusFirstError';
import { FormError } from '@/components/form/FormError';
import { validateWithSchema } from '@/components/lazySchema';
import { RatesNote } from '@/components/money/RatesNote';
import { recaptchaToken } from '@/components/recaptcha/recaptcha';
import { useMoney } from '@/components/money/useMoney';
import { BASE_CURRENCY } from '@/config/constants';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { bookingMoney } from '@/domain/bookingMoney';
import { formatMoney } from '@/domain/money';
import { priceRental } from '@/domain/pricing';
import type { CarDetails, Location } from '@/features/cars/api/carsApi';
import type { PaymentCapabilities } from '@/features/info/api/infoApi';
import { selectLanguage } from '@/i18n/preferencesSlice';
import {
  useApproveTestPaymentMutation,
  useCheckoutMutation,
  useCheckPayPalOrderMutation,
  useCreatePayPalOrderMutation,
  useLazyGetPaymentStateQuery,
  type CheckoutResult,
} from '../api/checkoutApi';
import { checkoutErrors, heldUntilMessage } from '../checkoutMessages';
import { signInHref, type CheckoutTarget } from '../checkoutParams';
import {
  cardFieldError,
  checkoutErrorMessage,
  isEmailTaken,
  isLostAnswer,
  isSessionEnded,
} from '../forms/checkoutErrors';
import { clearDraft, loadDraft, saveDraft } from '../forms/checkoutDraft';
import { emptyCheckoutValues, type CheckoutValues } from '../forms/checkoutForm';
import type { CheckoutRules } from '../forms/checkoutSchema';
import { asksAdditionalDriver, bookedExtras, checkoutPayload } from '../forms/checkoutPayload';
import { amountNowCents, availablePaymentOptions, defaultPaymentOption, paymentOptionRefusals } from '../payment';
import type { PayPalHandlers } from '@/components/payments/paypal/PayPalPayment';
import type { PayPalLoader } from '@/components/payments/paypal/paypalLoader';
import { retryableLazy } from '@/components/retryableLazy';
import { BookingDetails } from './BookingDetails';
import { LostPaymentAlert, SessionEndedAlert, type LostPaymentState } from './CheckoutNotices';
import { DriverSection } from './DriverSection';
import { ExtrasFieldset } from './ExtrasFieldset';
import { LicenseField } from './LicenseField';
import { PaymentOptions } from './PaymentOptions';
import { PersonFields } from './PersonFields';
import { PickupChecklist } from './PickupChecklist';
import { TestCardFields } from './TestCardFields';

/** The signed-in driver as checkout needs them. */
export interface CheckoutDriver {
  _id: string;
  fullName: string;
  email: string;
  phone?: string | null;
  license?: string | null;
}

export interface CheckoutFormProps {
  car: CarDetails;
  target: CheckoutTarget;
  /** This page's path and query: the draft's key and the sign-in return address. */
  checkoutUrl: string;
  pickup: Location;
  dropOff: Location;
  driver: CheckoutDriver | null;
  /** Called with the answer of a visitor's checkout, which signed this browser in. */
  onVisitorSignedIn?: (result: CheckoutResult) => void;
  /**
   * A visitor's booking is made but this browser is not signed in: the answer that signed it in
   * was lost, and the retry's answer (a replay) signs nobody in.
   */
  onBookedSignedOut: (bookingId: string) => void;
  /** What the server says works (settings): only those options are offered. */
  payments: PaymentCapabilities;
  paypalLoader?: PayPalLoader;
}

/** PayPal's part is only fetched when PayPal is configured (the test gateway never needs it). */
const PayPalPayment = retryableLazy(() =>
  import(/* webpackChunkName: "checkout-paypal" */ '@/components/payments/paypal/PayPalPayment').then(
    (m) => m.PayPalPayment,
  ),
);

/** The rules (and Yup) are fetched on the first validation, not with the page. */
const loadRules = () => import(/* webpackChunkName: "checkout-rules" */ '../forms/checkoutSchema');

/** Where the booking stands while it is being made. */
type Phase = 'idle' | 'booking' | 'checking';

/** A payment that did not go through (each one a new object, so the same message is focused again). */
interface PaymentError {
  message: MessageDescriptor;
  /** The held booking's end, when a retry pays the same booking. */
  heldUntil: string | null;
}

/** A payment step whose answer was lost: the booking and order concerned, and what the server says. */
interface LostPayment {
  bookingId: string;
  /** Null when the order's own answer was lost: then nothing was paid yet. */
  orderId: string | null;
  state: LostPaymentState;
  heldUntil: string | null;
}

/** After these, the held booking is gone: the next try is a new attempt. */
const BOOKING_GONE: MessageDescriptor[] = [
  checkoutErrors.bookingExpired,
  checkoutErrors.carUnavailable,
  checkoutErrors.notFound,
];

/** A checkout attempt: its idempotency key and the request it was made for. */
interface Attempt {
  key: string;
  body: string;
}

/** One idempotency key per checkout attempt: a double click or a retried request books once. */
function newAttemptKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** A payment step failed: a declined card (or anything unexplained) is 'Payment failed.'; a few causes are said. */
function paymentFailure(error: unknown): MessageDescriptor {
  const message = checkoutErrorMessage(error);
  const said: MessageDescriptor[] = [
    ...BOOKING_GONE,
    checkoutErrors.gatewayError,
    checkoutErrors.onlinePaymentUnavailable,
  ];
  return said.includes(message) ? message : checkoutErrors.paymentFailed;
}

/** What went wrong with the payment, and for how long the car stays reserved for a retry. */
function PaymentErrorAlert({ error, ref }: { error: PaymentError; ref: React.Ref<HTMLDivElement> }) {
  const intl = useIntl();
  return (
    <Alert.Root ref={ref} status="error" role="alert" tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{intl.formatMessage(error.message)}</Alert.Title>
        {error.heldUntil && (
          <Alert.Description>
            {intl.formatMessage(heldUntilMessage, {
              time: intl.formatTime(error.heldUntil, { hour: '2-digit', minute: '2-digit' }),
            })}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** Keeps what was typed (never the card) under this checkout's URL, for the return from sign-in. */
function DraftKeeper({ checkoutUrl }: { checkoutUrl: string }) {
  const { values } = useFormikContext<CheckoutValues>();
  useEffect(() => saveDraft(checkoutUrl, values), [checkoutUrl, values]);
  return null;
}

/** The booking form: extras with a live total, the driver, the licence, how to pay, and paying. */
export function CheckoutForm({
  car,
  target,
  checkoutUrl,
  pickup,
  dropOff,
  driver,
  onVisitorSignedIn,
  onBookedSignedOut,
  payments,
  paypalLoader,
}: CheckoutFormProps) {
  const intl = useIntl();
  const money = useMoney();
  const language = useAppSelector(selectLanguage);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  const [checkout] = useCheckoutMutation();
  const [createPayPalOrder] = useCreatePayPalOrderMutation();
  const [approveTestPayment] = useApproveTestPaymentMutation();
  const [checkPayPalOrder] = useCheckPayPalOrderMutation();
  const [readPaymentState] = useLazyGetPaymentStateQuery();
  const [phase, setPhase] = useState<Phase>('idle');
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const [paymentError, setPaymentError] = useState<PaymentError | null>(null);
  const paymentErrorRef = useRef<HTMLDivElement>(null);
  const [lostPayment, setLostPayment] = useState<LostPayment | null>(null);
  /** The signed-in driver's session ended while booking (shown until they choose a way on). */
  const [sessionEndedHere, setSessionEndedHere] = useState(false);
  /** The end of the current attempt's hold on the car (a temporary booking awaiting payment). */
  const heldUntil = useRef<string | null>(null);
  /** A failure of PayPal's createOrder was said already: PayPal's own error that follows adds nothing. */
  const failureSaid = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  /** A visitor's checkout answer signed this browser in. */
  const signedInHere = useRef(false);
  /** The temporary booking of the current PayPal payment, confirmed after approval. */
  const pendingBooking = useRef<string | null>(null);
  const paypalValid = useRef(false);
  const valuesRef = useRef<CheckoutValues | null>(null);

  const testGateway = payments.online === 'test';
  const paypalClientId = payments.online === 'paypal' ? payments.paypalClientId : undefined;
  const baseBreakdown = useMemo(() => priceRental(car, target.from, target.to), [car, target.from, target.to]);
  const refusals = paymentOptionRefusals({
    supplierPayLater: car.supplier.payLater === true,
    depositCents: baseBreakdown.depositCents,
    online: payments.online,
  });
  const allowed = availablePaymentOptions(refusals);
  const minimumAge = Math.max(car.minimumAge, env.minimumAge);
  const licenseNeeded = car.supplier.licenseRequired === true && !driver?.license;

  const initialValues = useMemo(() => {
    const restored = loadDraft(checkoutUrl, emptyCheckoutValues(defaultPaymentOption(allowed)));
    // A draft's option may not be offered any more (supplier settings change).
    return allowed[restored.payment] ? restored : { ...restored, payment: defaultPaymentOption(allowed) };
    // Read once: later changes of the draft come from this form itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkoutUrl]);

  const rules = useMemo<CheckoutRules>(
    () => ({
      minimumAge,
      visitor: !driver,
      licenseNeeded,
      testGateway,
      additionalDriverPriced: car.additionalDriver > 0,
      now: new Date(),
    }),
    [minimumAge, driver, licenseNeeded, testGateway, car.additionalDriver],
  );
  const validate = (values: CheckoutValues) =>
    validateWithSchema(
      values,
      loadRules().then((m) => m.checkoutSchema(intl, rules)),
    );

  function breakdownOf(values: CheckoutValues) {
    return priceRental(car, target.from, target.to, bookedExtras(car, values.extras));
  }

  function succeed(bookingId: string) {
    clearDraft(checkoutUrl);
    attempt.current = null;
    if (!driver && !signedInHere.current) onBookedSignedOut(bookingId);
    else void navigate(`${paths.booking}?b=${encodeURIComponent(bookingId)}`, { state: { confirmation: true } });
  }

  // A failed payment: the driver is taken to what went wrong, next to the payment section.
  useEffect(() => paymentErrorRef.current?.focus(), [paymentError]);

  /**
   * The booking could not be made: the next try is a new attempt (new key, new temporary booking).
   * Unless the answer was lost (the booking may be made): the retry sends the same key, and the
   * server answers the booking it made, if any.
   */
  function fail(error: unknown) {
    const message = checkoutErrorMessage(error);
    if (!isLostAnswer(error)) attempt.current = null;
    heldUntil.current = null;
    pendingBooking.current = null;
    failureSaid.current = true;
    setPhase('idle');
    setFormError(message);
  }

  /**
   * The signed-in driver's checkout reached the server without a session: the app forgets it (the
   * header stops naming them) and the form, unchanged, becomes a visitor's. Nothing was booked.
   */
  function endSession() {
    attempt.current = null;
    heldUntil.current = null;
    pendingBooking.current = null;
    failureSaid.current = true;
    setPhase('idle');
    setSessionEndedHere(true);
    dispatch(sessionEnded());
  }

  function continueAsVisitor() {
    setSessionEndedHere(false);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[name="driver.fullName"]')?.focus());
  }

  /**
   * A payment step's answer was lost (the connection dropped): the payment may or may not have
   * gone through, so the server, which knows, is asked before anything else is said.
   */
  async function paymentAnswerLost(bookingId: string, orderId: string | null, helpers: FormikHelpers<CheckoutValues>) {
    pendingBooking.current = null;
    failureSaid.current = true;
    const lost = { bookingId, orderId, heldUntil: heldUntil.current };
    // The order itself was never known: no card was sent, nothing can have been charged.
    if (!orderId) {
      setPhase('idle');
      setLostPayment({ ...lost, state: 'unpaid' });
      return;
    }
    setPhase('checking');
    let answer;
    try {
      answer = await readPaymentState({ bookingId, orderId }).unwrap();
    } catch {
      answer = null;
    }
    if (answer?.state === 'paid') {
      succeed(bookingId);
      return;
    }
    setPhase('idle');
    if (answer?.state === 'failed') {
      heldUntil.current = answer.heldUntil;
      failCard(checkoutErrors.paymentFailed, helpers);
      return;
    }
    if (answer) heldUntil.current = answer.heldUntil;
    setLostPayment({ ...lost, state: answer ? answer.state : 'unknown', heldUntil: heldUntil.current });
  }

  /**
   * The driver asks again after a lost answer: an accepted payment is finished (capturing is
   * idempotent), otherwise the server is asked again where it stands.
   */
  async function checkAgain(lost: LostPayment, helpers: FormikHelpers<CheckoutValues>) {
    if (lost.state !== 'processing' || !lost.orderId) {
      await paymentAnswerLost(lost.bookingId, lost.orderId, helpers);
      return;
    }
    setLostPayment(null);
    try {
      await confirm(lost.bookingId, lost.orderId);
      succeed(lost.bookingId);
    } catch (error) {
      if (isLostAnswer(error)) await paymentAnswerLost(lost.bookingId, lost.orderId, helpers);
      else failCard(paymentFailure(error), helpers);
    }
  }

  /**
   * The payment did not go through. The booking stays held for its hold time: a retry (same
   * request, same attempt key) pays that same booking, unless it is gone (then a new attempt).
   */
  function failPayment(message: MessageDescriptor) {
    if (BOOKING_GONE.includes(message)) {
      attempt.current = null;
      heldUntil.current = null;
    }
    pendingBooking.current = null;
    failureSaid.current = true;
    setPhase('idle');
    setPaymentError({ message, heldUntil: heldUntil.current });
  }

  /**
   * Creates the booking (temporary while an online payment is pending); the server recomputes the
   * price. The same request again (a double click, a retry after a card typo) reuses the attempt's
   * key and gets the same booking; anything changed is a new attempt.
   */
  async function book(values: CheckoutValues): Promise<CheckoutResult> {
    const request = checkoutPayload({
      values,
      car,
      target,
      breakdown: breakdownOf(values),
      visitorLanguage: driver ? null : language,
      driverId: driver?._id ?? null,
      idempotencyKey: '',
    });
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { key: newAttemptKey(), body };
    const recaptcha = driver ? undefined : await recaptchaToken('checkout');
    const result = await checkout({
      body: { ...request, idempotencyKey: attempt.current.key, ...(recaptcha ? { recaptchaToken: recaptcha } : {}) },
    }).unwrap();
    heldUntil.current = result.status === 'void' ? result.paymentExpiresAt : null;
    if (!driver && result.user) {
      signedInHere.current = true;
      onVisitorSignedIn?.(result);
    }
    return result;
  }

  /** The payment order of a temporary booking, for the amount the server says is due. */
  async function order(result: CheckoutResult): Promise<string> {
    return createPayPalOrder({
      body: {
        bookingId: result.bookingId,
        amount: result.amountDue,
        currency: result.currency,
        name: car.name,
        description: `${car.name}, ${car.supplier.fullName}, ${target.from.slice(0, 10)} – ${target.to.slice(0, 10)}`,
      },
    }).unwrap();
  }

  /** Our server checks the payment with the gateway and confirms the booking. */
  async function confirm(bookingId: string, orderId: string) {
    setPhase('checking');
    const paid = await checkPayPalOrder({ bookingId, orderId }).unwrap();
    if (paid !== true) throw new Error('payment not confirmed');
  }

  async function onSubmit(values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) {
    setFormError(null);
    setPaymentError(null);
    setLostPayment(null);
    setSessionEndedHere(false);
    const online = values.payment !== 'payLater';
    if (online && !testGateway) {
      // PayPal's own buttons take over from here (see paypalHandlers).
      paypalValid.current = true;
      return;
    }
    setPhase('booking');
    let result: CheckoutResult;
    try {
      result = await book(values);
    } catch (error) {
      if (driver && isSessionEnded(error)) {
        endSession();
        return;
      }
      if (isEmailTaken(error)) {
        helpers.setFieldError('driver.email', intl.formatMessage(checkoutErrors.emailTaken));
        requestAnimationFrame(() => focusFirstError(formRef.current));
      }
      fail(error);
      return;
    }
    // A retry after a lost answer replays the attempt: a booking paid meanwhile is done.
    if (!online || result.status !== 'void') {
      succeed(result.bookingId);
      return;
    }
    let orderId: string | null = null;
    try {
      orderId = await order(result);
      await approveTestPayment({
        orderId,
        body: { cardNumber: values.card.number, expiry: values.card.expiry, cvc: values.card.cvc },
      }).unwrap();
    } catch (error) {
      if (isLostAnswer(error)) {
        await paymentAnswerLost(result.bookingId, orderId, helpers);
        return;
      }
      const cardError = cardFieldError(error);
      if (cardError) {
        // A typo in the card: nothing changed on the server, the same attempt goes on once fixed.
        setPhase('idle');
        helpers.setFieldError(cardError.field, intl.formatMessage(cardError.message));
        requestAnimationFrame(() => focusFirstError(formRef.current));
        return;
      }
      failCard(paymentFailure(error), helpers);
      return;
    }
    try {
      await confirm(result.bookingId, orderId);
      succeed(result.bookingId);
    } catch (error) {
      if (isLostAnswer(error)) await paymentAnswerLost(result.bookingId, orderId, helpers);
      else failCard(paymentFailure(error), helpers);
    }
  }

  /** A test card that did not pay: its number and code are typed again, everything else stays. */
  function failCard(message: MessageDescriptor, helpers: FormikHelpers<CheckoutValues>) {
    void helpers.setFieldValue('card.number', '', false);
    void helpers.setFieldValue('card.cvc', '', false);
    void helpers.setFieldTouched('card.number', false, false);
    void helpers.setFieldTouched('card.cvc', false, false);
    failPayment(message);
  }

  const paypalHandlers = (formik: FormikProps<CheckoutValues>): PayPalHandlers => ({
    validate: async () => {
      paypalValid.current = false;
      failureSaid.current = false;
      setLostPayment(null);
      await formik.submitForm();
      return paypalValid.current;
    },
    createOrder: async () => {
      const values = valuesRef.current;
      if (!values) throw new Error('form not ready');
      setFormError(null);
      setPaymentError(null);
      failureSaid.current = false;
      setPhase('booking');
      let result: CheckoutResult;
      try {
        result = await book(values);
      } catch (error) {
        if (driver && isSessionEnded(error)) endSession();
        else fail(error);
        throw error;
      }
      pendingBooking.current = result.bookingId;
      try {
        return await order(result);
      } catch (error) {
        // As with a test card: a lost answer is said as such, not as a refused payment.
        if (isLostAnswer(error)) void paymentAnswerLost(result.bookingId, null, formik);
        else failPayment(paymentFailure(error));
        throw error;
      }
    },
    approve: async (orderId) => {
      const bookingId = pendingBooking.current;
      try {
        if (!bookingId) throw new Error('no booking');
        await confirm(bookingId, orderId);
        succeed(bookingId);
      } catch (error) {
        // The capture's answer was lost: the server, which knows, is asked (as for a test card).
        if (bookingId && isLostAnswer(error)) await paymentAnswerLost(bookingId, orderId, formik);
        else failPayment(paymentFailure(error));
      }
    },
    // PayPal reports an error after createOrder failed too: keep the more precise reason said then.
    fail: () => {
      if (!failureSaid.current) failPayment(checkoutErrors.paymentFailed);
    },
    cancel: () => {
      // The booking stays held until its hold ends: paying again reuses it (and its open order).
      pendingBooking.current = null;
      setPhase('idle');
    },
  });

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {(formik) => {
        const { values, isSubmitting } = formik;
        valuesRef.current = values;
        const breakdown = breakdownOf(values);
        const online = values.payment !== 'payLater';
        const nowCents = amountNowCents(breakdown, values.payment);
        const busy = isSubmitting || phase !== 'idle';
        return (
          <Form ref={formRef} noValidate aria-labelledby="checkout-title">
            <DraftKeeper checkoutUrl={checkoutUrl} />
            <Stack gap="6">
              <BookingDetails
                car={car}
                pickup={pickup}
                dropOff={dropOff}
                from={target.from}
                to={target.to}
                breakdown={breakdown}
                money={money}
              />
              <RatesNote money={money} />
              <ExtrasFieldset
                car={car}
                from={target.from}
                to={target.to}
                money={money}
                supplierName={car.supplier.fullName}
                disabled={busy}
              />
              {sessionEndedHere && (
                <SessionEndedAlert signInHref={signInHref(checkoutUrl)} onVisitor={continueAsVisitor} />
              )}
              <DriverSection driver={driver} minimumAge={minimumAge} signInHref={signInHref(checkoutUrl)} />
              {asksAdditionalDriver(car, values.extras) && (
                <Stack
                  as="section"
                  aria-labelledby="checkout-additional-title"
                  gap="4"
                  bg="bg"
                  borderWidth="1px"
                  borderRadius="lg"
                  p="4"
                >
                  <Heading as="h2" size="lg" id="checkout-additional-title">
                    <FormattedMessage
                      id="checkout.additional.title"
                      defaultMessage="Additional driver"
                      description="Heading of the additional driver's details"
                    />
                  </Heading>
                  <PersonFields prefix="additionalDriver" minimumAge={minimumAge} withHints={false} />
                </Stack>
              )}
              {car.supplier.licenseRequired && (
                <LicenseField userId={driver?._id ?? null} onFile={Boolean(driver?.license)} disabled={busy} />
              )}
              <PaymentOptions
                refusals={refusals}
                breakdown={breakdown}
                money={money}
                supplierName={car.supplier.fullName}
                disabled={busy}
              />
              <Stack
                as="section"
                aria-labelledby="checkout-payment-title"
                gap="4"
                bg="bg"
                borderWidth="1px"
                borderRadius="lg"
                p="4"
              >
                <Heading as="h2" size="lg" id="checkout-payment-title">
                  <FormattedMessage
                    id="checkout.secure.title"
                    defaultMessage="Secure payment"
                    description="Heading of the payment section"
                  />
                </Heading>
                {paymentError && <PaymentErrorAlert ref={paymentErrorRef} error={paymentError} />}
                {lostPayment && (
                  <LostPaymentAlert
                    state={lostPayment.state}
                    heldUntil={lostPayment.heldUntil}
                    checking={phase === 'checking'}
                    onCheckAgain={() => void checkAgain(lostPayment, formik)}
                  />
                )}
                {!online && (
                  <Text>
                    <FormattedMessage
                      id="checkout.secure.payLater"
                      defaultMessage="Nothing is charged now: you pay {amount} at the counter when you pick up the car."
                      description="Payment section when paying later"
                      values={{
                        amount: money.format(
                          bookingMoney({
                            choice: 'payLater',
                            rentalCents: breakdown.totalCents,
                            depositCents: breakdown.depositCents,
                            paidOnlineCents: 0,
                          }).dueAtPickupCents,
                        ),
                      }}
                    />
                  </Text>
                )}
                {online && money.currency !== BASE_CURRENCY && (
                  <Text fontSize="sm">
                    <FormattedMessage
                      id="checkout.secure.chargedIn"
                      defaultMessage="You will be charged {amount} (about {converted})."
                      description="The amount charged in the base currency when prices are shown in another one"
                      values={{
                        amount: formatMoney(nowCents / 100, BASE_CURRENCY, language),
                        converted: money.format(nowCents),
                      }}
                    />
                  </Text>
                )}
                {testGateway && online && <TestCardFields />}
                {paypalClientId && (
                  <Suspense fallback={<Spinner size="sm" />}>
                    <PayPalPayment
                      clientId={paypalClientId}
                      currency={BASE_CURRENCY}
                      language={language}
                      active={online}
                      handlers={paypalHandlers(formik)}
                      loader={paypalLoader}
                    />
                  </Suspense>
                )}
              </Stack>
              <PickupChecklist />
              <Stack gap="3" bg="bg" borderWidth="1px" borderRadius="lg" p="4" aria-live="polite">
                <HStack justify="space-between" wrap="wrap">
                  <Text fontWeight="semibold">
                    <FormattedMessage
                      id="checkout.total.label"
                      defaultMessage="Price for {days, plural, one {# day} other {# days}}"
                      description="Label of the total at the end of checkout"
                      values={{ days: breakdown.days }}
                    />
                  </Text>
                  <Text fontSize="2xl" fontWeight="bold" data-testid="checkout-grand-total">
                    {money.format(breakdown.totalCents)}
                  </Text>
                </HStack>
                {online && (
                  <HStack justify="space-between" wrap="wrap">
                    <Text>
                      <FormattedMessage
                        id="checkout.total.now"
                        defaultMessage="To pay now"
                        description="Amount charged online"
                      />
                    </Text>
                    <Text fontWeight="bold" data-testid="checkout-now">
                      {money.format(nowCents)}
                    </Text>
                  </HStack>
                )}
              </Stack>
              <FixErrorsNotice formRef={formRef} />
              <FormError message={formError} />
              {formError === checkoutErrors.carUnavailable && (
                <Link asChild variant="underline">
                  <RouterLink to={paths.search}>
                    <FormattedMessage
                      id="checkout.backToSearch"
                      defaultMessage="Search for other cars"
                      description="Link back to search after a failed checkout"
                    />
                  </RouterLink>
                </Link>
              )}
              {phase === 'checking' && (
                <Alert.Root status="info" role="status">
                  <Spinner size="sm" />
                  <Alert.Title>
                    <FormattedMessage
                      id="checkout.checking"
                      defaultMessage="Checking in progress…"
                      description="Shown while the payment is being confirmed"
                    />
                  </Alert.Title>
                </Alert.Root>
              )}
              {(!online || testGateway) && (
                <Box>
                  <Button type="submit" size="lg" loading={busy}>
                    {online ? (
                      <FormattedMessage
                        id="checkout.submit.pay"
                        defaultMessage="Pay {amount} and book"
                        description="Submit button when paying online"
                        values={{ amount: money.format(nowCents) }}
                      />
                    ) : (
                      <FormattedMessage
                        id="checkout.submit.book"
                        defaultMessage="Book now"
                        description="Submit button when paying later"
                      />
                    )}
                  </Button>
                </Box>
              )}
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
