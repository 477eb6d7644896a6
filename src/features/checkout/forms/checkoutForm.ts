import { EXTRA_NAMES, type ExtraName } from '@/domain/pricing';
import type { PaymentOption } from '../payment';

export const NAME_MAX = 200;

export interface PersonValues {
  fullName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD (a date input's value). */
  birthDate: string;
}

export interface CheckoutValues {
  extras: Record<ExtraName, boolean>;
  /** The visitor who drives (ignored for a signed-in driver). */
  driver: PersonValues & { acceptTerms: boolean };
  additionalDriver: PersonValues;
  /** Temporary licence file name from the upload, or '' when none. */
  license: string;
  payment: PaymentOption;
  /** Test-gateway card; never saved anywhere but this form's state. */
  card: { number: string; expiry: string; cvc: string };
}

const EMPTY_PERSON: PersonValues = { fullName: '', email: '', phone: '', birthDate: '' };

export function emptyCheckoutValues(payment: PaymentOption): CheckoutValues {
  return {
    extras: Object.fromEntries(EXTRA_NAMES.map((name) => [name, false])) as Record<ExtraName, boolean>,
    driver: { ...EMPTY_PERSON, acceptTerms: false },
    additionalDriver: { ...EMPTY_PERSON },
    license: '',
    payment,
    card: { number: '', expiry: '', cvc: '' },
  };
}
