import { defineMessages } from 'react-intl';

/** Browser-tab title of the notifications route (imported by the router, so kept out of the page chunk). */
export const notificationsRouteTitles = defineMessages({
  notifications: {
    id: 'notifications.route.title',
    defaultMessage: 'My notifications',
    description: 'Browser tab title of the notifications page',
  },
});
