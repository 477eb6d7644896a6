import { defineMessages, type IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { fromLocalInput } from '@/components/form/localDateTime';

const messages = defineMessages({
  toBeforeFrom: { id: 'bookings.amend.toBeforeFrom', defaultMessage: 'The drop-off must be after the pick-up.', description: 'Amend error' },
});

/** The amend dialog's dates (local date-times, see localDateTime.ts): the drop-off after the pick-up. */
export function amendSchema(intl: IntlShape) {
  return object({
    from: string(),
    to: string().test('after-from', intl.formatMessage(messages.toBeforeFrom), (to, context) => {
      const from = typeof context.parent.from === 'string' ? fromLocalInput(context.parent.from) : null;
      const until = to ? fromLocalInput(to) : null;
      return !from || !until || until > from;
    }),
  });
}
