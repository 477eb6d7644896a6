import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';
import { bool, mixed, object, string, ValidationError, type TestContext } from 'yup';
import type { LocationChoice } from '../searchDraftSlice';
import { fromLocalInput } from '@/components/form/localDateTime';
import { dropOffIsAfterPickup, PROBLEM_FIELD, periodProblems, type PeriodRules } from '@/domain/rentalPeriod';
import { periodProblemText } from '@/i18n/periodMessages';
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
  dropOffBeforePickup: {
    id: 'cars.search.dropOffBeforePickup',
    defaultMessage: 'The drop-off must be after the pick-up.',
    description: 'Error under the drop-off date when it is before (or at) the pick-up time',
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

/**
 * The first problem of the period (src/domain/rentalPeriod.ts) that concerns `field`, or null, and
 * whether the period is the wrong way round. The times are read at their locations, whose opening
 * hours apply once they are chosen.
 */
function fieldProblem(values: SearchFormValues, field: 'from' | 'to', rules: PeriodRules, now: Date) {
  const dropOff = dropOffPlace(values);
  const from = pickedInstant(values.from, values.pickup);
  if (!from) return { problem: null, backwards: false };
  // An unreadable drop-off has its own error; the pick-up's problems are still found.
  const to = pickedInstant(values.to, dropOff) ?? from;
  const period = {
    from,
    to,
    pickupTimeZone: values.pickup?.timeZone ?? null,
    dropOffTimeZone: dropOff?.timeZone ?? null,
  };
  const problem = periodProblems(period, rules, now).find((found) => PROBLEM_FIELD[found] === field) ?? null;
  return { problem, backwards: !dropOffIsAfterPickup(from, to) };
}

/** The rules of the rental period (spec §5, settings from the API) on the form's dates. */
export function searchFormSchema(intl: IntlShape, settings: PeriodRules, now: () => Date) {
  const location = mixed<LocationChoice>().nullable();
  const periodTest = (field: 'from' | 'to') =>
    function (this: TestContext, _value: string | undefined) {
      const { problem, backwards } = fieldProblem(this.parent as SearchFormValues, field, settings, now());
      if (!problem) return true;
      // A drop-off before the pick-up is not "too short": the driver is told what is wrong.
      const message =
        problem === 'rental_too_short' && backwards
          ? intl.formatMessage(searchFormMessages.dropOffBeforePickup)
          : periodProblemText(intl, problem, settings);
      return this.createError({ message });
    };
  const dateField = (field: 'from' | 'to') =>
    string()
      .required(intl.formatMessage(searchFormMessages.invalidDate))
      .test('valid', intl.formatMessage(searchFormMessages.invalidDate), (value) => fromLocalInput(value) !== null)
      .test('period', periodTest(field));
  return object({
    pickup: location.required(intl.formatMessage(searchFormMessages.pickupRequired)),
    sameLocation: bool().required(),
    dropOff: location.when('sameLocation', {
      is: false,
      then: (schema) => schema.required(intl.formatMessage(searchFormMessages.dropOffRequired)),
    }),
    from: dateField('from'),
    to: dateField('to'),
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
