import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextField } from './TextField';

interface NewPasswordFieldsProps {
  label: ReactNode;
  confirmLabel: ReactNode;
  /** Formik names of the new password and its confirmation (see newPasswordRules). */
  name?: string;
  confirmName?: string;
}

/** A new password with its length hint, then its confirmation: sign-up, activation, reset and change-password. */
export function NewPasswordFields({
  label,
  confirmLabel,
  name = 'password',
  confirmName = 'confirmPassword',
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        name={name}
        type="password"
        autoComplete="new-password"
        required
        label={label}
        helperText={
          <FormattedMessage
            id="auth.field.passwordHint"
            defaultMessage="At least 6 characters."
            description="Hint under a new password field"
          />
        }
      />
      <TextField name={confirmName} type="password" autoComplete="new-password" required label={confirmLabel} />
    </>
  );
}
