import { defineMessages } from 'react-intl';
import { PRIVACY_MINIMUM_AGE } from '@/config/constants';
import { InfoDocument, type DocSection } from '../components/InfoDocument';

const messages = defineMessages({
  title: {
    id: 'info.privacy.title',
    defaultMessage: 'Privacy policy',
    description: 'Main heading of the privacy policy page',
  },
  intro: {
    id: 'info.privacy.intro',
    defaultMessage:
      'This policy explains which personal data {siteName} collects when you use the site, why we need it, who receives it and what you can do about it.',
    description: 'Introduction of the privacy policy. {siteName} is the name of the marketplace',
  },

  collectedTitle: {
    id: 'info.privacy.section.collected.title',
    defaultMessage: 'Data we collect',
    description: 'Privacy policy section heading: categories of personal data',
  },
  collectedAccount: {
    id: 'info.privacy.section.collected.account',
    defaultMessage:
      '<strong>Account details:</strong> your name, e-mail address, phone number, date of birth, language, notification preferences and password (stored only as a secure hash, never in readable form).',
    description: 'Privacy policy: account data (list item). <strong> wraps the category name',
  },
  collectedBooking: {
    id: 'info.privacy.section.collected.booking',
    defaultMessage:
      '<strong>Booking details:</strong> the car, dates, locations, extras, price and payment status, the details of any additional driver, and a copy of the driver’s license when the supplier asks for one.',
    description: 'Privacy policy: booking data (list item). <strong> wraps the category name',
  },
  collectedPayment: {
    id: 'info.privacy.section.collected.payment',
    defaultMessage:
      '<strong>Payment:</strong> online payments go through a payment provider. We keep the amount and the status of the payment, never your card number or security code.',
    description: 'Privacy policy: payment data (list item). <strong> wraps the category name',
  },
  collectedMessages: {
    id: 'info.privacy.section.collected.messages',
    defaultMessage: '<strong>Messages:</strong> what you send us through the contact form, with your e-mail address.',
    description: 'Privacy policy: contact messages (list item). <strong> wraps the category name',
  },
  collectedTechnical: {
    id: 'info.privacy.section.collected.technical',
    defaultMessage:
      '<strong>Technical data:</strong> your IP address and browser details, used to protect forms against automated abuse and, where analytics is enabled, to measure how the site is used.',
    description: 'Privacy policy: technical data (list item). <strong> wraps the category name',
  },

  basesTitle: {
    id: 'info.privacy.section.bases.title',
    defaultMessage: 'Why we use it and on what legal basis',
    description: 'Privacy policy section heading: purposes and legal bases',
  },
  basesContract: {
    id: 'info.privacy.section.bases.contract',
    defaultMessage:
      '<strong>To provide the service</strong> (your account, bookings, payments, booking e-mails and customer support): this is necessary to perform our contract with you.',
    description: 'Privacy policy: purpose and legal basis (list item). <strong> wraps the purpose',
  },
  basesLegal: {
    id: 'info.privacy.section.bases.legal',
    defaultMessage:
      '<strong>To meet our legal obligations</strong>, for example keeping accounting records of payments.',
    description: 'Privacy policy: purpose and legal basis (list item). <strong> wraps the purpose',
  },
  basesSecurity: {
    id: 'info.privacy.section.bases.security',
    defaultMessage:
      '<strong>To keep the service secure</strong> and prevent fraud and abuse, and to understand how the site is used so we can improve it: our legitimate interests.',
    description: 'Privacy policy: purpose and legal basis (list item). <strong> wraps the purpose',
  },
  basesConsent: {
    id: 'info.privacy.section.bases.consent',
    defaultMessage:
      '<strong>To send you the newsletter:</strong> your consent, which you can withdraw at any time with the link in each e-mail.',
    description: 'Privacy policy: purpose and legal basis (list item). <strong> wraps the purpose',
  },

  cookiesTitle: {
    id: 'info.privacy.section.cookies.title',
    defaultMessage: 'Cookies',
    description: 'Privacy policy section heading about cookies',
  },
  cookiesBody: {
    id: 'info.privacy.section.cookies.body',
    defaultMessage:
      'We use one strictly necessary cookie to keep you signed in, and we store a few preferences in your browser. The <cookies>cookie policy</cookies> lists them and explains how to remove them.',
    description: 'Privacy policy: cookies summary. <cookies> wraps a link to the cookie policy page',
  },

  sharingTitle: {
    id: 'info.privacy.section.sharing.title',
    defaultMessage: 'Who receives your data',
    description: 'Privacy policy section heading about sharing personal data',
  },
  sharingSupplier: {
    id: 'info.privacy.section.sharing.supplier',
    defaultMessage:
      'When you book, the supplier of that booking receives what it needs to rent you the car: the driver’s name, contact details and date of birth, the booking details and, if requested, the driver’s license. A supplier does not see your other bookings.',
    description: 'Privacy policy: data shared with the supplier of a booking',
  },
  sharingProviders: {
    id: 'info.privacy.section.sharing.providers',
    defaultMessage:
      'Service providers that work for us, such as hosting, e-mail delivery and payment processing, handle data on our instructions only. We disclose data to authorities only when the law requires it. We do not sell your personal data.',
    description: 'Privacy policy: processors and legal disclosure',
  },

  retentionTitle: {
    id: 'info.privacy.section.retention.title',
    defaultMessage: 'How long we keep it',
    description: 'Privacy policy section heading about data retention',
  },
  retentionBody: {
    id: 'info.privacy.section.retention.body',
    defaultMessage:
      'We keep your account data while your account is open, and booking and payment records for as long as accounting and tax rules require. Contact messages are deleted once they are no longer needed to answer you. When you close your account, we delete or anonymise your data, except what the law requires us to keep.',
    description: 'Privacy policy: retention periods',
  },

  securityTitle: {
    id: 'info.privacy.section.security.title',
    defaultMessage: 'Security',
    description: 'Privacy policy section heading about security',
  },
  securityBody: {
    id: 'info.privacy.section.security.body',
    defaultMessage:
      'Passwords are stored only as a slow, salted hash. Your sign-in session is kept in a cookie that scripts on the page cannot read, the site is served over an encrypted connection, and each account can only reach its own bookings. No system is perfectly secure, so please use a password you do not use elsewhere.',
    description: 'Privacy policy: security measures',
  },

  rightsTitle: {
    id: 'info.privacy.section.rights.title',
    defaultMessage: 'Your rights',
    description: 'Privacy policy section heading about data subject rights',
  },
  rightsList: {
    id: 'info.privacy.section.rights.list',
    defaultMessage:
      'Depending on where you live, you can ask to access your data, correct it, delete it, restrict or object to its use, or receive a copy in a portable format, and you can withdraw your consent at any time.',
    description: 'Privacy policy: list of rights',
  },
  rightsHow: {
    id: 'info.privacy.section.rights.how',
    defaultMessage:
      'To use these rights, write to <mail>{email}</mail>. You can also complain to the data protection authority of your country.',
    description:
      'Privacy policy: how to exercise rights. {email} is the contact e-mail address; <mail> wraps a mailto link',
  },

  childrenTitle: {
    id: 'info.privacy.section.children.title',
    defaultMessage: 'Children',
    description: 'Privacy policy section heading about children',
  },
  childrenBody: {
    id: 'info.privacy.section.children.body',
    defaultMessage:
      '{siteName} is not directed to children under {age} and we do not knowingly collect their personal data. If you think a child has given us personal data, contact us and we will delete it.',
    description: 'Privacy policy: children. {siteName} is the name of the marketplace; {age} is an age in years',
  },

  changesTitle: {
    id: 'info.privacy.section.changes.title',
    defaultMessage: 'Changes to this policy',
    description: 'Privacy policy section heading about updates of the policy',
  },
  changesBody: {
    id: 'info.privacy.section.changes.body',
    defaultMessage:
      'When we change this policy in a way that matters to you, we announce it on the site before the change applies.',
    description: 'Privacy policy: how the policy changes',
  },

  contactTitle: {
    id: 'info.privacy.section.contact.title',
    defaultMessage: 'Contact',
    description: 'Privacy policy section heading: how to reach us',
  },
  contactBody: {
    id: 'info.privacy.section.contact.body',
    defaultMessage:
      'For any question about your personal data, write to <mail>{email}</mail> or use the <contact>contact form</contact>.',
    description:
      'Privacy policy: contact. {email} is the contact e-mail address; <mail> wraps a mailto link; <contact> wraps a link to the contact page',
  },
});

/** A paragraph, or a bulleted list when several messages are grouped. */
const SECTIONS: readonly DocSection[] = [
  {
    key: 'collected',
    title: messages.collectedTitle,
    blocks: [
      [
        messages.collectedAccount,
        messages.collectedBooking,
        messages.collectedPayment,
        messages.collectedMessages,
        messages.collectedTechnical,
      ],
    ],
  },
  {
    key: 'bases',
    title: messages.basesTitle,
    blocks: [[messages.basesContract, messages.basesLegal, messages.basesSecurity, messages.basesConsent]],
  },
  { key: 'cookies', title: messages.cookiesTitle, blocks: [messages.cookiesBody] },
  { key: 'sharing', title: messages.sharingTitle, blocks: [messages.sharingSupplier, messages.sharingProviders] },
  { key: 'retention', title: messages.retentionTitle, blocks: [messages.retentionBody] },
  { key: 'security', title: messages.securityTitle, blocks: [messages.securityBody] },
  { key: 'rights', title: messages.rightsTitle, blocks: [messages.rightsList, messages.rightsHow] },
  { key: 'children', title: messages.childrenTitle, blocks: [messages.childrenBody] },
  { key: 'changes', title: messages.changesTitle, blocks: [messages.changesBody] },
  { key: 'contact', title: messages.contactTitle, blocks: [messages.contactBody] },
];

/** Privacy policy (/privacy): what personal data is processed, why, and the driver's rights. */
export function PrivacyPage() {
  return (
    <InfoDocument
      title={messages.title}
      intro={messages.intro}
      sections={SECTIONS}
      values={{ age: PRIVACY_MINIMUM_AGE }}
      links={{ cookies: '/cookie-policy', contact: '/contact' }}
    />
  );
}
