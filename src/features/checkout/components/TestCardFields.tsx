import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@/components/form/TextField';
import { formatExpiryInput } from '@/domain/paymentCard';

/** Documented cards of the reference server's test gateway (README, "Test payments"). */
export const TEST_CARDS = { accepted: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** A test card number, kept on one line: split after four digits it reads as two numbers. */
const CardNumber = ({ children }: { children: string }) => (
  <Box as="code" whiteSpace="nowrap">
    {children}
  </Box>
);

/**
 * The reference server's test gateway (no PayPal configured): card number, expiry and security
 * code, clearly labelled as a test where no money moves. What is typed stays in the form's state.
 */
export function TestCardFields() {
  const intl = useIntl();
  return (
    <Stack gap="3">
      <HStack>
        <Badge colorPalette="orange" size="lg" role="note">
          <FormattedMessage
            id="checkout.testCard.badge"
            defaultMessage="Test mode — no real payment"
            description="Label of the test payment gateway"
          />
        </Badge>
      </HStack>
      <Text fontSize="sm">
        <FormattedMessage
          id="checkout.testCard.help"
          defaultMessage="No payment provider is configured on this site, so payments go to a test gateway. Use the card {accepted} to pay, or {declined} to see a declined payment, with any future expiry date and any 3-digit code."
          description="Explanation and test cards of the test payment gateway"
          values={{
            accepted: <CardNumber>{TEST_CARDS.accepted}</CardNumber>,
            declined: <CardNumber>{TEST_CARDS.declined}</CardNumber>,
          }}
        />
      </Text>
      <TextField
        name="card.number"
        required
        autoComplete="cc-number"
        inputMode="numeric"
        label={intl.formatMessage({
          id: 'checkout.testCard.number',
          defaultMessage: 'Card number',
          description: 'Label of the card number field',
        })}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          name="card.expiry"
          required
          autoComplete="cc-exp"
          inputMode="numeric"
          format={formatExpiryInput}
          maxLength={7}
          label={intl.formatMessage({
            id: 'checkout.testCard.expiry',
            defaultMessage: 'Expiry date (MM/YY)',
            description: 'Label of the card expiry field',
          })}
        />
        <TextField
          name="card.cvc"
          required
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          label={intl.formatMessage({
            id: 'checkout.testCard.cvc',
            defaultMessage: 'Security code',
            description: 'Label of the card security code field',
          })}
          helperText={intl.formatMessage({
            id: 'checkout.testCard.cvcHint',
            defaultMessage: 'The 3 or 4 digits on the back of the card.',
            description: 'Hint under the security code field',
          })}
        />
      </SimpleGrid>
    </Stack>
  );
}
