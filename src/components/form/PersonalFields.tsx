import { FormattedMessage } from 'react-intl';
import { TextField } from './TextField';

/** The driver's details, one component each because sign-up puts the e-mail field between them. */
export function FullNameField() {
  return (
    <TextField
      name="fullName"
      autoComplete="name"
      required
      maxLength={200}
      label={
        <FormattedMessage
          id="auth.field.fullName"
          defaultMessage="Full name"
          description="Label of the full name field"
        />
      }
    />
  );
}

/** Phone number (with its format hint) and birth date, under the Formik names `phone` and `birthDate`. */
export function PhoneAndBirthDateFields() {
  return (
    <>
      <TextField
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        label={
          <FormattedMessage
            id="auth.field.phone"
            defaultMessage="Phone number"
            description="Label of the phone number field"
          />
        }
        helperText={
          <FormattedMessage
            id="auth.field.phoneHint"
            defaultMessage="With the country code, e.g. +33 6 12 34 56 78"
            description="Hint under a phone number field"
          />
        }
      />
      <TextField
        name="birthDate"
        type="date"
        autoComplete="bday"
        required
        label={
          <FormattedMessage
            id="auth.field.birthDate"
            defaultMessage="Birth date"
            description="Label of the birth date field"
          />
        }
      />
    </>
  );
}
