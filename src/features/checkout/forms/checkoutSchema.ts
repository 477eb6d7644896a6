import type { IntlShape } from 'react-intl';
import { boolean, mixed, object, string } from 'yup';
import { isOldEnough, isValidPhone } from '@/domain/account';
import { isValidCardNumber, isValidCvc, isValidExpiry } from '@/domain/paymentCard';
import { minimumAgeMessage, tooLongMessage, validationMessages } from '@/i18n/validationMessages';
import { checkoutErrors } from '../checkoutMessages';
import type { PaymentOption } from '../payment';
import { NAME_MAX, type CheckoutValues } from './checkoutForm';

export interface CheckoutRules {
  /** The car's minimum age, or the site's when higher. */
  minimumAge: number;
  /** A visitor fills in the driver's details; a signed-in driver books as themselves. */
  visitor: boolean;
  /** The supplier requires a licence and the driver has none on file. */
  licenseNeeded: boolean;
  /** Payments go to the reference server's test gateway: its card fields are checked when paying online. */
  testGateway: boolean;
  /** The car offers an additional driver at a price (its details are then asked when chosen). */
  additionalDriverPriced: boolean;
  now: Date;
}

function personSchema(intl: IntlShape, minimumAge: number, now: Date) {
  const required = intl.formatMessage(validationMessages.required);
  return object({
    fullName: string()
      .trim()
      .required(required)
      .max(NAME_MAX, intl.formatMessage(tooLongMessage, { max: NAME_MAX })),
    email: string().trim().required(required).email(intl.formatMessage(validationMessages.invalidEmail)),
    phone: string()
      .trim()
      .required(required)
      .test('phone', intl.formatMessage(validationMessages.invalidPhone), (value) => !value || isValidPhone(value)),
    birthDate: string()
      .required(required)
      .test(
        'date',
        intl.formatMessage(checkoutErrors.invalidDate),
        (value) => !value || /^\d{4}-\d{2}-\d{2}$/.test(value),
      )
      .test(
        'age',
        intl.formatMessage(minimumAgeMessage, { age: minimumAge }),
        (value) => !value || isOldEnough(value, minimumAge, now),
      ),
  });
}

/** The checkout rules: only what applies to this car, driver and payment option is checked. */
export function checkoutSchema(intl: IntlShape, rules: CheckoutRules) {
  const required = intl.formatMessage(validationMessages.required);
  return object({
    driver: rules.visitor
      ? personSchema(intl, rules.minimumAge, rules.now).shape({
          acceptTerms: boolean().oneOf([true], intl.formatMessage(checkoutErrors.termsRequired)),
        })
      : object(),
    additionalDriver: mixed().when('extras', {
      is: (extras: CheckoutValues['extras']) => rules.additionalDriverPriced && extras.additionalDriver,
      then: () => personSchema(intl, rules.minimumAge, rules.now),
      otherwise: () => object(),
    }),
    license: rules.licenseNeeded ? string().required(intl.formatMessage(checkoutErrors.licenseRequired)) : string(),
    card: mixed().when('payment', {
      is: (payment: PaymentOption) => rules.testGateway && payment !== 'payLater',
      then: () =>
        object({
          number: string()
            .required(required)
            .test(
              'card',
              intl.formatMessage(checkoutErrors.invalidCardNumber),
              (value) => !value || isValidCardNumber(value),
            ),
          expiry: string()
            .required(required)
            .test(
              'expiry',
              intl.formatMessage(checkoutErrors.invalidExpiry),
              (value) => !value || isValidExpiry(value, rules.now),
            ),
          cvc: string()
            .required(required)
            .test('cvc', intl.formatMessage(checkoutErrors.invalidCvc), (value) => !value || isValidCvc(value)),
        }),
      otherwise: () => object(),
    }),
  });
}
