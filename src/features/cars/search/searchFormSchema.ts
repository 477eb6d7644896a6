import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';
import { bool, mixed, object, string, ValidationError } from 'yup';
import type { LocationChoice } from '../searchDraftSlice';
import { fromLocalInput } from '@/components/form/localDateTime';
import { pickupIsFarEnough, rentalIsLongEnough, type PeriodRules } from '@/domain/rentalPeriod';
import { dropOffPlace, pickedInstant } from './searchTimes';

export const searchFormMessages = defineMessages({
  pickupRequired: {
    id: 'cars.search.pickupRequired',
    defaultMessage: 'Choose a pick-up location.',
    description: 'Error when no pick-up location was chosen',
  },
  dropOffRequired: {
    id: 'cars.search.dropOffRequired',
    defaultMessage: 'Choose a drop-off location.',
    description: 'Error when no drop-off location was chosen',
  },
  invalidDate: {
    id: 'cars.search.invalidDate',
    defaultMessage: 'Enter a valid date and time.',
    description: 'Error under a date field that cannot be read',
  },
});

export interface SearchFormValues {
  pickup: LocationChoice | null;
  dropOff: LocationChoice | null;
  sameLocation: boolean;
  /** Wall-clock date-times at the pick-up and drop-off locations (see searchTimes.ts). */
  from: string;
  to: string;
}

/** Rules of spec §5: pick-up far enough ahead, rental long enough (hours from the settings API). */
export function searchFormSchema(intl: IntlShape, settings: PeriodRules, now: () => Date) {
  const location = mixed<LocationChoice>().nullable();
  return object({
    pickup: location.required(intl.formatMessage(searchFormMessages.pickupRequired)),
    sameLocation: bool().required(),
    dropOff: location.when('sameLocation', {
      is: false,
      then: (schema) => schema.required(intl.formatMessage(searchFormMessages.dropOffRequired)),
    }),
    from: string()
      .required(intl.formatMessage(searchFormMessages.invalidDate))
      .test('valid', intl.formatMessage(searchFormMessages.invalidDate), (value) => fromLocalInput(value) !== null)
      .test(
        'notice',
        intl.formatMessage(
          {
            id: 'cars.search.pickupTooSoon',
            defaultMessage: 'Pick-up must be at least {hours, plural, one {# hour} other {# hours}} from now.',
            description: 'Error when the pick-up time is too soon',
          },
          { hours: settings.minPickupHours },
        ),
        function (value) {
          const from = pickedInstant(value, (this.parent as SearchFormValues).pickup);
          return !from || pickupIsFarEnough(from, settings, now());
        },
      ),
    to: string()
      .required(intl.formatMessage(searchFormMessages.invalidDate))
      .test('valid', intl.formatMessage(searchFormMessages.invalidDate), (value) => fromLocalInput(value) !== null)
      .test(
        'duration',
        intl.formatMessage(
          {
            id: 'cars.search.rentalTooShort',
            defaultMessage: 'The rental must last at least {hours, plural, one {# hour} other {# hours}}.',
            description: 'Error when drop-off is too close to pick-up',
          },
          { hours: settings.minRentalHours },
        ),
        function (value) {
          const values = this.parent as SearchFormValues;
          const from = pickedInstant(values.from, values.pickup);
          const to = pickedInstant(value, dropOffPlace(values));
          return !from || !to || rentalIsLongEnough(from, to, settings);
        },
      ),
  });
}

export type SearchFormErrors = Partial<Record<keyof SearchFormValues, string>>;

/**
 * Checks the values against the schema and returns the first message of each invalid field (empty
 * when valid). The search form loads this module, and Yup with it, only when it first validates.
 */
export async function validateSearchForm(
  values: SearchFormValues,
  intl: IntlShape,
  settings: PeriodRules,
  now: () => Date,
): Promise<SearchFormErrors> {
  try {
    await searchFormSchema(intl, settings, now).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: SearchFormErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = issue.path as keyof SearchFormValues | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}
