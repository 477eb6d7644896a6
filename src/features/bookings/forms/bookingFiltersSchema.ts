import { defineMessages, type IntlShape } from 'react-intl';
import { object, string } from 'yup';

const messages = defineMessages({
  toBeforeFrom: {
    id: 'bookings.filters.toBeforeFrom',
    defaultMessage: 'Choose a day after the first one.',
    description: 'Filter error: end before start',
  },
});

/** The bookings filters: the last day (YYYY-MM-DD, which sorts as it reads) not before the first. */
export function bookingFiltersSchema(intl: IntlShape) {
  return object({
    from: string(),
    to: string().test('not-before-from', intl.formatMessage(messages.toBeforeFrom), (to, context) => {
      const from: unknown = context.parent.from;
      return !to || typeof from !== 'string' || !from || to >= from;
    }),
  });
}
