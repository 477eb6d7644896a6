import { defineMessages } from 'react-intl';
import { FREE_CANCELLATION_HOURS } from '@/config/constants';
import { env } from '@/config/env';
import { InfoDocument, type DocSection } from '../components/InfoDocument';

const messages = defineMessages({
  title: {
    id: 'info.tos.title',
    defaultMessage: 'Terms of use',
    description: 'Main heading of the terms of use page',
  },
  intro: {
    id: 'info.tos.intro',
    defaultMessage:
      'These terms apply when you use {siteName} to search for, book and pay for car rentals. Please read them before you book: by creating an account or making a booking, you accept them.',
    description: 'Introduction of the terms of use. {siteName} is the name of the marketplace',
  },

  serviceTitle: {
    id: 'info.tos.section.service.title',
    defaultMessage: 'The service and the parties',
    description: 'Terms of use section heading: who does what',
  },
  serviceMarketplace: {
    id: 'info.tos.section.service.marketplace',
    defaultMessage:
      '{siteName} is an online marketplace. It lets you compare cars offered by independent rental companies (the “suppliers”) and book them. {siteName} does not own the cars and is not a party to the rental contract.',
    description: 'Terms of use: what the marketplace is. {siteName} is the name of the marketplace',
  },
  serviceContract: {
    id: 'info.tos.section.service.contract',
    defaultMessage:
      'When you book, the rental contract is between you and the supplier named on the booking. The supplier provides the car, hands it over, holds the deposit and applies its own rental conditions, which you sign at pick-up. {siteName} runs the website, records your booking, passes it to the supplier and, when you pay online, processes the payment.',
    description: 'Terms of use: the contract is with the supplier. {siteName} is the name of the marketplace',
  },

  pricesTitle: {
    id: 'info.tos.section.prices.title',
    defaultMessage: 'Bookings and prices',
    description: 'Terms of use section heading about bookings and prices',
  },
  pricesShown: {
    id: 'info.tos.section.prices.shown',
    defaultMessage:
      'Before you book, you see the total price for the whole rental period, including the extras you chose. Prices are set per day, with lower rates for longer rentals where the supplier offers them.',
    description: 'Terms of use: the price for the period is shown before booking',
  },
  pricesChecked: {
    id: 'info.tos.section.prices.checked',
    defaultMessage:
      'When you confirm, our server calculates the price again and checks that the car is still available. If the price is no longer the one you saw, the booking is not made and you are told why: you are never charged a different amount without seeing it first.',
    description: 'Terms of use: the server recomputes the price at booking time',
  },
  pricesDeposit: {
    id: 'info.tos.section.prices.deposit',
    defaultMessage:
      'The deposit is not part of the rental price. The supplier holds it when you pick up the car, in the way the supplier specifies (often on a credit card in the main driver’s name), and releases it when the car is returned as agreed. Its amount is shown with each car and at checkout.',
    description: 'Terms of use: the deposit is held by the supplier at pick-up',
  },
  pricesCurrency: {
    id: 'info.tos.section.prices.currency',
    defaultMessage:
      'If you display prices in another currency, they are converted with a recent exchange rate for your information; the amount your bank finally debits may differ slightly.',
    description: 'Terms of use: currency conversion is indicative',
  },

  paymentTitle: {
    id: 'info.tos.section.payment.title',
    defaultMessage: 'Payment options',
    description: 'Terms of use section heading about payment options',
  },
  paymentIntro: {
    id: 'info.tos.section.payment.intro',
    defaultMessage: 'Depending on the car and the supplier, checkout offers some of these options:',
    description: 'Terms of use: introduction to the list of payment options',
  },
  paymentCounter: {
    id: 'info.tos.section.payment.counter',
    defaultMessage:
      '<strong>Pay at the counter:</strong> nothing is charged online; you pay the supplier when you pick up the car. Changing or cancelling the booking is free.',
    description: 'Terms of use: the pay-at-the-counter option. <strong> wraps the option name',
  },
  paymentDeposit: {
    id: 'info.tos.section.payment.deposit',
    defaultMessage:
      '<strong>Pay the deposit online:</strong> you pay the amount of the deposit now to confirm the booking and settle the rest with the supplier.',
    description: 'Terms of use: the pay-the-deposit-online option. <strong> wraps the option name',
  },
  paymentFull: {
    id: 'info.tos.section.payment.full',
    defaultMessage:
      '<strong>Pay in full online:</strong> you pay the whole amount now. Changes and cancellation are possible under the conditions below.',
    description: 'Terms of use: the pay-in-full-online option. <strong> wraps the option name',
  },
  paymentShown: {
    id: 'info.tos.section.payment.shown',
    defaultMessage: 'The amount charged now is always shown before you pay.',
    description: 'Terms of use: the amount to pay is shown before payment',
  },

  cancellationTitle: {
    id: 'info.tos.section.cancellation.title',
    defaultMessage: 'Cancellation',
    description: 'Terms of use section heading about cancellation',
  },
  cancellationBody: {
    id: 'info.tos.section.cancellation.body',
    defaultMessage:
      'A cancellation made at least {hours, plural, one {# hour} other {# hours}} before the start of the rental may be fully refunded. If you cancel less than {hours, plural, one {# hour} other {# hours}} before the start, a cancellation fee may apply.',
    description: 'Terms of use: cancellation rule. {hours} is the number of hours before the rental start',
  },
  cancellationOption: {
    id: 'info.tos.section.cancellation.option',
    defaultMessage:
      'Each car shows, before you book, whether cancellation is included, available for a one-off fee or not offered.',
    description: 'Terms of use: the cancellation option depends on the car',
  },
  cancellationHow: {
    id: 'info.tos.section.cancellation.how',
    defaultMessage:
      'To cancel, open <bookings>your bookings</bookings> and send a cancellation request. The supplier then contacts you to finalise the cancellation and confirm any refund.',
    description: 'Terms of use: how to cancel. <bookings> wraps a link to the bookings page',
  },

  amendmentsTitle: {
    id: 'info.tos.section.amendments.title',
    defaultMessage: 'Changes to a booking',
    description: 'Terms of use section heading about amending a booking',
  },
  amendmentsBody: {
    id: 'info.tos.section.amendments.body',
    defaultMessage:
      'Each car shows, before you book, whether changes are included, available for a one-off fee or not offered. A change depends on the supplier’s availability and may change the price; the new price is shown to you before anything is confirmed. To ask for a change, <contact>contact us</contact> with your booking details.',
    description: 'Terms of use: amendments. <contact> wraps a link to the contact page',
  },

  driverTitle: {
    id: 'info.tos.section.driver.title',
    defaultMessage: 'Driver requirements',
    description: 'Terms of use section heading about driver requirements',
  },
  driverIntro: {
    id: 'info.tos.section.driver.intro',
    defaultMessage: 'Every driver must:',
    description: 'Terms of use: introduction to the list of driver requirements',
  },
  driverAge: {
    id: 'info.tos.section.driver.age',
    defaultMessage:
      'be at least {age, plural, one {# year} other {# years}} old, or older when the supplier requires it for the car;',
    description: 'Terms of use: driver requirement (list item). {age} is the minimum driver age in years',
  },
  driverLicence: {
    id: 'info.tos.section.driver.licence',
    defaultMessage: 'hold a valid driver’s license and show it at pick-up;',
    description: 'Terms of use: driver requirement (list item) about the driver’s license',
  },
  driverId: {
    id: 'info.tos.section.driver.id',
    defaultMessage: 'show a passport or national identity card in the same name.',
    description: 'Terms of use: driver requirement (list item) about identity documents',
  },
  driverRefusal: {
    id: 'info.tos.section.driver.refusal',
    defaultMessage:
      'Some suppliers also ask you to upload your driver’s license when you book. If a driver cannot show these documents, the supplier may refuse to hand over the car.',
    description: 'Terms of use: consequence of missing documents',
  },

  accountTitle: {
    id: 'info.tos.section.account.title',
    defaultMessage: 'Your account and conduct',
    description: 'Terms of use section heading about accounts and acceptable use',
  },
  accountAccuracy: {
    id: 'info.tos.section.account.accuracy',
    defaultMessage:
      'Give accurate information and keep your password to yourself. You are responsible for the bookings made with your account.',
    description: 'Terms of use: account responsibilities',
  },
  accountConduct: {
    id: 'info.tos.section.account.conduct',
    defaultMessage:
      'Do not misuse the service: no false bookings, no attempts to access other people’s data and nothing that disrupts the site. An account that breaks these terms may be suspended.',
    description: 'Terms of use: acceptable use and suspension',
  },

  liabilityTitle: {
    id: 'info.tos.section.liability.title',
    defaultMessage: 'Liability',
    description: 'Terms of use section heading about liability',
  },
  liabilitySplit: {
    id: 'info.tos.section.liability.split',
    defaultMessage:
      'The supplier is responsible for the car, its condition, its insurance and the rental contract. {siteName} is responsible for running the marketplace with reasonable care and for passing your booking to the supplier accurately.',
    description: 'Terms of use: who is liable for what. {siteName} is the name of the marketplace',
  },
  liabilityConsumer: {
    id: 'info.tos.section.liability.consumer',
    defaultMessage: 'Nothing in these terms limits the rights you have under the consumer law that applies to you.',
    description: 'Terms of use: statutory consumer rights are not limited',
  },

  changesTitle: {
    id: 'info.tos.section.changes.title',
    defaultMessage: 'Changes to these terms',
    description: 'Terms of use section heading about updates of the terms',
  },
  changesBody: {
    id: 'info.tos.section.changes.body',
    defaultMessage:
      'We may update these terms, for example when the service changes. A booking is governed by the terms published on this page when it was made.',
    description: 'Terms of use: how the terms change',
  },

  contactTitle: {
    id: 'info.tos.section.contact.title',
    defaultMessage: 'Contact',
    description: 'Terms of use section heading: how to reach us',
  },
  contactBody: {
    id: 'info.tos.section.contact.body',
    defaultMessage:
      'A question about these terms? Write to <mail>{email}</mail> or use the <contact>contact form</contact>.',
    description:
      'Terms of use: contact. {email} is the contact e-mail address; <mail> wraps a mailto link; <contact> wraps a link to the contact page',
  },
});

/** A paragraph, or a bulleted list when several messages are grouped. */
const SECTIONS: readonly DocSection[] = [
  { key: 'service', title: messages.serviceTitle, blocks: [messages.serviceMarketplace, messages.serviceContract] },
  {
    key: 'prices',
    title: messages.pricesTitle,
    blocks: [messages.pricesShown, messages.pricesChecked, messages.pricesDeposit, messages.pricesCurrency],
  },
  {
    key: 'payment',
    title: messages.paymentTitle,
    blocks: [
      messages.paymentIntro,
      [messages.paymentCounter, messages.paymentDeposit, messages.paymentFull],
      messages.paymentShown,
    ],
  },
  {
    key: 'cancellation',
    title: messages.cancellationTitle,
    blocks: [messages.cancellationBody, messages.cancellationOption, messages.cancellationHow],
  },
  { key: 'amendments', title: messages.amendmentsTitle, blocks: [messages.amendmentsBody] },
  {
    key: 'driver',
    title: messages.driverTitle,
    blocks: [
      messages.driverIntro,
      [messages.driverAge, messages.driverLicence, messages.driverId],
      messages.driverRefusal,
    ],
  },
  { key: 'account', title: messages.accountTitle, blocks: [messages.accountAccuracy, messages.accountConduct] },
  { key: 'liability', title: messages.liabilityTitle, blocks: [messages.liabilitySplit, messages.liabilityConsumer] },
  { key: 'changes', title: messages.changesTitle, blocks: [messages.changesBody] },
  { key: 'contact', title: messages.contactTitle, blocks: [messages.contactBody] },
];

/** Terms of use (/tos): the rules between the driver, the marketplace and the supplier; the age is MINIMUM_AGE's. */
export function TermsPage() {
  return (
    <InfoDocument
      title={messages.title}
      intro={messages.intro}
      sections={SECTIONS}
      values={{ hours: FREE_CANCELLATION_HOURS, age: env.minimumAge }}
      links={{ bookings: '/bookings', contact: '/contact' }}
    />
  );
}
