import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { messageForError } from '@/api/errorMessages';
import { toaster } from '@/components/ui/toaster';
import { settingsMessages } from '../settingsMessages';

/**
 * Runs one settings change (upload, delete…): "Changes saved" toast on success, otherwise the
 * error to show next to the control. Starting a change clears the previous error.
 */
export function useSaveFeedback() {
  const intl = useIntl();
  const [error, setError] = useState<MessageDescriptor | null>(null);

  async function save(change: () => Promise<unknown>) {
    setError(null);
    try {
      await change();
      toaster.create({
        type: 'success',
        title: intl.formatMessage(settingsMessages.changesSaved),
      });
    } catch (failure) {
      setError(messageForError(failure));
    }
  }

  return { error, setError, save };
}
