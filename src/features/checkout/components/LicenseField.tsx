import { Box, chakra, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { messageForError } from '@/api/errorMessages';
import { useCreateLicenseMutation, useUpdateLicenseMutation } from '@/features/settings/api/settingsApi';

const FileInput = chakra('input');

/** Formats the licence may be in (the server checks the content, this only helps the file picker). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

interface LicenseFieldProps {
  /** The signed-in driver's id (their licence is stored on their account), or null for a visitor. */
  userId: string | null;
  /** The signed-in driver already has a licence on file. */
  onFile: boolean;
  disabled: boolean;
}

/**
 * The driver's licence, when the supplier requires one: a visitor's file is kept as a temporary
 * upload until checkout attaches it; a driver's goes to their account (and is reused next time).
 */
export function LicenseField({ userId, onFile, disabled }: LicenseFieldProps) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string>('license');
  const [createLicense, created] = useCreateLicenseMutation();
  const [updateLicense, updated] = useUpdateLicenseMutation();
  const [uploadError, setUploadError] = useState<MessageDescriptor | null>(null);
  const [fileName, setFileName] = useState('');
  const uploading = created.isLoading || updated.isLoading;
  // A chosen file answers "required" at once, while it uploads (not when the field loses focus).
  const error = uploadError ? intl.formatMessage(uploadError) : meta.touched && !uploading ? meta.error : undefined;

  async function upload(file: File) {
    setUploadError(null);
    setFileName(file.name);
    try {
      const stored = userId
        ? await updateLicense({ id: userId, body: { file } }).unwrap()
        : await createLicense({ body: { file } }).unwrap();
      if (!stored) throw new Error('no file stored');
      // Touched first without validating: validation then runs once, on the new value.
      await helpers.setTouched(true, false);
      await helpers.setValue(stored);
    } catch (failure) {
      setUploadError(messageForError(failure));
      await helpers.setTouched(true, false);
      await helpers.setValue('');
    }
  }

  return (
    <Stack
      as="section"
      aria-labelledby="checkout-license-title"
      gap="3"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Heading as="h2" size="lg" id="checkout-license-title">
        <FormattedMessage
          id="checkout.license.title"
          defaultMessage="Driver's license"
          description="Heading of the license upload"
        />
      </Heading>
      <Text fontSize="sm">
        <FormattedMessage
          id="checkout.license.why"
          defaultMessage="This supplier asks for a copy of your driver's license before the booking. Only you and the supplier can see it."
          description="Why the license is asked"
        />
      </Text>
      {onFile && !field.value ? (
        <Text role="status">
          <FormattedMessage
            id="checkout.license.onFile"
            defaultMessage="The license saved on your account will be used. You can replace it below."
            description="A signed-in driver already uploaded a license"
          />
        </Text>
      ) : null}
      <Field.Root invalid={Boolean(error)} ids={{ errorText: 'license-error' }}>
        <Field.Label htmlFor="license-file">
          <FormattedMessage
            id="checkout.license.file"
            defaultMessage="License file (PDF, JPEG, PNG or WebP)"
            description="Label of the license file input"
          />
        </Field.Label>
        <FileInput
          id="license-file"
          type="file"
          name="license"
          accept={ACCEPT}
          disabled={disabled || uploading}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? 'license-error' : undefined}
          fontSize="sm"
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        {/* One line kept for the error or the upload's progress, whichever applies, so choosing a
            file moves nothing below (the next click lands where the driver aimed). */}
        <Box minH="6" fontSize="sm" width="full">
          {error && <Field.ErrorText mt="0">{error}</Field.ErrorText>}
          <Box aria-live="polite">
            {!error && uploading && (
              <FormattedMessage
                id="checkout.license.uploading"
                defaultMessage="Uploading your license…"
                description="License upload in progress"
              />
            )}
            {!error && !uploading && field.value && (
              <FormattedMessage
                id="checkout.license.uploaded"
                defaultMessage="License received: {file}"
                description="License upload done"
                values={{ file: fileName || field.value }}
              />
            )}
          </Box>
        </Box>
      </Field.Root>
    </Stack>
  );
}
