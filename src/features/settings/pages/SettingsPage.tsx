import { Center, Container, Heading, Link, Spinner, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/authApi';
import { AvatarEditor } from '../components/AvatarEditor';
import { DisplayPreferences } from '../components/DisplayPreferences';
import { EmailNotificationsSwitch } from '../components/EmailNotificationsSwitch';
import { LicenseCard } from '../components/LicenseCard';
import { ProfileForm } from '../components/ProfileForm';
import { SettingsSection } from '../components/SettingsSection';

/** /settings: profile, photo, driver's licence, e-mail notifications, language and currency. */
export function SettingsPage() {
  const intl = useIntl();
  // RequireSignIn has loaded the account (or shown why it could not) before this page renders.
  const { user } = useCurrentUser();
  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="settings.heading" defaultMessage="Settings" description="Heading of the settings page" />
        </Heading>
        {!user ? (
          <Center py="8">
            <Spinner
              aria-label={intl.formatMessage({
                id: 'settings.loading',
                defaultMessage: 'Loading your account…',
                description: 'Loading label of the account pages',
              })}
            />
          </Center>
        ) : (
          <>
            <SettingsSection
              id="settings-profile"
              title={<FormattedMessage id="settings.profile.title" defaultMessage="Profile" description="Heading of the profile section" />}
            >
              <AvatarEditor user={user} />
              <ProfileForm key={user._id} user={user} />
              <Link asChild variant="underline" alignSelf="start">
                <RouterLink to={paths.changePassword}>
                  <FormattedMessage
                    id="settings.changePasswordLink"
                    defaultMessage="Change password"
                    description="Link from the settings page to the change-password page"
                  />
                </RouterLink>
              </Link>
            </SettingsSection>
            <SettingsSection
              id="settings-license"
              title={
                <FormattedMessage
                  id="settings.license.title"
                  defaultMessage="Driver's licence"
                  description="Heading of the licence section"
                />
              }
            >
              <LicenseCard user={user} />
            </SettingsSection>
            <SettingsSection
              id="settings-network"
              title={
                <FormattedMessage
                  id="settings.network.title"
                  defaultMessage="Network settings"
                  description="Heading of the notification settings section"
                />
              }
            >
              <EmailNotificationsSwitch user={user} />
            </SettingsSection>
            <SettingsSection
              id="settings-display"
              title={
                <FormattedMessage
                  id="settings.display.title"
                  defaultMessage="Language and currency"
                  description="Heading of the language and currency section"
                />
              }
            >
              <DisplayPreferences />
            </SettingsSection>
          </>
        )}
      </Stack>
    </Container>
  );
}
