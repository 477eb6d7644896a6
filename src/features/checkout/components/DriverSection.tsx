import { Alert, Box, Button, chakra, Field, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { NativeCheckbox } from '@/components/ui/NativeCheckbox';
import { paths } from '@/config/paths';
import { PersonFields } from './PersonFields';

/**
 * The terms box, a native checkbox (Chakra's one would add its state machine to the page's first
 * download). Its error shows once touched and is tied to the input, as in CheckboxField.
 */
function AcceptTerms() {
  const [field, meta, helpers] = useField<boolean>({ name: 'driver.acceptTerms', type: 'checkbox' });
  const invalid = Boolean(meta.touched && meta.error);
  const errorId = 'driver.acceptTerms-error';
  return (
    <Field.Root invalid={invalid} required ids={{ errorText: errorId }}>
      <Box display="flex" gap="3" alignItems="flex-start">
        <NativeCheckbox
          id="driver-accept-terms"
          name={field.name}
          checked={field.checked}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event);
            void helpers.setTouched(true, false);
          }}
          required
          mt="0.5"
          aria-describedby={invalid ? errorId : undefined}
          aria-invalid={invalid || undefined}
        />
        <chakra.label htmlFor="driver-accept-terms" cursor="pointer">
          <FormattedMessage
            id="checkout.driver.acceptTerms"
            defaultMessage="I have read and accept the <link>terms of use</link>."
            description="Terms checkbox at checkout"
            values={{
              link: (chunks: React.ReactNode[]) => (
                <Link asChild variant="underline">
                  <RouterLink to={paths.tos} target="_blank" rel="noopener">
                    {chunks}
                  </RouterLink>
                </Link>
              ),
            }}
          />
        </chakra.label>
      </Box>
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}

interface SignedInDriver {
  fullName: string;
  email: string;
  phone?: string | null;
}

interface DriverSectionProps {
  /** The signed-in driver, or null for a visitor. */
  driver: SignedInDriver | null;
  minimumAge: number;
  /** The sign-in page, returning to this checkout. */
  signInHref: string;
}

/** Who drives: a visitor types their details (or signs in and comes back); a driver sees theirs. */
export function DriverSection({ driver, minimumAge, signInHref }: DriverSectionProps) {
  return (
    <Stack
      as="section"
      aria-labelledby="checkout-driver-title"
      gap="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Heading as="h2" size="lg" id="checkout-driver-title">
        <FormattedMessage
          id="checkout.driver.title"
          defaultMessage="Driver details"
          description="Heading of the driver section"
        />
      </Heading>
      {driver ? (
        <Text>
          <FormattedMessage
            id="checkout.driver.signedIn"
            defaultMessage="You are booking as {name} ({email}){phone, select, none {} other {, phone {phone}}}."
            description="The signed-in driver's details at checkout"
            values={{ name: <strong>{driver.fullName}</strong>, email: driver.email, phone: driver.phone || 'none' }}
          />
        </Text>
      ) : (
        <>
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage
                  id="checkout.driver.haveAccount"
                  defaultMessage="Already have an account?"
                  description="Sign-in prompt at checkout"
                />
              </Alert.Title>
              <Alert.Description>
                <FormattedMessage
                  id="checkout.driver.signInPrompt"
                  defaultMessage="Sign in to book with your saved details. You will come back here with what you have typed."
                  description="Sign-in prompt at checkout"
                />
              </Alert.Description>
            </Alert.Content>
            <Button asChild size="sm" variant="outline" alignSelf="center">
              <RouterLink to={signInHref}>
                <FormattedMessage
                  id="checkout.driver.signIn"
                  defaultMessage="Sign in"
                  description="Link to sign in from checkout"
                />
              </RouterLink>
            </Button>
          </Alert.Root>
          <PersonFields prefix="driver" minimumAge={minimumAge} withHints />
          <AcceptTerms />
        </>
      )}
    </Stack>
  );
}
