import { defineMessages, type MessageDescriptor } from 'react-intl';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

export const navMessages = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home', description: 'Link to the home page' },
  rentACar: { id: 'nav.rentACar', defaultMessage: 'Rent a car', description: 'Footer group of links about renting' },
  findACar: {
    id: 'nav.findACar',
    defaultMessage: 'Find a car',
    description: 'Link to the car search on the home page',
  },
  suppliers: { id: 'nav.suppliers', defaultMessage: 'Suppliers', description: 'Link to the suppliers page' },
  locations: { id: 'nav.locations', defaultMessage: 'Locations', description: 'Link to the locations page' },
  about: { id: 'nav.about', defaultMessage: 'About us', description: 'Link to the about page' },
  tos: { id: 'nav.tos', defaultMessage: 'Terms of use', description: 'Link to the terms of use' },
  privacy: { id: 'nav.privacy', defaultMessage: 'Privacy policy', description: 'Link to the privacy policy' },
  cookiePolicy: { id: 'nav.cookiePolicy', defaultMessage: 'Cookie policy', description: 'Link to the cookie policy' },
  faq: { id: 'nav.faq', defaultMessage: 'FAQ', description: 'Link to the frequently asked questions' },
  contact: { id: 'nav.contact', defaultMessage: 'Contact', description: 'Link to the contact form' },
  support: { id: 'nav.support', defaultMessage: 'Support', description: 'Footer group of help links' },
  corporate: { id: 'nav.corporate', defaultMessage: 'Company', description: 'Footer group of links about the company' },
  signIn: { id: 'nav.signIn', defaultMessage: 'Sign in', description: 'Link to the sign-in page' },
  signUp: { id: 'nav.signUp', defaultMessage: 'Sign up', description: 'Link to the sign-up page' },
  siteMenu: {
    id: 'nav.siteMenu',
    defaultMessage: 'Site menu',
    description: 'Landmark name of the list of all pages in the header menu',
  },
  notFound: {
    id: 'nav.notFound',
    defaultMessage: 'Page not found',
    description: 'Browser tab title of the not-found page',
  },
});

export interface NavLink {
  to: string;
  label: MessageDescriptor;
}

/** Every page the header menu offers (suppliers only when not hidden by configuration). */
export const menuLinks: NavLink[] = [
  { to: paths.home, label: navMessages.home },
  ...(env.hideSuppliers ? [] : [{ to: paths.suppliers, label: navMessages.suppliers }]),
  { to: paths.locations, label: navMessages.locations },
  { to: paths.about, label: navMessages.about },
  { to: paths.tos, label: navMessages.tos },
  { to: paths.privacy, label: navMessages.privacy },
  { to: paths.cookiePolicy, label: navMessages.cookiePolicy },
  { to: paths.faq, label: navMessages.faq },
  { to: paths.contact, label: navMessages.contact },
];

/** The footer's link groups. */
export const footerGroups: { title: MessageDescriptor; links: NavLink[]; showContactEmail?: boolean }[] = [
  {
    title: navMessages.corporate,
    links: [
      { to: paths.about, label: navMessages.about },
      { to: paths.tos, label: navMessages.tos },
      { to: paths.privacy, label: navMessages.privacy },
      { to: paths.cookiePolicy, label: navMessages.cookiePolicy },
    ],
  },
  {
    title: navMessages.rentACar,
    links: [
      { to: paths.home, label: navMessages.findACar },
      ...(env.hideSuppliers ? [] : [{ to: paths.suppliers, label: navMessages.suppliers }]),
      { to: paths.locations, label: navMessages.locations },
    ],
  },
  {
    title: navMessages.support,
    showContactEmail: true,
    links: [
      { to: paths.contact, label: navMessages.contact },
      { to: paths.faq, label: navMessages.faq },
    ],
  },
];
