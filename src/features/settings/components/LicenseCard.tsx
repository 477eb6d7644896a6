import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '@/components/form/FormError';
import { useDeleteLicenseMutation, useUpdateLicenseMutation, type User } from '../api/settingsApi';
import { ConfirmButton } from './ConfirmButton';
import { FilePicker } from './FilePicker';
import { useSaveFeedback } from './useSaveFeedback';

const LICENSE_TYPES = 'application/pdf,image/jpeg,image/png,image/webp';

/**
 * The driver's licence: upload, replace, view and delete. The file is never public: "View" opens
 * the owner-only download in a new tab (the session cookie goes along).
 */
export function LicenseCard({ user }: { user: User }) {
  const intl = useIntl();
  const [updateLicense, update] = useUpdateLicenseMutation();
  const [deleteLicense, remove] = useDeleteLicenseMutation();
  const { error, setError, save } = useSaveFeedback();

  function upload(file: File | null) {
    if (!file) {
      setError(null);
      return;
    }
    void save(() => updateLicense({ id: user._id, body: { file } }).unwrap());
  }

  return (
    <Stack gap="3">
      <Text>
        {user.license ? (
          <FormattedMessage
            id="settings.license.uploaded"
            defaultMessage="Your driver's license is on file."
            description="Status when a license was uploaded"
          />
        ) : (
          <FormattedMessage
            id="settings.license.none"
            defaultMessage="No driver's license uploaded yet. Some suppliers ask for it: upload a photo or a PDF (JPEG, PNG, WebP or PDF)."
            description="Status when no license was uploaded"
          />
        )}
      </Text>
      <HStack gap="3" wrap="wrap">
        <FilePicker
          accept={LICENSE_TYPES}
          onFile={upload}
          loading={update.isLoading}
          inputLabel={intl.formatMessage({
            id: 'settings.license.file',
            defaultMessage: "Driver's license file",
            description: 'Accessible name of the license file input',
          })}
        >
          {user.license ? (
            <FormattedMessage
              id="settings.license.replace"
              defaultMessage="Replace the license"
              description="Button replacing the license file"
            />
          ) : (
            <FormattedMessage
              id="settings.license.upload"
              defaultMessage="Upload the license"
              description="Button uploading the license file"
            />
          )}
        </FilePicker>
        {user.license && (
          <>
            <Button asChild variant="outline">
              <Link
                href={`/api/license/${encodeURIComponent(user._id)}`}
                target="_blank"
                rel="noopener"
                textDecoration="none"
              >
                <FormattedMessage
                  id="settings.license.view"
                  defaultMessage="View the license (opens in a new tab)"
                  description="Link opening the license file"
                />
              </Link>
            </Button>
            <ConfirmButton
              loading={remove.isLoading}
              onConfirm={() => save(() => deleteLicense({ id: user._id }).unwrap())}
              question={
                <FormattedMessage
                  id="settings.license.confirmDelete"
                  defaultMessage="Delete your driver's license?"
                  description="Question before deleting the license"
                />
              }
            >
              <FormattedMessage
                id="settings.license.delete"
                defaultMessage="Delete the license"
                description="Button deleting the license file"
              />
            </ConfirmButton>
          </>
        )}
      </HStack>
      <FormError message={error} />
    </Stack>
  );
}
