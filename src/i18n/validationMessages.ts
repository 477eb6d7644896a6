import { defineMessage, defineMessages } from 'react-intl';

/** Validation messages shared by every form and by API error mapping (spec §5 wording where given). */
export const validationMessages = defineMessages({
  required: { id: 'form.required', defaultMessage: 'Please fill in this field.', description: 'Error under an empty required field' },
  invalidEmail: { id: 'form.invalidEmail', defaultMessage: 'Invalid email address', description: 'Error under a malformed e-mail field' },
  fixErrors: { id: 'form.fixErrors', defaultMessage: 'Please fix errors', description: 'Message when a submitted form has invalid fields' },
});

export const tooLongMessage = defineMessage<{ max: number }>({
  id: 'form.tooLong',
  defaultMessage: 'Please use at most {max, number} characters.',
  description: 'Error under a field whose text is too long',
});
