import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Money } from '@/components/money/useMoney';
import { NativeCheckbox } from '@/components/ui/NativeCheckbox';
import { EXTRA_NAMES, PER_DAY_EXTRAS, priceRental, type ExtraName, type PricedCar } from '@/domain/pricing';
import { extraMessages } from '../checkoutMessages';

interface ExtraProps {
  car: PricedCar;
  extra: ExtraName;
  from: string;
  to: string;
  money: Money;
  supplierName: string;
  disabled: boolean;
}

/** What the extra costs: unavailable (and why), included, once, or per day with the period's total. */
function ExtraPrice({ car, extra, from, to, money, supplierName }: Omit<ExtraProps, 'disabled'>) {
  const value = car[extra];
  if (value < 0) {
    return (
      <FormattedMessage
        id="checkout.extras.unavailable"
        defaultMessage="Unavailable: {supplier} does not offer it for this car."
        description="An extra the car does not offer"
        values={{ supplier: supplierName }}
      />
    );
  }
  if (value === 0)
    return (
      <FormattedMessage
        id="checkout.extras.included"
        defaultMessage="Included in the price"
        description="An extra included with the car"
      />
    );
  // The domain prices it with the supplier's rate, exactly as the total and the server do.
  const line = priceRental(car, from, to, { [extra]: true }).extraLines.find((item) => item.kind === extra);
  if (!line) return null;
  return PER_DAY_EXTRAS.has(extra) ? (
    <FormattedMessage
      id="checkout.extras.perDay"
      defaultMessage="{price} per day, {total} for {days, plural, one {# day} other {# days}}"
      description="Price of a per-day extra"
      values={{ price: money.format(line.unitCents), total: money.format(line.amountCents), days: line.count }}
    />
  ) : (
    <FormattedMessage
      id="checkout.extras.once"
      defaultMessage="{price}, charged once"
      description="Price of a one-off extra"
      values={{ price: money.format(line.unitCents) }}
    />
  );
}

function Extra({ disabled, ...props }: ExtraProps) {
  const intl = useIntl();
  const [field] = useField<boolean>({ name: `extras.${props.extra}`, type: 'checkbox' });
  const value = props.car[props.extra];
  const locked = value <= 0;
  const hintId = `extra-${props.extra}-hint`;
  const inputId = `extra-${props.extra}`;
  return (
    <Box display="flex" gap="3" alignItems="flex-start">
      <NativeCheckbox
        id={inputId}
        name={field.name}
        onChange={field.onChange}
        onBlur={field.onBlur}
        // Included extras are part of the car (on and locked); unavailable ones cannot be chosen.
        checked={value === 0 || (value > 0 && field.value)}
        disabled={locked || disabled}
        aria-describedby={hintId}
        mt="0.5"
      />
      <Box>
        <chakra.label htmlFor={inputId} fontWeight="medium" cursor={locked || disabled ? 'default' : 'pointer'}>
          {intl.formatMessage(extraMessages[props.extra])}
        </chakra.label>
        <Text id={hintId} fontSize="sm" color="fg.muted">
          <ExtraPrice {...props} />
        </Text>
      </Box>
    </Box>
  );
}

/** The six extras; every change re-prices the booking at once (the total is computed from the form). */
export function ExtrasFieldset({
  disabled = false,
  ...props
}: Omit<ExtraProps, 'extra' | 'disabled'> & { disabled?: boolean }) {
  return (
    <Box as="fieldset" bg="bg" borderWidth="1px" borderRadius="lg" p="4">
      <Text as="legend" fontWeight="bold" fontSize="lg" px="1">
        <FormattedMessage id="checkout.extras.title" defaultMessage="Extras" description="Legend of the extras group" />
      </Text>
      <Stack gap="3" mt="2">
        {EXTRA_NAMES.map((extra) => (
          <Extra key={extra} extra={extra} disabled={disabled} {...props} />
        ))}
      </Stack>
    </Box>
  );
}
