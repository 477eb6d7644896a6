import { Stack, Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { messageForError } from '@/api/errorMessages';
import { FormError } from '@/components/form/FormError';
import { toaster } from '@/components/ui/toaster';
import { useUpdateEmailNotificationsMutation, type User } from '../api/settingsApi';
import { settingsMessages } from '../settingsMessages';

/** Saved as soon as it is switched; on failure it shows the saved state again and says why. */
export function EmailNotificationsSwitch({ user }: { user: User }) {
  const intl = useIntl();
  const [update, { isLoading }] = useUpdateEmailNotificationsMutation();
  const [error, setError] = useState<MessageDescriptor | null>(null);
  // Shown at once while saving; the cached user (refetched after success) is the truth afterwards.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? user.enableEmailNotifications;

  async function onChange(enable: boolean) {
    setError(null);
    setPending(enable);
    try {
      const result = await update({
        body: { _id: user._id, enableEmailNotifications: enable },
      }).unwrap();
      if (result === null) throw new Error('no such user');
      toaster.create({
        type: 'success',
        title: intl.formatMessage(settingsMessages.settingsUpdated),
      });
    } catch (failure) {
      setError(messageForError(failure));
    } finally {
      setPending(null);
    }
  }

  return (
    <Stack gap="2">
      <Switch.Root checked={checked} disabled={isLoading} onCheckedChange={(details) => void onChange(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>
          <FormattedMessage
            id="settings.emailNotifications"
            defaultMessage="Enable email notifications"
            description="Switch: e-mails when a booking changes"
          />
        </Switch.Label>
      </Switch.Root>
      <FormError message={error} />
    </Stack>
  );
}
