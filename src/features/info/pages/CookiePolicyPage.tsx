import { defineMessages } from 'react-intl';
import { InfoDocument, type DocSection } from '../components/InfoDocument';

const messages = defineMessages({
  title: {
    id: 'info.cookies.title',
    defaultMessage: 'Cookie policy',
    description: 'Main heading of the cookie policy page',
  },
  intro: {
    id: 'info.cookies.intro',
    defaultMessage:
      'This page lists everything {siteName} stores in your browser and why. We keep it to what the site needs to work.',
    description: 'Introduction of the cookie policy. {siteName} is the name of the marketplace',
  },

  necessaryTitle: {
    id: 'info.cookies.section.necessary.title',
    defaultMessage: 'Strictly necessary cookie',
    description: 'Cookie policy section heading about the session cookie',
  },
  necessaryWhat: {
    id: 'info.cookies.section.necessary.what',
    defaultMessage:
      'When you sign in, we set one cookie that keeps you signed in. It contains a signed session token, it is marked “httpOnly” so that scripts on the page cannot read it, and it is only sent to this site.',
    description: 'Cookie policy: what the session cookie is',
  },
  necessaryDuration: {
    id: 'info.cookies.section.necessary.duration',
    defaultMessage:
      'It lasts one day, or longer if you choose to stay connected when you sign in, and it is deleted when you sign out. Signing in is impossible without it, so it cannot be switched off; if you never sign in, it is never set.',
    description: 'Cookie policy: lifetime of the session cookie (“stay connected” is the sign-in option)',
  },

  storageTitle: {
    id: 'info.cookies.section.storage.title',
    defaultMessage: 'Local storage',
    description: 'Cookie policy section heading about browser local storage',
  },
  storageIntro: {
    id: 'info.cookies.section.storage.intro',
    defaultMessage:
      'A few choices are saved in your browser’s local storage rather than in cookies. They stay on your device and are not sent automatically with your requests:',
    description: 'Cookie policy: introduction to the list of local storage items',
  },
  storageLanguage: {
    id: 'info.cookies.section.storage.language',
    defaultMessage: '<strong>Language:</strong> the language you chose, so that the site opens in it next time.',
    description: 'Cookie policy: local storage item (list item). <strong> wraps the item name',
  },
  storageCurrency: {
    id: 'info.cookies.section.storage.currency',
    defaultMessage: '<strong>Currency:</strong> the currency you want prices shown in.',
    description: 'Cookie policy: local storage item (list item). <strong> wraps the item name',
  },
  storageStayConnected: {
    id: 'info.cookies.section.storage.stayConnected',
    defaultMessage: '<strong>Stay connected:</strong> whether you asked to stay signed in.',
    description: 'Cookie policy: local storage item (list item). <strong> wraps the item name',
  },
  storageUser: {
    id: 'info.cookies.section.storage.user',
    defaultMessage:
      '<strong>Your account summary:</strong> while you are signed in, a summary of your profile (such as your name, e-mail address and language) so that the page can show who is signed in. It never contains your password or session token, and it is removed when you sign out.',
    description: 'Cookie policy: local storage item (list item). <strong> wraps the item name',
  },

  analyticsTitle: {
    id: 'info.cookies.section.analytics.title',
    defaultMessage: 'Optional analytics',
    description: 'Cookie policy section heading about analytics',
  },
  analyticsWhen: {
    id: 'info.cookies.section.analytics.when',
    defaultMessage:
      'Analytics runs only if the operator of this site has configured an analytics service. Even then, it starts only after your first interaction with the page (moving the mouse or touching the screen), then counts page views. The analytics service may set its own cookies. When no service is configured, nothing is loaded.',
    description: 'Cookie policy: when analytics is loaded',
  },
  analyticsBlock: {
    id: 'info.cookies.section.analytics.block',
    defaultMessage:
      'You can block analytics with your browser’s tracking protection or a content blocker: the site works exactly the same without it.',
    description: 'Cookie policy: how to opt out of analytics',
  },

  clearTitle: {
    id: 'info.cookies.section.clear.title',
    defaultMessage: 'How to remove them',
    description: 'Cookie policy section heading about deleting cookies and stored data',
  },
  clearSignOut: {
    id: 'info.cookies.section.clear.signOut',
    defaultMessage: 'Signing out deletes the session cookie and your account summary.',
    description: 'Cookie policy: what signing out removes',
  },
  clearBrowser: {
    id: 'info.cookies.section.clear.browser',
    defaultMessage:
      'To remove everything, clear the cookies and site data for this site in your browser’s settings. You will be signed out, and the language and currency go back to their defaults.',
    description: 'Cookie policy: how to clear all stored data',
  },
  clearMore: {
    id: 'info.cookies.section.clear.more',
    defaultMessage:
      'How we handle your personal data is explained in our <privacy>privacy policy</privacy>. For any other question, <contact>contact us</contact>.',
    description:
      'Cookie policy: further information. <privacy> wraps a link to the privacy policy; <contact> wraps a link to the contact page',
  },
});

/** A paragraph, or a bulleted list when several messages are grouped. */
const SECTIONS: readonly DocSection[] = [
  {
    key: 'necessary',
    title: messages.necessaryTitle,
    blocks: [messages.necessaryWhat, messages.necessaryDuration],
  },
  {
    key: 'storage',
    title: messages.storageTitle,
    blocks: [
      messages.storageIntro,
      [messages.storageLanguage, messages.storageCurrency, messages.storageStayConnected, messages.storageUser],
    ],
  },
  { key: 'analytics', title: messages.analyticsTitle, blocks: [messages.analyticsWhen, messages.analyticsBlock] },
  {
    key: 'clear',
    title: messages.clearTitle,
    blocks: [messages.clearSignOut, messages.clearBrowser, messages.clearMore],
  },
];

/** Cookie policy (/cookie-policy): the session cookie, local storage items and optional analytics. */
export function CookiePolicyPage() {
  return (
    <InfoDocument
      title={messages.title}
      intro={messages.intro}
      sections={SECTIONS}
      values={{}}
      links={{ privacy: '/privacy', contact: '/contact' }}
    />
  );
}
