import { defineMessages } from 'react-intl';

/** Browser-tab titles of the checkout pages. */
export const checkoutRouteTitles = defineMessages({
  checkout: {
    id: 'checkout.title.checkout',
    defaultMessage: 'Book your car',
    description: 'Browser tab title of the checkout page',
  },
  session: {
    id: 'checkout.title.session',
    defaultMessage: 'Payment status',
    description: 'Browser tab title of the checkout session page',
  },
});
