import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { validationMessages, tooLongMessage } from '@/i18n/validationMessages';

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

/** Contact form rules; the e-mail is asked of visitors only (signed-in drivers use their account's). */
export function contactSchema(intl: IntlShape, askEmail: boolean) {
  const required = intl.formatMessage(validationMessages.required);
  return object({
    email: askEmail
      ? string().trim().required(required).email(intl.formatMessage(validationMessages.invalidEmail))
      : string().optional(),
    subject: string()
      .trim()
      .required(required)
      .max(CONTACT_SUBJECT_MAX, intl.formatMessage(tooLongMessage, { max: CONTACT_SUBJECT_MAX })),
    message: string()
      .trim()
      .required(required)
      .max(CONTACT_MESSAGE_MAX, intl.formatMessage(tooLongMessage, { max: CONTACT_MESSAGE_MAX })),
  });
}
