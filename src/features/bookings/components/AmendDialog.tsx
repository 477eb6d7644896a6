import { Alert, Button, chakra, Dialog, Field, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useSelector } from 'react-redux';
import { DateTimeField } from '@/components/form/DateTimeField';
import { FormError } from '@/components/form/FormError';
import { fromLocalInput, toLocalInput } from '@/components/form/localDateTime';
import type { Money } from '@/components/money/useMoney';
import { NativeCheckbox } from '@/components/ui/NativeCheckbox';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { useGetCarQuery } from '@/features/cars/api/carsApi';
import { selectLanguage } from '@/i18n/preferencesSlice';
import { useAmendBookingMutation, type AmendBookingPayload, type AmendBookingResult, type Booking } from '../api/bookingsApi';
import { extraMessages } from '../bookingMessages';
import { actionErrorMessage } from './actionError';

export const amendedMessage = defineMessage({ id: 'bookings.amend.done', defaultMessage: 'Your booking was changed.', description: 'Message after an amendment was confirmed' });

/** The extras a driver may change; cancellation and amendments are bought once and stay as they are. */
const CHANGEABLE = ['theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver'] as const;
type Changeable = (typeof CHANGEABLE)[number];

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
  const language = useSelector(selectLanguage);
  const { data: car } = useGetCarQuery({ id: booking.car._id, language });
  const [amend, { isLoading, error, reset }] = useAmendBookingMutation();
  const [from, setFrom] = useState(() => toLocalInput(new Date(booking.from)));
  const [to, setTo] = useState(() => toLocalInput(new Date(booking.to)));
  const [pickup, setPickup] = useState(booking.pickupLocation._id);
  const [dropOff, setDropOff] = useState(booking.dropOffLocation._id);
  const [extras, setExtras] = useState<Record<Changeable, boolean>>(() => ({
    theftProtection: booking.theftProtection,
    collisionDamageWaiver: booking.collisionDamageWaiver,
    fullInsurance: booking.fullInsurance,
    additionalDriver: booking.additionalDriver,
  }));
  const [preview, setPreview] = useState<AmendBookingResult | null>(null);
  // The selects are plain elements, so their labels point at them explicitly.
  const pickupId = useId();
  const dropOffId = useId();

  const fromIso = fromLocalInput(from)?.toISOString();
  const toIso = fromLocalInput(to)?.toISOString();
  const datesInvalid = !fromIso || !toIso || Date.parse(toIso) <= Date.parse(fromIso);
  const locations = useMemo(() => {
    const known = car?.locations ?? [];
    // The booking's own locations stay choosable even if the car's list no longer has them.
    const own = [booking.pickupLocation, booking.dropOffLocation].filter((location) => !known.some((item) => item._id === location._id));
    return [...known, ...own.filter((location, index) => own.findIndex((item) => item._id === location._id) === index)];
  }, [car, booking]);

  const changed = <T,>(setter: (value: T) => void) => (value: T) => {
    setter(value);
    setPreview(null);
    reset();
  };
  const body = (mode: AmendBookingPayload['mode']): AmendBookingPayload => ({
    mode,
    from: fromIso ?? undefined,
    to: toIso ?? undefined,
    pickupLocation: pickup,
    dropOffLocation: dropOff,
    ...extras,
    ...(mode === 'confirm' && preview ? { expectedPrice: preview.price } : {}),
  });

  const checkPrice = () => {
    if (datesInvalid) return;
    void amend({ id: booking._id, body: body('preview') })
      .unwrap()
      .then(setPreview)
      .catch(() => setPreview(null));
  };
  const confirm = () => {
    void amend({ id: booking._id, body: body('confirm') })
      .unwrap()
      .then(() => onDone(amendedMessage))
      .catch(() => setPreview(null));
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !isLoading && onClose()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              noValidate
              display="contents"
              onSubmit={(event) => {
                event.preventDefault();
                if (preview) confirm();
                else checkPrice();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id="bookings.amend.title" defaultMessage="Change your booking of the {car}" description="Title of the amend dialog" values={{ car: booking.car.name }} />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                    <DateTimeField
                      required
                      label={intl.formatMessage({ id: 'bookings.amend.from', defaultMessage: 'Pick-up date and time', description: 'Amend field' })}
                      value={from}
                      onChange={changed(setFrom)}
                    />
                    <DateTimeField
                      required
                      label={intl.formatMessage({ id: 'bookings.amend.to', defaultMessage: 'Drop-off date and time', description: 'Amend field' })}
                      value={to}
                      onChange={changed(setTo)}
                      error={
                        fromIso && toIso && datesInvalid
                          ? intl.formatMessage({ id: 'bookings.amend.toBeforeFrom', defaultMessage: 'The drop-off must be after the pick-up.', description: 'Amend error' })
                          : undefined
                      }
                    />
                    <Field.Root>
                      <Field.Label htmlFor={pickupId}>{intl.formatMessage({ id: 'bookings.amend.pickup', defaultMessage: 'Pick-up location', description: 'Amend field' })}</Field.Label>
                      <NativeSelect id={pickupId} value={pickup} onChange={(event) => changed(setPickup)(event.target.value)}>
                        {locations.map((location) => (
                          <option key={location._id} value={location._id}>
                            {location.name}
                          </option>
                        ))}
                      </NativeSelect>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label htmlFor={dropOffId}>{intl.formatMessage({ id: 'bookings.amend.dropOff', defaultMessage: 'Drop-off location', description: 'Amend field' })}</Field.Label>
                      <NativeSelect id={dropOffId} value={dropOff} onChange={(event) => changed(setDropOff)(event.target.value)}>
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
                      {intl.formatMessage({ id: 'bookings.amend.extras', defaultMessage: 'Extras', description: 'Amend field group' })}
                    </Text>
                    {CHANGEABLE.filter((name) => booking.car[name] >= 0).map((name) => (
                      <chakra.label key={name} display="flex" alignItems="center" gap="2" cursor="pointer">
                        <NativeCheckbox
                          checked={booking.car[name] === 0 || extras[name]}
                          disabled={booking.car[name] === 0}
                          onChange={(event) => changed(setExtras)({ ...extras, [name]: event.target.checked })}
                        />
                        <span>
                          {booking.car[name] === 0
                            ? intl.formatMessage(
                                { id: 'bookings.amend.extraIncluded', defaultMessage: '{name} (included)', description: 'An extra included with the car' },
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
                            values={{ price: money.format(Math.round(preview.price * 100)), previous: money.format(Math.round(preview.previousPrice * 100)), days: preview.days }}
                          />
                        </Alert.Title>
                        <Alert.Description>
                          {preview.difference === 0 ? (
                            <FormattedMessage id="bookings.amend.same" defaultMessage="The price does not change." description="Amend preview: no difference" />
                          ) : preview.difference > 0 ? (
                            <FormattedMessage
                              id="bookings.amend.more"
                              defaultMessage="You will pay {amount} more."
                              description="Amend preview: the new price is higher"
                              values={{ amount: money.format(Math.round(preview.difference * 100)) }}
                            />
                          ) : (
                            <FormattedMessage
                              id="bookings.amend.less"
                              defaultMessage="You will pay {amount} less."
                              description="Amend preview: the new price is lower"
                              values={{ amount: money.format(Math.round(-preview.difference * 100)) }}
                            />
                          )}
                        </Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  {error && <FormError message={actionErrorMessage(error)} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={isLoading}>
                  {intl.formatMessage({ id: 'common.dialog.goBack', defaultMessage: 'Go back', description: 'Button closing a confirmation dialog without doing anything' })}
                </Button>
                <Button type="submit" loading={isLoading} disabled={datesInvalid}>
                  {preview
                    ? intl.formatMessage({ id: 'bookings.amend.confirm', defaultMessage: 'Confirm the change', description: 'Amend: confirm at the previewed price' })
                    : intl.formatMessage({ id: 'bookings.amend.check', defaultMessage: 'Check the new price', description: 'Amend: ask the server for the new price' })}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
