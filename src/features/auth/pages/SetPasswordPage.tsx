import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/apiError';
import { messageForError } from '@/api/errorMessages';
import { FormError } from '@/components/form/FormError';
import { FormSubmit } from '@/components/form/FormSubmit';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { LoadingSpinner } from '@/components/ui/LoadingSpinner';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/settings/api/settingsApi';
import {
  useActivateMutation,
  useCheckLink,
  useDeleteTokensMutation,
  useResendMutation,
  useSignInMutation,
  useStartSession,
} from '../api/authApi';
import { authMessages } from '../authMessages';
import { PageColumn } from '@/components/ui/PageColumn';
import { setPasswordSchema } from '../forms/authSchemas';
import { DiagnosticsLink } from '@/components/DiagnosticsLink';

const text = {
  activate: {
    ...defineMessages({
      title: {
        id: 'auth.activate.title',
        defaultMessage: 'Activate your account',
        description: 'Heading of the activation page',
      },
      intro: {
        id: 'auth.activate.intro',
        defaultMessage: 'Choose the password of your account to activate it.',
        description: 'Introduction of the activation form',
      },
      submit: {
        id: 'auth.activate.submit',
        defaultMessage: 'Activate',
        description: 'Submit button of the activation form',
      },
      done: {
        id: 'auth.activate.done',
        defaultMessage: 'Your account is activated.',
        description: 'Toast after a successful activation',
      },
      verifying: {
        id: 'auth.activate.verifying',
        defaultMessage: 'Confirming your e-mail address…',
        description: 'Loading label while the activation link confirms the address',
      },
      verified: {
        id: 'auth.activate.verified',
        defaultMessage: 'Your e-mail address is confirmed: your account is active.',
        description: 'Activation page once the address is confirmed (the password was chosen at sign-up)',
      },
      signIn: {
        id: 'auth.activate.signIn',
        defaultMessage: 'Sign in',
        description: 'Link from the activation page to the sign-in page',
      },
      home: {
        id: 'auth.activate.home',
        defaultMessage: 'Find a car',
        description: 'Link from the activation page to the home page, for a signed-in driver',
      },
    }),
    expired: authMessages.linkExpired,
    sent: authMessages.activationSent,
  },
  reset: {
    sent: authMessages.resetSent,
    ...defineMessages({
      title: {
        id: 'auth.reset.title',
        defaultMessage: 'Reset your password',
        description: 'Heading of the reset-password page',
      },
      intro: {
        id: 'auth.reset.intro',
        defaultMessage: 'Choose a new password for your account.',
        description: 'Introduction of the reset-password form',
      },
      submit: {
        id: 'auth.reset.submit',
        defaultMessage: 'Save the new password',
        description: 'Submit button of the reset-password form',
      },
      done: {
        id: 'auth.reset.done',
        defaultMessage: 'Your password has been changed.',
        description: 'Toast after a successful password reset',
      },
      expired: {
        id: 'auth.reset.expired',
        defaultMessage: 'This password reset link has expired or was already used.',
        description: 'Reset-password page: the link is no longer valid',
      },
    }),
  },
};

const incompleteLink = defineMessage({
  id: 'auth.link.incomplete',
  defaultMessage: 'This link is incomplete. Please open the link from your e-mail again.',
  description: 'Activation or reset page opened without its parameters',
});

const resendLabel = defineMessages({
  activate: {
    id: 'auth.activate.resend',
    defaultMessage: 'Send a new activation link',
    description: 'Button asking for a new activation e-mail',
  },
  reset: {
    id: 'auth.reset.resend',
    defaultMessage: 'Send a new reset link',
    description: 'Button asking for a new password reset e-mail',
  },
});

/** The link's parameters: user id, e-mail address and token (`?u=&e=&t=`). */
function useLinkParams() {
  const [params] = useSearchParams();
  const userId = params.get('u') ?? '';
  const email = params.get('e') ?? '';
  const token = params.get('t') ?? '';
  return useMemo(() => (userId && email && token ? { userId, email, token } : null), [userId, email, token]);
}

/**
 * /activate and /reset-password: the e-mailed link is checked. An activation link then confirms the
 * address; the driver sets a password (and is signed in) on a reset, or when the account has none
 * yet. An expired or used link says so and offers a new one.
 */
export function SetPasswordPage({ mode }: { mode: 'activate' | 'reset' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const messages = text[mode];
  const link = useLinkParams();
  const formRef = useRef<HTMLFormElement>(null);
  const check = useCheckLink(link);
  const [activate] = useActivateMutation();
  const [signIn] = useSignInMutation();
  const [deleteTokens] = useDeleteTokensMutation();
  const [resend, resendState] = useResendMutation();
  const startSession = useStartSession();
  const { isSignedIn } = useCurrentUser();
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const [expired, setExpired] = useState(false);
  // The password is asked once: an activation link first only confirms the address, and the form
  // shows when the account has no password yet (created at checkout). A reset always chooses one.
  const [step, setStep] = useState<'confirming' | 'confirmed' | 'choosePassword'>(
    mode === 'activate' ? 'confirming' : 'choosePassword',
  );
  const confirmStarted = useRef(false);

  const confirmAddress = useCallback(async () => {
    if (!link) return;
    setFormError(null);
    try {
      const result = await activate({ body: { userId: link.userId, token: link.token } }).unwrap();
      if (result === null) setExpired(true);
      else {
        setStep('confirmed');
        void deleteTokens({ userId: link.userId });
      }
    } catch (error) {
      if (isApiError(error) && error.code === 'password_required') setStep('choosePassword');
      else setFormError(messageForError(error));
    }
  }, [link, activate, deleteTokens]);

  useEffect(() => {
    if (step !== 'confirming' || check.data !== true || confirmStarted.current) return;
    confirmStarted.current = true;
    void confirmAddress();
  }, [step, check.data, confirmAddress]);

  async function onSubmit(values: { password: string; confirmPassword: string }) {
    if (!link) return;
    setFormError(null);
    try {
      const result = await activate({
        body: {
          userId: link.userId,
          token: link.token,
          password: values.password,
        },
      }).unwrap();
      if (result === null) {
        setExpired(true);
        return;
      }
    } catch (error) {
      setFormError(messageForError(error));
      return;
    }
    toaster.create({
      type: 'success',
      title: intl.formatMessage(messages.done),
    });
    try {
      const user = await signIn({
        body: {
          email: link.email,
          password: values.password,
          stayConnected: false,
        },
      }).unwrap();
      if (user && !user.blacklisted) startSession(user, false);
      await deleteTokens({ userId: link.userId }).unwrap();
    } catch {
      // The password is set; signing in by hand still works.
    }
    void navigate(paths.home, { replace: true });
  }

  async function onResend() {
    if (!link) return;
    setFormError(null);
    try {
      const result = await resend({
        type: 'frontend',
        email: link.email,
        reset: mode === 'reset',
      }).unwrap();
      if (result === null) setFormError(authMessages.emailNotRegistered);
      else
        toaster.create({
          type: 'success',
          title: intl.formatMessage(messages.sent),
        });
    } catch (error) {
      setFormError(messageForError(error));
    }
  }

  const title = <FormattedMessage {...messages.title} />;
  if (!link) {
    return (
      <PageColumn title={title}>
        <FormError message={incompleteLink} />
      </PageColumn>
    );
  }
  if (check.isLoading) {
    return (
      <PageColumn title={title}>
        <LoadingSpinner
          label={intl.formatMessage({
            id: 'auth.link.checking',
            defaultMessage: 'Checking your link…',
            description: 'Loading label while the e-mailed link is checked',
          })}
        />
      </PageColumn>
    );
  }
  if (check.isError) {
    return (
      <PageColumn title={title}>
        <FormError message={messageForError(check.error)} />
        <Box>
          <Button onClick={() => check.retry()}>
            <FormattedMessage {...authMessages.retry} />
          </Button>
        </Box>
        <DiagnosticsLink />
      </PageColumn>
    );
  }
  if (expired || check.data === null) {
    return (
      <PageColumn title={title}>
        <Text role="status">{intl.formatMessage(messages.expired)}</Text>
        <FormError message={formError} />
        <Box>
          <Button onClick={() => void onResend()} loading={resendState.isLoading}>
            <FormattedMessage {...resendLabel[mode]} />
          </Button>
        </Box>
      </PageColumn>
    );
  }
  if (step === 'confirmed') {
    return (
      <PageColumn title={title}>
        <Text role="status">
          <FormattedMessage {...text.activate.verified} />
        </Text>
        <Box>
          <Button asChild>
            <RouterLink to={isSignedIn ? paths.home : paths.signIn}>
              <FormattedMessage {...(isSignedIn ? text.activate.home : text.activate.signIn)} />
            </RouterLink>
          </Button>
        </Box>
      </PageColumn>
    );
  }
  if (step === 'confirming') {
    return (
      <PageColumn title={title}>
        {formError ? (
          <>
            <FormError message={formError} />
            <Box>
              <Button onClick={() => void confirmAddress()}>
                <FormattedMessage {...authMessages.retry} />
              </Button>
            </Box>
            <DiagnosticsLink />
          </>
        ) : (
          <LoadingSpinner label={intl.formatMessage(text.activate.verifying)} />
        )}
      </PageColumn>
    );
  }
  return (
    <PageColumn title={title}>
      <Text>
        <FormattedMessage {...messages.intro} />
      </Text>
      <Formik
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={setPasswordSchema(intl)}
        onSubmit={onSubmit}
      >
        {() => (
          <Form ref={formRef} noValidate aria-label={intl.formatMessage(messages.title)}>
            <Stack gap="4">
              {/* Lets password managers file the new password under the right account. */}
              <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
              <NewPasswordFields
                label={intl.formatMessage(authMessages.passwordLabel)}
                confirmLabel={intl.formatMessage(authMessages.confirmPasswordLabel)}
              />
              <FormSubmit formRef={formRef} error={formError}>
                <FormattedMessage {...messages.submit} />
              </FormSubmit>
            </Stack>
          </Form>
        )}
      </Formik>
    </PageColumn>
  );
}

export const ActivatePage = () => <SetPasswordPage mode="activate" />;
export const ResetPasswordPage = () => <SetPasswordPage mode="reset" />;
