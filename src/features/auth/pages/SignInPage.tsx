import { Box, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { messageForError } from '@/api/errorMessages';
import { CheckboxField } from '@/components/form/CheckboxField';
import { FormSubmit } from '@/components/form/FormSubmit';
import { TextField } from '@/components/form/TextField';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/settings/api/settingsApi';
import { safeReturnPath, useSignInMutation, useStartSession } from '../api/authApi';
import { authMessages } from '../authMessages';
import { PageColumn } from '@/components/ui/PageColumn';
import { GoogleSignIn } from '../google/GoogleSignIn';
import { socialProviders } from '../google/googleIdentity';
import { signInSchema } from '../forms/authSchemas';

interface SignInValues {
  email: string;
  password: string;
  stayConnected: boolean;
}

/** /sign-in: e-mail and password, stay connected, forgot-password link, Google when configured. */
export function SignInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [signIn] = useSignInMutation();
  const startSession = useStartSession();
  const { isSignedIn } = useCurrentUser();
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const returnTo = safeReturnPath(params.get('from')) ?? paths.home;
  // Set when this page signs the driver in, so the redirect below does not race its own navigation.
  const [done, setDone] = useState(false);

  if (isSignedIn && !done) return <Navigate to={returnTo} replace />;

  async function onSubmit(values: SignInValues) {
    setFormError(null);
    try {
      const user = await signIn({
        body: {
          email: values.email.trim(),
          password: values.password,
          stayConnected: values.stayConnected,
        },
      }).unwrap();
      if (!user) {
        setFormError(authMessages.wrongCredentials);
      } else if (user.blacklisted) {
        setFormError(authMessages.suspended);
      } else {
        setDone(true);
        startSession(user, values.stayConnected);
        void navigate(returnTo, { replace: true });
      }
    } catch (error) {
      setFormError(messageForError(error));
    }
  }

  return (
    <PageColumn
      title={
        <FormattedMessage id="auth.signIn.title" defaultMessage="Sign in" description="Heading of the sign-in page" />
      }
    >
      <Formik<SignInValues>
        initialValues={{ email: '', password: '', stayConnected: false }}
        validationSchema={signInSchema(intl)}
        onSubmit={onSubmit}
      >
        {() => (
          // The server's verdict was about what was typed before: any change makes it stale.
          <Form ref={formRef} noValidate aria-labelledby="sign-in-form" onChange={() => setFormError(null)}>
            <Box as="h2" id="sign-in-form" srOnly>
              <FormattedMessage
                id="auth.signIn.formTitle"
                defaultMessage="Sign in with your e-mail address"
                description="Hidden heading of the sign-in form"
              />
            </Box>
            <Stack gap="4">
              <TextField
                name="email"
                type="email"
                autoComplete="email"
                required
                label={intl.formatMessage(authMessages.emailLabel)}
              />
              <TextField
                name="password"
                type="password"
                autoComplete="current-password"
                required
                label={intl.formatMessage(authMessages.passwordLabel)}
              />
              <HStack justify="space-between" wrap="wrap" gap="2">
                <CheckboxField
                  name="stayConnected"
                  label={
                    <FormattedMessage
                      id="auth.signIn.stayConnected"
                      defaultMessage="Stay connected"
                      description="Checkbox keeping the session for 30 days"
                    />
                  }
                />
                <Link asChild variant="underline">
                  <RouterLink to={paths.forgotPassword}>
                    <FormattedMessage
                      id="auth.signIn.forgotPassword"
                      defaultMessage="Forgot password?"
                      description="Link to the forgot-password page"
                    />
                  </RouterLink>
                </Link>
              </HStack>
              <FormSubmit formRef={formRef} error={formError}>
                <FormattedMessage
                  id="auth.signIn.submit"
                  defaultMessage="Sign in"
                  description="Submit button of the sign-in form"
                />
              </FormSubmit>
            </Stack>
          </Form>
        )}
      </Formik>
      {socialProviders.google && (
        <>
          <HStack>
            <Separator flex="1" />
            <Text color="fg.muted">
              <FormattedMessage
                id="auth.or"
                defaultMessage="or"
                description="Separator between the e-mail form and social sign-in"
              />
            </Text>
            <Separator flex="1" />
          </HStack>
          <GoogleSignIn
            clientId={env.googleClientId}
            onSignedIn={(user) => {
              setDone(true);
              startSession(user, false);
              void navigate(returnTo, { replace: true });
            }}
          />
        </>
      )}
      <Text>
        <FormattedMessage
          id="auth.signIn.noAccount"
          defaultMessage="New here? <link>Create an account</link>"
          description="Link from the sign-in page to the sign-up page"
          values={{
            link: (chunks) => (
              <Link asChild variant="underline">
                <RouterLink to={paths.signUp}>{chunks}</RouterLink>
              </Link>
            ),
          }}
        />
      </Text>
    </PageColumn>
  );
}
