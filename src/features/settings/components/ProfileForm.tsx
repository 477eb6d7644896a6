import { Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { object, string } from 'yup';
import { isApiError } from '@/api/apiError';
import { messageForError } from '@/api/errorMessages';
import { birthDateRule, phoneRule } from '@/components/form/accountRules';
import { showFieldError } from '@/components/form/focusFirstError';
import { FormSubmit } from '@/components/form/FormSubmit';
import { FullNameField, PhoneAndBirthDateFields } from '@/components/form/PersonalFields';
import { TextField } from '@/components/form/TextField';
import { toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { dateInputToIso, isoToDateInput } from '@/domain/account';
import { validationMessages } from '@/i18n/validationMessages';
import { useUpdateUserMutation, type User } from '../api/settingsApi';
import { settingsMessages } from '../settingsMessages';

interface ProfileValues {
  email: string;
  fullName: string;
  phone: string;
  birthDate: string;
}

const FIELD_OF_CODE: Record<string, keyof ProfileValues> = {
  invalid_phone: 'phone',
  too_young: 'birthDate',
  invalid_birth_date: 'birthDate',
  invalid_full_name: 'fullName',
};

/** Full name, phone and birth date; the e-mail address is shown but cannot be changed here. */
export function ProfileForm({ user }: { user: User }) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [updateUser] = useUpdateUserMutation();
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const initialValues: ProfileValues = {
    email: user.email,
    fullName: user.fullName,
    phone: user.phone ?? '',
    birthDate: isoToDateInput(user.birthDate),
  };
  const schema = object({
    fullName: string().trim().required(intl.formatMessage(validationMessages.required)),
    phone: phoneRule(intl),
    birthDate: birthDateRule(intl, env.minimumAge, () => new Date()),
  });

  async function onSubmit(values: ProfileValues, helpers: FormikHelpers<ProfileValues>) {
    setFormError(null);
    try {
      const result = await updateUser({
        body: {
          _id: user._id,
          fullName: values.fullName.trim(),
          phone: values.phone.trim(),
          birthDate: dateInputToIso(values.birthDate),
          // Not asked here, sent back as stored: a BookCars server clears what an update leaves out.
          ...(user.location ? { location: user.location } : {}),
          ...(user.bio ? { bio: user.bio } : {}),
        },
      }).unwrap();
      if (result === null) throw new Error('no such user');
      toaster.create({
        type: 'success',
        title: intl.formatMessage(settingsMessages.changesSaved),
      });
      // The saved values become the new starting point (what the server now holds).
      helpers.resetForm({
        values: {
          ...values,
          fullName: values.fullName.trim(),
          phone: values.phone.trim(),
        },
      });
    } catch (error) {
      const field = isApiError(error) ? FIELD_OF_CODE[error.code] : undefined;
      if (field) {
        showFieldError(helpers, formRef, field, intl.formatMessage(messageForError(error)));
      } else {
        setFormError(messageForError(error));
      }
    }
  }

  return (
    <Formik<ProfileValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {() => (
        <Form
          ref={formRef}
          noValidate
          aria-label={intl.formatMessage({
            id: 'settings.profile.formTitle',
            defaultMessage: 'Profile',
            description: 'Accessible name of the profile form',
          })}
        >
          <Stack gap="4">
            <TextField
              name="email"
              type="email"
              readOnly
              label={
                <FormattedMessage
                  id="settings.field.email"
                  defaultMessage="E-mail address"
                  description="Label of the (read-only) account e-mail field"
                />
              }
              helperText={
                <FormattedMessage
                  id="settings.field.emailHint"
                  defaultMessage="Your sign-in address; it cannot be changed here."
                  description="Hint under the read-only e-mail field"
                />
              }
            />
            <FullNameField />
            <PhoneAndBirthDateFields />
            <FormSubmit formRef={formRef} error={formError} compact>
              <FormattedMessage
                id="settings.profile.save"
                defaultMessage="Save"
                description="Submit button of the profile form"
              />
            </FormSubmit>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
