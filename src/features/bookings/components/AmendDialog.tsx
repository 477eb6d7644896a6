import { Alert, Button, chakra, Dialog, Field, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/api/hooks';
import { DateTimeField } from '@/components/form/DateTimeField';
import { FormError } from '@/components/form/FormError';
import { validateWithSchema } from '@/components/lazySchema';
import type { Money } from '@/components/money/useMoney';
import { NativeCheckbox } from '@/components/ui/NativeCheckbox';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { fromZonedInput, timeZoneLabel, toZonedInput } from '@/domain/locationTime';
import { useGetCarQuery } from '@/features/cars/api/carsApi';
import { selectLanguage } from '@/i18n/preferencesSlice';
import {
  bookingsApi,
  useAmendBookingMutation,
  type AmendBookingPayload,
  type AmendBookingResult,
  type Booking,
} from '../api/bookingsApi';
import { extraMessages } from '../bookingMessages';
import { actionErrorMessage } from './actionError';
import { refundTiming } from './BookingRefunds';
import { AmendPaymentFields, useAmendPayment, usePaysByCardInDialog, type AmendPaymentOutcome } from './AmendPayment';

export const amendedMessage = defineMessage({
  id: 'bookings.amend.done',
  defaultMessage: 'Your booking was changed.',
  description: 'Message after an amendment was confirmed',
});
const zoneHint = defineMessage<{ zone: string }>({
  id: 'bookings.amend.zone',
  defaultMessage: 'Local time at the location: {zone}',
  description:
    'Under a date-time field of the amend dialog: the time is read in the location’s time zone, e.g. Central European Time',
});
const paidMessage = defineMessage({
  id: 'bookings.amend.paid',
  defaultMessage: 'The difference was paid and your booking was changed.',
  description: 'Message after the difference of an amendment was paid',
});
const paymentFailed = defineMessage({
  id: 'bookings.amend.paymentFailed',
  defaultMessage: 'Payment failed. Your booking was not changed.',
  description: 'The payment of an amendment difference was declined or failed',
});

/** What the preview says about settling the difference (`src/domain/bookingMoney.ts`). */
function SettlementText({ result, money }: { result: AmendBookingResult; money: Money }) {
  const settlement = result.settlement ?? { kind: 'none', amount: 0 };
  const amount = money.format(Math.round(settlement.amount * 100));
  if (settlement.kind === 'pay') {
    return (
      <FormattedMessage
        id="bookings.amend.payMore"
        defaultMessage="You will pay {amount} more online now."
        description="Amend preview: the difference is paid online"
        values={{ amount }}
      />
    );
  }
  if (settlement.kind === 'refund') {
    return (
      <>
        <FormattedMessage
          id="bookings.amend.refund"
          defaultMessage="{amount} will be refunded to you."
          description="Amend preview: part of the online payment is refunded"
          values={{ amount }}
        />{' '}
        <FormattedMessage {...refundTiming} />
      </>
    );
  }
  if (settlement.kind === 'atPickup') {
    return (
      <FormattedMessage
        id="bookings.amend.atPickup"
        defaultMessage="You will pay {amount} at pick-up."
        description="Amend preview: the new amount due at pick-up"
        values={{ amount }}
      />
    );
  }
  return (
    <FormattedMessage
      id="bookings.amend.same"
      defaultMessage="The price does not change."
      description="Amend preview: no difference"
    />
  );
}

/** The extras a driver may change; cancellation and amendments are bought once and stay as they are. */
const CHANGEABLE = ['theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver'] as const;
type Changeable = (typeof CHANGEABLE)[number];

interface AmendValues {
  /** Wall-clock date-times at the pick-up and drop-off locations (src/domain/locationTime.ts). */
  from: string;
  to: string;
  pickup: string;
  dropOff: string;
  extras: Record<Changeable, boolean>;
}

const loadSchema = () => import(/* webpackChunkName: "amend-rules" */ '../forms/amendSchema');

interface AmendDialogProps {
  booking: Booking;
  money: Money;
  onClose: () => void;
  onDone: (message: MessageDescriptor) => void;
}

/**
 * Amend a booking: change dates, locations or extras, see the server's new price and the
 * difference, then confirm that exact price (the server refuses a price that changed meanwhile).
 */
export function AmendDialog({ booking, money, onClose, onDone }: AmendDialogProps) {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const { data: car } = useGetCarQuery({ id: booking.car._id, language });
  const [amend, { isLoading, error, reset }] = useAmendBookingMutation();
  const [initialValues] = useState<AmendValues>(() => ({
    from: toZonedInput(new Date(booking.from), booking.pickupLocation.timeZone),
    to: toZonedInput(new Date(booking.to), booking.dropOffLocation.timeZone),
    pickup: booking.pickupLocation._id,
    dropOff: booking.dropOffLocation._id,
    extras: {
      theftProtection: booking.theftProtection,
      collisionDamageWaiver: booking.collisionDamageWaiver,
      fullInsurance: booking.fullInsurance,
      additionalDriver: booking.additionalDriver,
    },
  }));
  const [preview, setPreview] = useState<AmendBookingResult | null>(null);
  // A confirmed change waiting for its difference: paying it applies it.
  const [awaiting, setAwaiting] = useState<{ amendmentId: string; amount: number } | null>(null);
  const [paying, setPaying] = useState(false);
  const [payFailed, setPayFailed] = useState(false);
  const payment = useAmendPayment(booking);
  const paysByCard = usePaysByCardInDialog();
  const dispatch = useAppDispatch();
  const busy = isLoading || paying;
  // Without a preview the pending request is the price check, which says so in words.
  const checking = isLoading && !preview && !awaiting;
  // The selects are plain elements, so their labels point at them explicitly.
  const pickupId = useId();
  const dropOffId = useId();

  const locations = useMemo(() => {
    const known = car?.locations ?? [];
    // The booking's own locations stay choosable even if the car's list no longer has them.
    const own = [booking.pickupLocation, booking.dropOffLocation].filter(
      (location) => !known.some((item) => item._id === location._id),
    );
    return [...known, ...own.filter((location, index) => own.findIndex((item) => item._id === location._id) === index)];
  }, [car, booking]);
  const zoneOf = (id: string) => (locations.find((location) => location._id === id) ?? booking.pickupLocation).timeZone;
  /** The picked date-times as instants: each read at its location. */
  const instants = (values: AmendValues) => ({
    from: fromZonedInput(values.from, zoneOf(values.pickup))?.toISOString(),
    to: fromZonedInput(values.to, zoneOf(values.dropOff))?.toISOString(),
  });
  const hint = (zone: string, at: string | undefined) =>
    intl.formatMessage(zoneHint, { zone: timeZoneLabel(zone, intl.locale, at) });

  /** A change forgets the price seen for the previous values. */
  const forgetPrice = () => {
    setPreview(null);
    setAwaiting(null);
    setPayFailed(false);
    reset();
  };
  const body = (mode: AmendBookingPayload['mode'], values: AmendValues): AmendBookingPayload => ({
    mode,
    ...instants(values),
    pickupLocation: values.pickup,
    dropOffLocation: values.dropOff,
    ...values.extras,
    ...(mode === 'confirm' && preview ? { expectedPrice: preview.price } : {}),
  });

  const checkPrice = (values: AmendValues) => {
    setPayFailed(false);
    void amend({ id: booking._id, body: body('preview', values) })
      .unwrap()
      .then(setPreview)
      .catch(() => setPreview(null));
  };
  const confirm = (values: AmendValues) => {
    void amend({ id: booking._id, body: body('confirm', values) })
      .unwrap()
      .then((result) =>
        result.amendmentId && result.settlement
          ? setAwaiting({ amendmentId: result.amendmentId, amount: result.settlement.amount })
          : onDone(amendedMessage),
      )
      .catch(() => setPreview(null));
  };
  const payDifference = async () => {
    if (!awaiting) return;
    setPaying(true);
    const outcome = await payment.pay(awaiting.amendmentId, awaiting.amount);
    setPaying(false);
    settle(outcome);
  };
  const settle = (outcome: AmendPaymentOutcome) => {
    if (outcome.kind === 'paid') {
      dispatch(
        bookingsApi.util.invalidateTags([
          { type: 'bookings', id: booking._id },
          { type: 'bookings', id: 'LIST' },
        ]),
      );
      onDone(paidMessage);
    } else if (outcome.kind === 'failed') {
      // The server dropped the change: the driver starts again from the booking as it is.
      setAwaiting(null);
      setPreview(null);
      setPayFailed(true);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && !busy && onClose()}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<AmendValues>
              initialValues={initialValues}
              validate={(values) =>
                validateWithSchema(
                  values,
                  loadSchema().then((m) => m.amendSchema(intl, zoneOf)),
                )
              }
              onSubmit={(values) => {
                if (awaiting) void payDifference();
                else if (preview) confirm(values);
                else checkPrice(values);
              }}
            >
              {({ values, errors, setFieldValue, handleSubmit }) => {
                const edit =
                  <Field extends keyof AmendValues>(field: Field) =>
                  (value: AmendValues[Field]) => {
                    void setFieldValue(field, value);
                    forgetPrice();
                  };
                // Not sent while a date cannot be read, or while the drop-off is not after the pick-up.
                const picked = instants(values);
                const datesInvalid = !picked.from || !picked.to || Boolean(errors.to);
                return (
                  <chakra.form noValidate display="contents" onSubmit={handleSubmit}>
                    <Dialog.Header>
                      <Dialog.Title>
                        <FormattedMessage
                          id="bookings.amend.title"
                          defaultMessage="Change your booking of the {car}"
                          description="Title of the amend dialog"
                          values={{ car: booking.car.name }}
                        />
                      </Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="4">
                        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                          <DateTimeField
                            required
                            label={intl.formatMessage({
                              id: 'bookings.amend.from',
                              defaultMessage: 'Pick-up date and time',
                              description: 'Amend field',
                            })}
                            value={values.from}
                            onChange={edit('from')}
                            hint={hint(zoneOf(values.pickup), picked.from)}
                          />
                          <DateTimeField
                            required
                            label={intl.formatMessage({
                              id: 'bookings.amend.to',
                              defaultMessage: 'Drop-off date and time',
                              description: 'Amend field',
                            })}
                            value={values.to}
                            onChange={edit('to')}
                            hint={hint(zoneOf(values.dropOff), picked.to)}
                            error={errors.to}
                          />
                          <Field.Root>
                            <Field.Label htmlFor={pickupId}>
                              {intl.formatMessage({
                                id: 'bookings.amend.pickup',
                                defaultMessage: 'Pick-up location',
                                description: 'Amend field',
                              })}
                            </Field.Label>
                            <NativeSelect
                              id={pickupId}
                              value={values.pickup}
                              onChange={(event) => edit('pickup')(event.target.value)}
                            >
                              {locations.map((location) => (
                                <option key={location._id} value={location._id}>
                                  {location.name}
                                </option>
                              ))}
                            </NativeSelect>
                          </Field.Root>
                          <Field.Root>
                            <Field.Label htmlFor={dropOffId}>
                              {intl.formatMessage({
                                id: 'bookings.amend.dropOff',
                                defaultMessage: 'Drop-off location',
                                description: 'Amend field',
                              })}
                            </Field.Label>
                            <NativeSelect
                              id={dropOffId}
                              value={values.dropOff}
                              onChange={(event) => edit('dropOff')(event.target.value)}
                            >
                              {locations.map((location) => (
                                <option key={location._id} value={location._id}>
                                  {location.name}
                                </option>
                              ))}
                            </NativeSelect>
                          </Field.Root>
                        </SimpleGrid>
                        <Stack as="fieldset" gap="1">
                          <Text as="legend" fontWeight="semibold" mb="1">
                            {intl.formatMessage({
                              id: 'bookings.amend.extras',
                              defaultMessage: 'Extras',
                              description: 'Amend field group',
                            })}
                          </Text>
                          {CHANGEABLE.filter((name) => booking.car[name] >= 0).map((name) => (
                            <chakra.label key={name} display="flex" alignItems="center" gap="2" cursor="pointer">
                              <NativeCheckbox
                                checked={booking.car[name] === 0 || values.extras[name]}
                                disabled={booking.car[name] === 0}
                                onChange={(event) => edit('extras')({ ...values.extras, [name]: event.target.checked })}
                              />
                              <span>
                                {booking.car[name] === 0
                                  ? intl.formatMessage(
                                      {
                                        id: 'bookings.amend.extraIncluded',
                                        defaultMessage: '{name} (included)',
                                        description: 'An extra included with the car',
                                      },
                                      { name: intl.formatMessage(extraMessages[name]) },
                                    )
                                  : intl.formatMessage(extraMessages[name])}
                              </span>
                            </chakra.label>
                          ))}
                        </Stack>
                        {preview && (
                          <Alert.Root status="info" role="status" data-testid="amend-preview">
                            <Alert.Indicator />
                            <Alert.Content>
                              <Alert.Title>
                                <FormattedMessage
                                  id="bookings.amend.newPrice"
                                  defaultMessage="New price: {price} for {days, plural, one {# day} other {# days}} (was {previous})"
                                  description="Amend preview: the new price"
                                  values={{
                                    price: money.format(Math.round(preview.price * 100)),
                                    previous: money.format(Math.round(preview.previousPrice * 100)),
                                    days: preview.days,
                                  }}
                                />
                              </Alert.Title>
                              <Alert.Description>
                                <SettlementText result={preview} money={money} />
                              </Alert.Description>
                            </Alert.Content>
                          </Alert.Root>
                        )}
                        {awaiting && (
                          <AmendPaymentFields
                            amendmentId={awaiting.amendmentId}
                            amount={awaiting.amount}
                            money={money}
                            payment={payment}
                            onSettled={settle}
                          />
                        )}
                        {payFailed && <FormError message={paymentFailed} />}
                        {error && <FormError message={actionErrorMessage(error)} />}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={onClose} disabled={busy}>
                        {intl.formatMessage({
                          id: 'common.dialog.goBack',
                          defaultMessage: 'Go back',
                          description: 'Button closing a confirmation dialog without doing anything',
                        })}
                      </Button>
                      <Button
                        type="submit"
                        loading={busy}
                        loadingText={
                          checking
                            ? intl.formatMessage({
                                id: 'bookings.amend.checking',
                                defaultMessage: 'Checking…',
                                description: 'Amend: the new price is being asked for',
                              })
                            : undefined
                        }
                        aria-busy={busy}
                        disabled={datesInvalid}
                        hidden={awaiting !== null && !paysByCard}
                      >
                        {awaiting
                          ? intl.formatMessage(
                              {
                                id: 'bookings.amend.pay',
                                defaultMessage: 'Pay {amount}',
                                description: 'Amend: pay the difference with the card',
                              },
                              { amount: money.format(Math.round(awaiting.amount * 100)) },
                            )
                          : preview
                            ? intl.formatMessage({
                                id: 'bookings.amend.confirm',
                                defaultMessage: 'Confirm the change',
                                description: 'Amend: confirm at the previewed price',
                              })
                            : intl.formatMessage({
                                id: 'bookings.amend.check',
                                defaultMessage: 'Check the new price',
                                description: 'Amend: ask the server for the new price',
                              })}
                      </Button>
                    </Dialog.Footer>
                  </chakra.form>
                );
              }}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
