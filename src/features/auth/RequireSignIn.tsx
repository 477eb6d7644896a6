import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FormError } from '@/components/form/FormError';
import { LoadingSpinner } from '@/components/ui/LoadingSpinner';
import { messageForError } from '@/api/errorMessages';
import { useCurrentUser } from '@/features/settings/api/settingsApi';
import { signInUrl } from './api/authApi';
import { authMessages } from './authMessages';

/**
 * Route wrapper for pages that need an account: a visitor goes to the sign-in page, which brings
 * them back here afterwards. Use it as a layout route (`element: <RequireSignIn />`, children: the
 * pages) or around one element.
 */
export function RequireSignIn({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  const { isSignedIn, isChecking, error, retry } = useCurrentUser();

  if (!isSignedIn) return <Navigate to={signInUrl(location.pathname + location.search)} replace />;
  if (isChecking) {
    return (
      <LoadingSpinner
        py="16"
        label={intl.formatMessage({
          id: 'auth.checking',
          defaultMessage: 'Checking your session…',
          description: 'Loading label while the session is checked',
        })}
      />
    );
  }
  if (error) {
    return (
      <Stack maxW="xl" mx="auto" py="12" px="4" gap="4" align="start">
        <FormError message={messageForError(error)} />
        <Button onClick={retry}>
          <FormattedMessage {...authMessages.retry} />
        </Button>
      </Stack>
    );
  }
  return children ?? <Outlet />;
}
