import { defineMessages, type IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { fromZonedInput } from '@/domain/locationTime';

const messages = defineMessages({
  toBeforeFrom: {
    id: 'bookings.amend.toBeforeFrom',
    defaultMessage: 'The drop-off must be after the pick-up.',
    description: 'Amend error',
  },
});

/**
 * The amend dialog's dates (wall-clock times at their locations, whose time zones `zoneOf` gives by
 * location id): the drop-off after the pick-up.
 */
export function amendSchema(intl: IntlShape, zoneOf: (locationId: string) => string) {
  return object({
    from: string(),
    to: string().test('after-from', intl.formatMessage(messages.toBeforeFrom), (to, context) => {
      const { from, pickup, dropOff } = context.parent as { from?: string; pickup: string; dropOff: string };
      const start = from ? fromZonedInput(from, zoneOf(pickup)) : null;
      const until = to ? fromZonedInput(to, zoneOf(dropOff)) : null;
      return !start || !until || until > start;
    }),
  });
}
