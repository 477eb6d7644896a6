import type { IntlShape } from 'react-intl';
import { ref, string } from 'yup';
import { isOldEnough, isValidPhone, PASSWORD_MIN_LENGTH } from '@/domain/account';
import { minimumAgeMessage, passwordTooShortMessage, validationMessages } from '@/i18n/validationMessages';

/** Yup rules for a driver's details (spec §5), shared by sign-up, settings and checkout forms. */
export function emailRule(intl: IntlShape) {
  return string()
    .trim()
    .required(intl.formatMessage(validationMessages.required))
    .email(intl.formatMessage(validationMessages.invalidEmail));
}

export function phoneRule(intl: IntlShape) {
  return string()
    .trim()
    .required(intl.formatMessage(validationMessages.required))
    .test('phone', intl.formatMessage(validationMessages.invalidPhone), (value) => !value || isValidPhone(value));
}

/** A date input value (YYYY-MM-DD) making the driver at least `minimumAge` on `now()`. */
export function birthDateRule(intl: IntlShape, minimumAge: number, now: () => Date) {
  return string()
    .required(intl.formatMessage(validationMessages.required))
    .test(
      'age',
      intl.formatMessage(minimumAgeMessage, { age: minimumAge }),
      (value) => !value || isOldEnough(value, minimumAge, now()),
    );
}

/** A new password (at least 6 characters) and its confirmation, under the given field names. */
export function newPasswordRules(intl: IntlShape, names = { password: 'password', confirm: 'confirmPassword' }) {
  return {
    [names.password]: string()
      .required(intl.formatMessage(validationMessages.required))
      .min(
        PASSWORD_MIN_LENGTH,
        intl.formatMessage(passwordTooShortMessage, {
          min: PASSWORD_MIN_LENGTH,
        }),
      ),
    [names.confirm]: string()
      .required(intl.formatMessage(validationMessages.required))
      .oneOf([ref(names.password)], intl.formatMessage(validationMessages.passwordsDontMatch)),
  };
}
