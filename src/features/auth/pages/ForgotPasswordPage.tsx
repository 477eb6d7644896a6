import { Link, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { messageForError } from '@/api/errorMessages';
import { FormSubmit } from '@/components/form/FormSubmit';
import { TextField } from '@/components/form/TextField';
import { paths } from '@/config/paths';
import { useResendMutation } from '../api/authApi';
import { authMessages } from '../authMessages';
import { PageColumn } from '@/components/ui/PageColumn';
import { forgotPasswordSchema } from '../forms/authSchemas';

/** /forgot-password: e-mails a one-day link to /reset-password. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [resend] = useResendMutation();
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(values: { email: string }) {
    setFormError(null);
    setSentTo(null);
    const email = values.email.trim();
    try {
      const result = await resend({
        type: 'frontend',
        email,
        reset: true,
      }).unwrap();
      if (result === null) setFormError(authMessages.emailNotRegistered);
      else setSentTo(email);
    } catch (error) {
      setFormError(messageForError(error));
    }
  }

  return (
    <PageColumn
      title={
        <FormattedMessage
          id="auth.forgot.title"
          defaultMessage="Forgot your password?"
          description="Heading of the forgot-password page"
        />
      }
    >
      <Text>
        <FormattedMessage
          id="auth.forgot.intro"
          defaultMessage="Enter the e-mail address of your account and we will send you a link to choose a new password."
          description="Introduction of the forgot-password page"
        />
      </Text>
      <Formik initialValues={{ email: '' }} validationSchema={forgotPasswordSchema(intl)} onSubmit={onSubmit}>
        {() => (
          <Form
            ref={formRef}
            noValidate
            aria-label={intl.formatMessage({
              id: 'auth.forgot.formTitle',
              defaultMessage: 'Password reset request',
              description: 'Accessible name of the forgot-password form',
            })}
          >
            <Stack gap="4">
              <TextField
                name="email"
                type="email"
                autoComplete="email"
                required
                label={intl.formatMessage(authMessages.emailLabel)}
              />
              <FormSubmit
                formRef={formRef}
                error={formError}
                status={
                  sentTo && (
                    <Text role="status" fontWeight="medium">
                      {intl.formatMessage(authMessages.resetSent)}
                    </Text>
                  )
                }
              >
                <FormattedMessage
                  id="auth.forgot.submit"
                  defaultMessage="Send the reset link"
                  description="Submit button of the forgot-password form"
                />
              </FormSubmit>
            </Stack>
          </Form>
        )}
      </Formik>
      <Link asChild variant="underline">
        <RouterLink to={paths.signIn}>
          <FormattedMessage
            id="auth.forgot.backToSignIn"
            defaultMessage="Back to sign in"
            description="Link from the forgot-password page to the sign-in page"
          />
        </RouterLink>
      </Link>
    </PageColumn>
  );
}
