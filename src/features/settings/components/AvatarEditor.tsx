import { Box, HStack, Image, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '@/components/form/FormError';
import { avatarUrl } from '@/config/cdn';
import { useDeleteAvatarMutation, useUpdateAvatarMutation, type User } from '../api/settingsApi';
import { settingsMessages } from '../settingsMessages';
import { ConfirmButton } from './ConfirmButton';
import { FilePicker } from './FilePicker';
import { useSaveFeedback } from './useSaveFeedback';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The driver's photo: upload or replace (JPEG, PNG, WebP) and delete after a confirmation. */
export function AvatarEditor({ user }: { user: User }) {
  const intl = useIntl();
  const [updateAvatar, update] = useUpdateAvatarMutation();
  const [deleteAvatar, remove] = useDeleteAvatarMutation();
  const { error, setError, save } = useSaveFeedback();
  const src = avatarUrl(user.avatar);

  function upload(file: File | null) {
    if (!file || !IMAGE_TYPES.includes(file.type)) {
      setError(settingsMessages.addImage);
      return;
    }
    void save(() => updateAvatar({ userId: user._id, body: { image: file } }).unwrap());
  }

  return (
    <Stack gap="3">
      <HStack gap="4" wrap="wrap">
        <Box boxSize="20" borderRadius="full" overflow="hidden" bg="bg.muted" flexShrink={0}>
          {src && (
            <Image
              src={src}
              alt={intl.formatMessage({
                id: 'settings.avatar.alt',
                defaultMessage: 'Your photo',
                description: 'Alternative text of the avatar',
              })}
              boxSize="20"
              objectFit="cover"
            />
          )}
        </Box>
        <FilePicker
          accept={IMAGE_TYPES.join(',')}
          onFile={upload}
          loading={update.isLoading}
          inputLabel={intl.formatMessage({
            id: 'settings.avatar.file',
            defaultMessage: 'Photo file',
            description: 'Accessible name of the avatar file input',
          })}
        >
          {src ? (
            <FormattedMessage
              id="settings.avatar.replace"
              defaultMessage="Change photo"
              description="Button replacing the avatar"
            />
          ) : (
            <FormattedMessage
              id="settings.avatar.upload"
              defaultMessage="Add a photo"
              description="Button uploading an avatar"
            />
          )}
        </FilePicker>
        {src && (
          <ConfirmButton
            loading={remove.isLoading}
            onConfirm={() => save(() => deleteAvatar({ userId: user._id }).unwrap())}
            question={
              <FormattedMessage
                id="settings.avatar.confirmDelete"
                defaultMessage="Delete your photo?"
                description="Question before deleting the avatar"
              />
            }
          >
            <FormattedMessage
              id="settings.avatar.delete"
              defaultMessage="Delete photo"
              description="Button deleting the avatar"
            />
          </ConfirmButton>
        )}
      </HStack>
      <FormError message={error} />
    </Stack>
  );
}
