import { fromLocalInput, toLocalInput } from '@/components/form/localDateTime';
import { fromZonedInput, toZonedInput } from '@/domain/locationTime';
import { dropOffFollowingPickup, type PeriodRules } from '@/domain/rentalPeriod';
import type { LocationChoice } from '../searchDraftSlice';

/**
 * A time picked in the search form is the wall-clock time at its location: pick-up at the pick-up
 * location, drop-off at the drop-off location (src/domain/locationTime.ts). Until a location is
 * chosen the field is read in the browser's time zone, only to check it.
 */
export function pickedInstant(value: string, location: LocationChoice | null): Date | null {
  return location ? fromZonedInput(value, location.timeZone) : fromLocalInput(value);
}

/** The field value showing `instant` at the location. */
export function shownTime(instant: Date, location: LocationChoice | null): string {
  return location ? toZonedInput(instant, location.timeZone) : toLocalInput(instant);
}

/** Where the car is returned: the drop-off location, or the pick-up one when it is the same. */
export function dropOffPlace(values: {
  pickup: LocationChoice | null;
  dropOff: LocationChoice | null;
  sameLocation: boolean;
}): LocationChoice | null {
  return values.sameLocation ? values.pickup : (values.dropOff ?? values.pickup);
}

interface PeriodValues {
  pickup: LocationChoice | null;
  dropOff: LocationChoice | null;
  sameLocation: boolean;
  from: string;
  to: string;
}

/**
 * The form's change when the pick-up time becomes `from`: the drop-off moves along, keeping the
 * rental's length, when the new pick-up would leave it behind or too close (rentalPeriod.ts).
 */
export function pickupTimeChange(
  values: PeriodValues,
  from: string,
  rules: Pick<PeriodRules, 'minRentalHours'>,
): Pick<PeriodValues, 'from'> & Partial<Pick<PeriodValues, 'to'>> {
  const place = dropOffPlace(values);
  const before = pickedInstant(values.from, values.pickup);
  const after = pickedInstant(from, values.pickup);
  const dropOff = pickedInstant(values.to, place);
  if (!before || !after || !dropOff) return { from };
  const moved = dropOffFollowingPickup({ from: before, to: dropOff }, after, rules);
  return moved === dropOff ? { from } : { from, to: shownTime(moved, place) };
}
