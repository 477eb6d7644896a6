import { Link } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { LoadingSpinner } from '@/components/ui/LoadingSpinner';
import { PageColumn } from '@/components/ui/PageColumn';
import { paths } from '@/config/paths';
import { AvatarEditor } from '../components/AvatarEditor';
import { DisplayPreferences } from '../components/DisplayPreferences';
import { EmailNotificationsSwitch } from '../components/EmailNotificationsSwitch';
import { LicenseCard } from '../components/LicenseCard';
import { ProfileForm } from '../components/ProfileForm';
import { SettingsSection } from '../components/SettingsSection';
import { useCurrentUser } from '../api/settingsApi';
import { settingsMessages } from '../settingsMessages';

/** /settings: profile, photo, driver's licence, e-mail notifications, language and currency. */
export function SettingsPage() {
  const intl = useIntl();
  // RequireSignIn has loaded the account (or shown why it could not) before this page renders.
  const { user } = useCurrentUser();
  return (
    <PageColumn
      width="3xl"
      title={
        <FormattedMessage id="settings.heading" defaultMessage="Settings" description="Heading of the settings page" />
      }
    >
      {!user ? (
        <LoadingSpinner label={intl.formatMessage(settingsMessages.loading)} />
      ) : (
        <>
          <SettingsSection
            id="settings-profile"
            title={
              <FormattedMessage
                id="settings.profile.title"
                defaultMessage="Profile"
                description="Heading of the profile section"
              />
            }
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
                defaultMessage="Driver's license"
                description="Heading of the license section"
              />
            }
          >
            <LicenseCard user={user} />
          </SettingsSection>
          <SettingsSection
            id="settings-emails"
            title={
              <FormattedMessage
                id="settings.emails.title"
                defaultMessage="E-mail notifications"
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
    </PageColumn>
  );
}
