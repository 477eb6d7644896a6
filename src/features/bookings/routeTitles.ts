import { defineMessages } from 'react-intl';

/** Browser-tab titles of the bookings routes (imported by the router, so kept out of the page chunks). */
export const bookingsRouteTitles = defineMessages({
  bookings: {
    id: 'bookings.route.bookings',
    defaultMessage: 'My bookings',
    description: 'Browser tab title of the bookings list',
  },
  booking: { id: 'bookings.route.booking', defaultMessage: 'Booking', description: 'Browser tab title of one booking' },
});
