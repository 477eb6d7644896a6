import { defineMessage, defineMessages } from 'react-intl';

/** Validation messages shared by every form and by API error mapping (spec §5 wording where given). */
export const validationMessages = defineMessages({
  required: {
    id: 'form.required',
    defaultMessage: 'Please fill in this field.',
    description: 'Error under an empty required field',
  },
  invalidEmail: {
    id: 'form.invalidEmail',
    defaultMessage: 'Invalid email address',
    description: 'Error under a malformed e-mail field',
  },
  fixErrors: {
    id: 'form.fixErrors',
    defaultMessage: 'Please fix errors',
    description: 'Message when a submitted form has invalid fields',
  },
  invalidPhone: {
    id: 'form.invalidPhone',
    defaultMessage: 'Invalid phone number',
    description: 'Error under a malformed phone number field',
  },
  passwordsDontMatch: {
    id: 'form.passwordsDontMatch',
    defaultMessage: "Passwords don't match",
    description: 'Error under a password confirmation that differs',
  },
});

export const passwordTooShortMessage = defineMessage<{ min: number }>({
  id: 'form.passwordTooShort',
  defaultMessage: 'The password must be at least {min, number} characters long.',
  description: 'Error under a password that is too short',
});

export const minimumAgeMessage = defineMessage<{ age: number }>({
  id: 'form.minimumAge',
  defaultMessage: 'The driver must be at least {age, number} years old.',
  description: 'Error under a birth date when the driver is younger than the minimum age',
});

export const tooLongMessage = defineMessage<{ max: number }>({
  id: 'form.tooLong',
  defaultMessage: 'Please use at most {max, number} characters.',
  description: 'Error under a field whose text is too long',
});
