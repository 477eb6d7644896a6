import type { IntlShape } from 'react-intl';
import { boolean, object, string } from 'yup';
import { birthDateRule, emailRule, newPasswordRules, phoneRule } from '@/components/form/accountRules';
import { validationMessages } from '@/i18n/validationMessages';
import { authMessages } from '../authMessages';

export function signInSchema(intl: IntlShape) {
  return object({
    email: emailRule(intl),
    password: string().required(intl.formatMessage(validationMessages.required)),
  });
}

export function signUpSchema(intl: IntlShape, minimumAge: number, now: () => Date) {
  return object({
    fullName: string().trim().required(intl.formatMessage(validationMessages.required)),
    email: emailRule(intl),
    phone: phoneRule(intl),
    birthDate: birthDateRule(intl, minimumAge, now),
    ...newPasswordRules(intl),
    acceptTerms: boolean().oneOf([true], intl.formatMessage(authMessages.termsRequired)),
  });
}

export function forgotPasswordSchema(intl: IntlShape) {
  return object({ email: emailRule(intl) });
}

export function setPasswordSchema(intl: IntlShape) {
  return object(newPasswordRules(intl));
}
