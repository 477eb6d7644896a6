import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Money } from '@/components/money/useMoney';
import type { PaymentOptionRefusal } from '@/domain/paymentOptions';
import type { PriceBreakdown } from '@/domain/pricing';
import { checkoutErrors, paymentOptionMessages } from '../checkoutMessages';
import { amountNowCents, type PaymentOption } from '../payment';

const NativeRadio = chakra('input');
const OPTIONS: PaymentOption[] = ['payLater', 'payDeposit', 'payInFull'];

/** Why an option is disabled, by the code the checkout would refuse it with. */
const REFUSAL_HINTS: Record<PaymentOptionRefusal, MessageDescriptor> = {
  pay_later_unavailable: paymentOptionMessages.payLaterUnavailable,
  deposit_unavailable: paymentOptionMessages.payDepositUnavailable,
  online_payment_unavailable: checkoutErrors.onlinePaymentUnavailable,
};

interface PaymentOptionsProps {
  /** Why each option does not work for the car (null: it does). */
  refusals: Record<PaymentOption, PaymentOptionRefusal | null>;
  breakdown: PriceBreakdown;
  money: Money;
  supplierName: string;
  /** Locked once a payment is under way. */
  disabled: boolean;
}

/** Pay later, the deposit, or everything: native radios (arrow keys move), each saying what it means. */
export function PaymentOptions({ refusals, breakdown, money, supplierName, disabled }: PaymentOptionsProps) {
  const intl = useIntl();
  const [field] = useField<PaymentOption>('payment');

  const allowed = (option: PaymentOption) => refusals[option] === null;

  function hint(option: PaymentOption): string {
    const refusal = refusals[option];
    if (refusal) return intl.formatMessage(REFUSAL_HINTS[refusal], { supplier: supplierName });
    if (option === 'payLater') return intl.formatMessage(paymentOptionMessages.payLaterHint);
    if (option === 'payDeposit')
      return intl.formatMessage(paymentOptionMessages.payDepositHint, {
        deposit: money.format(breakdown.depositCents),
      });
    return intl.formatMessage(paymentOptionMessages.payInFullHint);
  }

  return (
    <Box as="fieldset" bg="bg" borderWidth="1px" borderRadius="lg" p="4">
      <Text as="legend" fontWeight="bold" fontSize="lg" px="1">
        {intl.formatMessage({
          id: 'checkout.payment.title',
          defaultMessage: 'Payment options',
          description: 'Legend of the payment options',
        })}
      </Text>
      <Stack gap="3" mt="2">
        {OPTIONS.map((option) => {
          const now = amountNowCents(breakdown, option);
          return (
            <Box key={option} display="flex" gap="3" alignItems="flex-start">
              <NativeRadio
                id={`payment-${option}`}
                type="radio"
                name="payment"
                value={option}
                checked={field.value === option}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={!allowed(option) || disabled}
                aria-describedby={`payment-${option}-hint`}
                accentColor="var(--chakra-colors-brand-solid)"
                width="5"
                height="5"
                mt="0.5"
                flexShrink={0}
              />
              <Box>
                <chakra.label
                  htmlFor={`payment-${option}`}
                  fontWeight="medium"
                  cursor={allowed(option) && !disabled ? 'pointer' : 'default'}
                >
                  {allowed(option) && option !== 'payLater'
                    ? intl.formatMessage(
                        {
                          id: 'checkout.payment.withAmount',
                          defaultMessage: '{option} — {amount} now',
                          description: 'A payment option and the amount it charges online',
                        },
                        { option: intl.formatMessage(paymentOptionMessages[option]), amount: money.format(now) },
                      )
                    : intl.formatMessage(paymentOptionMessages[option])}
                </chakra.label>
                <Text id={`payment-${option}-hint`} fontSize="sm" color="fg.muted">
                  {hint(option)}
                </Text>
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
