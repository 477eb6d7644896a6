import { defineMessages } from 'react-intl';

/** Browser-tab titles of the informational pages. */
export const infoRouteTitles = defineMessages({
  about: { id: 'info.title.about', defaultMessage: 'About us', description: 'Browser tab title of the about page' },
  tos: { id: 'info.title.tos', defaultMessage: 'Terms of use', description: 'Browser tab title of the terms page' },
  privacy: {
    id: 'info.title.privacy',
    defaultMessage: 'Privacy policy',
    description: 'Browser tab title of the privacy page',
  },
  cookiePolicy: {
    id: 'info.title.cookiePolicy',
    defaultMessage: 'Cookie policy',
    description: 'Browser tab title of the cookie policy',
  },
  faq: {
    id: 'info.title.faq',
    defaultMessage: 'Frequently asked questions',
    description: 'Browser tab title of the FAQ page',
  },
  contact: {
    id: 'info.title.contact',
    defaultMessage: 'Contact us',
    description: 'Browser tab title of the contact page',
  },
});
