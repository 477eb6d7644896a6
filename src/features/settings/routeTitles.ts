import { defineMessages } from 'react-intl';

/** Browser-tab titles of the signed-in driver's account pages. */
export const settingsRouteTitles = defineMessages({
  settings: {
    id: 'settings.title',
    defaultMessage: 'Settings',
    description: 'Browser tab title of the settings page',
  },
  changePassword: {
    id: 'settings.title.changePassword',
    defaultMessage: 'Change password',
    description: 'Browser tab title of the change-password page',
  },
});
