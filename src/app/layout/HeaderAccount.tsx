import { Alert, Box, Button, chakra, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@/api/apiError';
import { messageForError } from '@/api/errorMessages';
import { Disclosure } from '@/components/ui/Disclosure';
import { BellIcon, UserIcon } from '@/components/ui/icons';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useResendLinkMutation, useSignOut } from '@/features/auth/api/authApi';
import { useCurrentUser } from '@/features/settings/api/settingsApi';
import { UnreadNotificationsBadge } from '@/features/notifications/components/UnreadNotificationsBadge';
import { headerButtonProps, narrowHiddenProps } from './headerButton';
import { navMessages } from './navigation';

const menuItemProps = {
  variant: 'ghost',
  width: 'full',
  justifyContent: 'start',
  borderRadius: '0',
  color: 'fg',
  fontWeight: 'normal',
} as const;

/** The signed-in driver's menu: bookings, settings and sign-out (the disclosure pattern of the header). */
function AccountMenu({ name }: { name: string }) {
  const intl = useIntl();
  const [signOut, { isLoading }] = useSignOut();
  const firstName =
    name.trim().split(/\s+/)[0] ||
    intl.formatMessage({
      id: 'header.account',
      defaultMessage: 'My account',
      description: 'Account menu button when the name is unknown',
    });
  return (
    <Disclosure
      align="end"
      triggerProps={headerButtonProps}
      triggerLabel={intl.formatMessage(
        {
          id: 'header.accountMenu',
          defaultMessage: 'Account menu: {name}',
          description: 'Accessible name of the account menu button',
        },
        { name: firstName },
      )}
      trigger={
        <>
          <Box as="span" hideFrom="md">
            <UserIcon />
          </Box>
          <chakra.span {...narrowHiddenProps}>{firstName}</chakra.span>
        </>
      }
    >
      {(close) => (
        <Stack as="ul" gap="0" listStyleType="none">
          <li>
            <Button asChild {...menuItemProps} onClick={close}>
              <RouterLink to={paths.bookings}>
                <FormattedMessage
                  id="header.bookings"
                  defaultMessage="My bookings"
                  description="Account menu link to the bookings page"
                />
              </RouterLink>
            </Button>
          </li>
          <li>
            <Button asChild {...menuItemProps} onClick={close}>
              <RouterLink to={paths.settings}>
                <FormattedMessage
                  id="header.settings"
                  defaultMessage="Settings"
                  description="Account menu link to the settings page"
                />
              </RouterLink>
            </Button>
          </li>
          <li>
            <Button {...menuItemProps} loading={isLoading} onClick={() => void signOut()}>
              <FormattedMessage
                id="header.signOut"
                defaultMessage="Sign out"
                description="Account menu button signing out"
              />
            </Button>
          </li>
        </Stack>
      )}
    </Disclosure>
  );
}

/**
 * The header's account entries: sign in / sign up for visitors; for a signed-in driver the
 * notifications link (its unread count is rendered next to it by the notifications feature) and
 * the account menu.
 */
export function HeaderAccount() {
  const { isSignedIn, localUser, user } = useCurrentUser();
  if (!isSignedIn || !localUser) {
    return (
      <>
        <Button asChild {...headerButtonProps}>
          <RouterLink to={paths.signIn}>
            <Box as="span" hideFrom="md">
              <UserIcon />
            </Box>
            <chakra.span {...narrowHiddenProps}>
              <FormattedMessage {...navMessages.signIn} />
            </chakra.span>
          </RouterLink>
        </Button>
        {/* Not on a phone, for room: the sign-in page links to the sign-up page. */}
        <Button asChild size="sm" bg="white" color="brand.900" _hover={{ bg: 'brand.100' }} hideBelow="md">
          <RouterLink to={paths.signUp}>
            <FormattedMessage {...navMessages.signUp} />
          </RouterLink>
        </Button>
      </>
    );
  }
  return (
    <>
      <Button asChild {...headerButtonProps}>
        <RouterLink to={paths.notifications}>
          <Box as="span" hideFrom="md">
            <BellIcon />
          </Box>
          <chakra.span {...narrowHiddenProps}>
            <FormattedMessage
              id="header.notifications"
              defaultMessage="Notifications"
              description="Header link to the notifications page"
            />
          </chakra.span>
          <UnreadNotificationsBadge />
        </RouterLink>
      </Button>
      <AccountMenu name={user?.fullName ?? localUser.fullName} />
    </>
  );
}

/**
 * Shown on every page while the signed-in driver's e-mail address is not confirmed. They can browse
 * and book meanwhile; the banner offers a new confirmation link.
 */
export function UnverifiedBanner() {
  const intl = useIntl();
  const { isSignedIn, localUser, user } = useCurrentUser();
  const [resendLink, { isLoading }] = useResendLinkMutation();
  const verified = user?.verified ?? localUser?.verified ?? true;
  if (!isSignedIn || !localUser || verified) return null;

  async function onResend() {
    if (!localUser) return;
    try {
      await resendLink({ body: { email: localUser.email } }).unwrap();
      toaster.create({
        type: 'success',
        title: intl.formatMessage({
          id: 'auth.validationSent',
          defaultMessage: 'Validation email sent.',
          description: 'Toast after a new e-mail confirmation link was sent',
        }),
      });
    } catch (error) {
      const specific = isApiError(error) && ['rate_limited', 'network_error'].includes(error.code);
      toaster.create({
        type: 'error',
        title: specific
          ? intl.formatMessage(messageForError(error))
          : intl.formatMessage({
              id: 'auth.error.validationFailed',
              defaultMessage: 'An error occurred while sending validation email.',
              description: 'Error when the confirmation e-mail could not be sent',
            }),
      });
    }
  }

  return (
    <Alert.Root status="info" borderRadius="0" alignItems="center" flexWrap="wrap" gap="2">
      <Alert.Indicator />
      <Alert.Title flex="1" minW="60%" fontWeight="normal">
        <FormattedMessage
          id="auth.unverified.banner"
          defaultMessage="Please confirm your e-mail address {email} with the link we sent you (valid for one day)."
          description="Banner for a signed-in driver whose e-mail is not confirmed yet"
          values={{ email: <strong>{localUser.email}</strong> }}
        />
      </Alert.Title>
      <Button size="sm" variant="outline" onClick={() => void onResend()} loading={isLoading}>
        <FormattedMessage
          id="auth.unverified.resend"
          defaultMessage="Resend the link"
          description="Button sending a new confirmation e-mail"
        />
      </Button>
    </Alert.Root>
  );
}
