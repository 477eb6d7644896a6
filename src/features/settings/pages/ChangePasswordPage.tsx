import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { object, string } from 'yup';
import { isApiError } from '@/api/apiError';
import { messageForError } from '@/api/errorMessages';
import { newPasswordRules } from '@/components/form/accountRules';
import { showFieldError } from '@/components/form/focusFirstError';
import { FormError } from '@/components/form/FormError';
import { FormSubmit } from '@/components/form/FormSubmit';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { TextField } from '@/components/form/TextField';
import { LoadingSpinner } from '@/components/ui/LoadingSpinner';
import { PageColumn } from '@/components/ui/PageColumn';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { validationMessages } from '@/i18n/validationMessages';
import { useChangePasswordMutation, useCurrentUser, useHasPasswordQuery } from '../api/settingsApi';
import { settingsMessages } from '../settingsMessages';
import { DiagnosticsLink } from '@/components/DiagnosticsLink';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * /change-password: the current password travels in the request body and is checked by the server
 * (never in a URL). Accounts created with Google have none yet and just choose one.
 */
export function ChangePasswordPage() {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const userId = useCurrentUser().localUser?._id ?? '';
  const hasPassword = useHasPasswordQuery({ userId });
  const [changePassword] = useChangePasswordMutation();
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const strict = hasPassword.data === true;

  const schema = object({
    currentPassword: strict ? string().required(intl.formatMessage(validationMessages.required)) : string(),
    ...newPasswordRules(intl, {
      password: 'newPassword',
      confirm: 'confirmPassword',
    }),
  }).test('differs', intl.formatMessage(settingsMessages.samePassword), function (raw) {
    const values = raw as Partial<PasswordValues>;
    if (!strict || !values.newPassword || values.newPassword !== values.currentPassword) return true;
    return this.createError({
      path: 'newPassword',
      message: intl.formatMessage(settingsMessages.samePassword),
    });
  });

  async function onSubmit(values: PasswordValues, helpers: FormikHelpers<PasswordValues>) {
    setFormError(null);
    try {
      const result = await changePassword({
        body: {
          _id: userId,
          ...(strict ? { password: values.currentPassword } : {}),
          newPassword: values.newPassword,
          strict,
        },
      }).unwrap();
      if (result === null) {
        showFieldError(helpers, formRef, 'currentPassword', intl.formatMessage(settingsMessages.wrongPassword));
        return;
      }
      toaster.create({
        type: 'success',
        title: intl.formatMessage(settingsMessages.passwordChanged),
      });
      helpers.resetForm();
    } catch (error) {
      if (isApiError(error) && error.code === 'same_password') {
        showFieldError(helpers, formRef, 'newPassword', intl.formatMessage(settingsMessages.samePassword));
      } else if (isApiError(error) && ['rate_limited', 'network_error'].includes(error.code)) {
        setFormError(messageForError(error));
      } else {
        setFormError(settingsMessages.passwordFailed);
      }
    }
  }

  return (
    <PageColumn
      titleId="change-password-title"
      title={
        <FormattedMessage
          id="settings.password.title"
          defaultMessage="Change password"
          description="Heading of the change-password page"
        />
      }
    >
      {hasPassword.isLoading ? (
        <LoadingSpinner label={intl.formatMessage(settingsMessages.loading)} />
      ) : hasPassword.isError ? (
        <Stack gap="4" align="start">
          <FormError message={messageForError(hasPassword.error)} />
          <Button onClick={() => void hasPassword.refetch()}>
            <FormattedMessage
              id="settings.retry"
              defaultMessage="Try again"
              description="Button reloading the account after a failure"
            />
          </Button>
          <DiagnosticsLink />
        </Stack>
      ) : (
        <Formik<PasswordValues> initialValues={EMPTY} validationSchema={schema} onSubmit={onSubmit}>
          {() => (
            <Form ref={formRef} noValidate aria-labelledby="change-password-title">
              <Stack gap="4">
                {!strict && (
                  <Text>
                    <FormattedMessage
                      id="settings.password.noPasswordYet"
                      defaultMessage="Your account has no password yet (you signed in with Google). Choose one to sign in with your e-mail address too."
                      description="Change-password page for an account without a password"
                    />
                  </Text>
                )}
                {strict && (
                  <TextField
                    name="currentPassword"
                    type="password"
                    autoComplete="current-password"
                    required
                    label={intl.formatMessage(settingsMessages.currentPassword)}
                  />
                )}
                <NewPasswordFields
                  name="newPassword"
                  label={intl.formatMessage(settingsMessages.newPassword)}
                  confirmLabel={intl.formatMessage(settingsMessages.confirmNewPassword)}
                />
                <FormSubmit formRef={formRef} error={formError} compact>
                  <FormattedMessage
                    id="settings.password.submit"
                    defaultMessage="Change password"
                    description="Submit button of the change-password form"
                  />
                </FormSubmit>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      <Link asChild variant="underline">
        <RouterLink to={paths.settings}>
          <FormattedMessage
            id="settings.backToSettings"
            defaultMessage="Back to settings"
            description="Link from the change-password page to the settings page"
          />
        </RouterLink>
      </Link>
    </PageColumn>
  );
}
