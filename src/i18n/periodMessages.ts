import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { PeriodProblem, PeriodRules } from '@/domain/rentalPeriod';

/**
 * What the driver is told about each problem of the rental period (src/domain/rentalPeriod.ts):
 * `periodRefusals` when the API refused a checkout or an amendment with that code, and
 * `periodProblemText` where dates are entered, with the settings' numbers.
 */
export const periodRefusals: Record<PeriodProblem, MessageDescriptor> = defineMessages({
  pickup_too_soon: {
    id: 'period.refusal.pickupTooSoon',
    defaultMessage: 'The pick-up time is too soon. Choose a later one.',
    description: 'The API refused a booking or a change: the pick-up time is too soon',
  },
  rental_too_short: {
    id: 'period.refusal.rentalTooShort',
    defaultMessage: 'The rental is too short. Choose a later drop-off time.',
    description: 'The API refused a booking or a change: the rental is shorter than the minimum',
  },
  pickup_outside_hours: {
    id: 'period.refusal.pickupOutsideHours',
    defaultMessage: 'The pick-up time is outside the opening hours. Choose another time.',
    description: 'The API refused a booking or a change: pick-up at an hour when the locations are closed',
  },
  drop_off_outside_hours: {
    id: 'period.refusal.dropOffOutsideHours',
    defaultMessage: 'The drop-off time is outside the opening hours. Choose another time.',
    description: 'The API refused a booking or a change: drop-off at an hour when the locations are closed',
  },
  below_minimum_days: {
    id: 'period.refusal.belowMinimumDays',
    defaultMessage: 'This supplier requires a longer rental. Choose a later drop-off date.',
    description: "The API refused a booking or a change: shorter than the supplier's minimum number of days",
  },
});

const formMessages = {
  pickupTooSoon: defineMessage<{ hours: number }>({
    id: 'cars.search.pickupTooSoon',
    defaultMessage: 'Pick-up must be at least {hours, plural, one {# hour} other {# hours}} from now.',
    description: 'Error when the pick-up time is too soon',
  }),
  rentalTooShort: defineMessage<{ hours: number }>({
    id: 'cars.search.rentalTooShort',
    defaultMessage: 'The rental must last at least {hours, plural, one {# hour} other {# hours}}.',
    description: 'Error when drop-off is too close to pick-up',
  }),
  belowMinimumDays: defineMessage<{ days: number }>({
    id: 'period.belowMinimumDays',
    defaultMessage: 'This supplier rents for at least {days, plural, one {# day} other {# days}}.',
    description: "Error when the rental is shorter than the car's supplier's minimum number of days",
  }),
  outsideHours: defineMessage<{ opens: string; closes: string }>({
    id: 'period.outsideHours',
    defaultMessage: 'Pick-up and drop-off are possible from {opens} to {closes}, local time at the location.',
    description:
      'Error when a pick-up or drop-off time is outside the opening hours ({opens}: 8:00 AM, {closes}: 8:59 PM)',
  }),
};

/** A wall-clock time of day in the reader's language (8:00 AM, 08:00). */
const timeOfDay = (intl: IntlShape, hour: number, minute: number) =>
  intl.formatTime(Date.UTC(2000, 0, 1, hour, minute), { timeZone: 'UTC', timeStyle: 'short' });

/** The problem explained with the settings' numbers, for the place where dates are entered. */
export function periodProblemText(
  intl: IntlShape,
  problem: PeriodProblem,
  rules: PeriodRules,
  minimumDays: number | null = null,
): string {
  switch (problem) {
    case 'pickup_too_soon':
      return intl.formatMessage(formMessages.pickupTooSoon, { hours: rules.minPickupHours });
    case 'rental_too_short':
      return intl.formatMessage(formMessages.rentalTooShort, { hours: rules.minRentalHours });
    case 'pickup_outside_hours':
    case 'drop_off_outside_hours':
      return intl.formatMessage(formMessages.outsideHours, {
        opens: timeOfDay(intl, rules.minPickupDropoffHour, 0),
        closes: timeOfDay(intl, rules.maxPickupDropoffHour, 59),
      });
    case 'below_minimum_days':
      return minimumDays === null
        ? intl.formatMessage(periodRefusals.below_minimum_days)
        : intl.formatMessage(formMessages.belowMinimumDays, { days: minimumDays });
  }
}
