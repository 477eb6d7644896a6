import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppSelector } from '@/api/hooks';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '@/api/apiError';
import { errorMessages, messageForError } from '@/api/errorMessages';
import { CheckboxField } from '@/components/form/CheckboxField';
import { showFieldError } from '@/components/form/focusFirstError';
import { FormSubmit } from '@/components/form/FormSubmit';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { FullNameField, PhoneAndBirthDateFields } from '@/components/form/PersonalFields';
import { TextField } from '@/components/form/TextField';
import { preloadRecaptcha, recaptchaToken } from '@/components/recaptcha/recaptcha';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { dateInputToIso } from '@/domain/account';
import { selectLanguage } from '@/i18n/preferencesSlice';
import { useCurrentUser } from '@/features/settings/api/settingsApi';
import { useSignInMutation, useSignUpMutation, useStartSession } from '../api/authApi';
import { authMessages } from '../authMessages';
import { PageColumn } from '@/components/ui/PageColumn';
import { signUpSchema } from '../forms/authSchemas';

interface SignUpValues {
  fullName: string;
  email: string;
  phone: string;
  birthDate: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

const EMPTY: SignUpValues = {
  fullName: '',
  email: '',
  phone: '',
  birthDate: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** Server codes that concern one field: shown under it rather than above the button. */
const FIELD_OF_CODE: Record<string, keyof SignUpValues> = {
  email_taken: 'email',
  invalid_email: 'email',
  invalid_phone: 'phone',
  too_young: 'birthDate',
  invalid_birth_date: 'birthDate',
  password_too_short: 'password',
  invalid_full_name: 'fullName',
};

/** Codes whose own message says more than the spec's generic sign-up failure. */
const SPECIFIC_CODES = ['rate_limited', 'network_error', 'recaptcha_failed', 'mail_failed'];

/**
 * /sign-up: creates an unverified account, signs in and goes home, where a banner offers to resend
 * the confirmation e-mail. The driver can browse and book while unverified.
 */
export function SignUpPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const formRef = useRef<HTMLFormElement>(null);
  const [signUp] = useSignUpMutation();
  const [signIn] = useSignInMutation();
  const startSession = useStartSession();
  const { isSignedIn } = useCurrentUser();
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const [done, setDone] = useState(false);

  useEffect(preloadRecaptcha, []);

  if (isSignedIn && !done) return <Navigate to={paths.home} replace />;

  async function onSubmit(values: SignUpValues, helpers: FormikHelpers<SignUpValues>) {
    setFormError(null);
    let token: string | undefined;
    try {
      token = await recaptchaToken('sign_up');
    } catch {
      setFormError(errorMessages.recaptchaFailed);
      return;
    }
    const email = values.email.trim();
    try {
      await signUp({
        body: {
          fullName: values.fullName.trim(),
          email,
          phone: values.phone.trim(),
          birthDate: dateInputToIso(values.birthDate),
          password: values.password,
          language,
          ...(token ? { recaptchaToken: token } : {}),
        },
      }).unwrap();
    } catch (error) {
      const field = isApiError(error) ? FIELD_OF_CODE[error.code] : undefined;
      if (field) {
        showFieldError(helpers, formRef, field, intl.formatMessage(messageForError(error)));
      } else {
        setFormError(
          isApiError(error) && SPECIFIC_CODES.includes(error.code) ? messageForError(error) : authMessages.signUpFailed,
        );
      }
      return;
    }
    // The account exists: sign in with it, as the driver would expect.
    try {
      const user = await signIn({
        body: { email, password: values.password, stayConnected: false },
      }).unwrap();
      if (user && !user.blacklisted) {
        setDone(true);
        startSession(user, false);
        void navigate(paths.home, { replace: true });
        return;
      }
    } catch {
      // Fall through: the account was created, only the automatic sign-in failed.
    }
    void navigate(paths.signIn, { replace: true });
  }

  return (
    <PageColumn
      title={
        <FormattedMessage
          id="auth.signUp.title"
          defaultMessage="Create an account"
          description="Heading of the sign-up page"
        />
      }
    >
      <Formik<SignUpValues>
        initialValues={EMPTY}
        validationSchema={signUpSchema(intl, env.minimumAge, () => new Date())}
        onSubmit={onSubmit}
      >
        {() => (
          <Form ref={formRef} noValidate aria-labelledby="sign-up-form">
            <Box as="h2" id="sign-up-form" srOnly>
              <FormattedMessage
                id="auth.signUp.formTitle"
                defaultMessage="Your details"
                description="Hidden heading of the sign-up form"
              />
            </Box>
            <Stack gap="4">
              <FullNameField />
              <TextField
                name="email"
                type="email"
                autoComplete="email"
                required
                label={intl.formatMessage(authMessages.emailLabel)}
                helperText={
                  <FormattedMessage
                    id="auth.signUp.emailHint"
                    defaultMessage="We will send a confirmation link to this address."
                    description="Hint under the sign-up e-mail field"
                  />
                }
              />
              <PhoneAndBirthDateFields />
              <NewPasswordFields
                label={intl.formatMessage(authMessages.passwordLabel)}
                confirmLabel={intl.formatMessage(authMessages.confirmPasswordLabel)}
              />
              <CheckboxField
                name="acceptTerms"
                required
                label={
                  <FormattedMessage
                    id="auth.signUp.acceptTerms"
                    defaultMessage="I accept the <link>terms of use</link>"
                    description="Checkbox accepting the terms of use; the link opens them in a new tab"
                    values={{
                      link: (chunks) => (
                        <Link href={paths.tos} target="_blank" rel="noopener" variant="underline">
                          {chunks}
                        </Link>
                      ),
                    }}
                  />
                }
              />
              <FormSubmit formRef={formRef} error={formError}>
                <FormattedMessage
                  id="auth.signUp.submit"
                  defaultMessage="Sign up"
                  description="Submit button of the sign-up form"
                />
              </FormSubmit>
            </Stack>
          </Form>
        )}
      </Formik>
      <Text>
        <FormattedMessage
          id="auth.signUp.haveAccount"
          defaultMessage="Already have an account? <link>Sign in</link>"
          description="Link from the sign-up page to the sign-in page"
          values={{
            link: (chunks) => (
              <Link asChild variant="underline">
                <RouterLink to={paths.signIn}>{chunks}</RouterLink>
              </Link>
            ),
          }}
        />
      </Text>
    </PageColumn>
  );
}
