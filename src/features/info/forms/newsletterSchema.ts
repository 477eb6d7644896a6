import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { validationMessages } from '@/i18n/validationMessages';

export function newsletterSchema(intl: IntlShape) {
  return object({
    email: string()
      .trim()
      .required(intl.formatMessage(validationMessages.required))
      .email(intl.formatMessage(validationMessages.invalidEmail)),
  });
}
