import { defineMessage, defineMessages } from 'react-intl';

export const extraMessages = defineMessages({
  cancellation: {
    id: 'checkout.extra.cancellation',
    defaultMessage: 'Cancellation',
    description: 'Extra: free cancellation',
  },
  amendments: {
    id: 'checkout.extra.amendments',
    defaultMessage: 'Amendments',
    description: 'Extra: changing the booking later',
  },
  theftProtection: { id: 'checkout.extra.theftProtection', defaultMessage: 'Theft protection', description: 'Extra' },
  collisionDamageWaiver: {
    id: 'checkout.extra.collisionDamageWaiver',
    defaultMessage: 'Collision damage waiver',
    description: 'Extra',
  },
  fullInsurance: { id: 'checkout.extra.fullInsurance', defaultMessage: 'Full insurance', description: 'Extra' },
  additionalDriver: {
    id: 'checkout.extra.additionalDriver',
    defaultMessage: 'Additional driver',
    description: 'Extra',
  },
});

export const paymentOptionMessages = {
  payLater: defineMessage({
    id: 'checkout.payment.payLater',
    defaultMessage: 'Pay later at the counter',
    description: 'Payment option',
  }),
  payLaterHint: defineMessage({
    id: 'checkout.payment.payLaterHint',
    defaultMessage: 'Nothing to pay now. Free amendments and cancellation.',
    description: 'Explanation of the pay-later option',
  }),
  payLaterUnavailable: defineMessage<{ supplier: string }>({
    id: 'checkout.payment.payLaterUnavailable',
    defaultMessage: '{supplier} does not offer payment at the counter.',
    description: 'Why the pay-later option is disabled',
  }),
  payDeposit: defineMessage({
    id: 'checkout.payment.payDeposit',
    defaultMessage: 'Pay the deposit online',
    description: 'Payment option',
  }),
  payDepositHint: defineMessage<{ deposit: string }>({
    id: 'checkout.payment.payDepositHint',
    defaultMessage: 'Pay the {deposit} deposit now to confirm your booking, and the rental at pick-up.',
    description: 'Explanation of the deposit option',
  }),
  payDepositUnavailable: defineMessage({
    id: 'checkout.payment.payDepositUnavailable',
    defaultMessage: 'This car has no deposit.',
    description: 'Why the deposit option is disabled',
  }),
  payInFull: defineMessage({
    id: 'checkout.payment.payInFull',
    defaultMessage: 'Pay in full online',
    description: 'Payment option',
  }),
  payInFullHint: defineMessage({
    id: 'checkout.payment.payInFullHint',
    defaultMessage: 'Pay the rental and the deposit now. Amendments and cancellation under conditions.',
    description: 'Explanation of the pay-in-full option',
  }),
};

export const driverMessages = {
  fullName: defineMessage({
    id: 'checkout.driver.fullName',
    defaultMessage: 'Full name',
    description: 'Label of a driver field',
  }),
  email: defineMessage({
    id: 'checkout.driver.email',
    defaultMessage: 'E-mail',
    description: 'Label of a driver field',
  }),
  emailHint: defineMessage({
    id: 'checkout.driver.emailHint',
    defaultMessage: 'Your booking confirmation will be sent to this address.',
    description: 'Hint under the driver e-mail field',
  }),
  phone: defineMessage({
    id: 'checkout.driver.phone',
    defaultMessage: 'Phone',
    description: 'Label of a driver field',
  }),
  phoneHint: defineMessage({
    id: 'checkout.driver.phoneHint',
    defaultMessage: 'In case we need to reach you urgently about your booking.',
    description: 'Hint under the driver phone field',
  }),
  birthDate: defineMessage({
    id: 'checkout.driver.birthDate',
    defaultMessage: 'Birth date',
    description: 'Label of a driver field',
  }),
  birthDateHint: defineMessage<{ age: number }>({
    id: 'checkout.driver.birthDateHint',
    defaultMessage: 'The driver must be at least {age} years old for this car.',
    description: 'Hint under the birth date field',
  }),
};

export const checkoutErrors = defineMessages({
  invalidDate: {
    id: 'checkout.error.invalidDate',
    defaultMessage: 'Please enter a valid date.',
    description: 'Error under a birth date that is not a date',
  },
  termsRequired: {
    id: 'checkout.error.termsRequired',
    defaultMessage: 'Please accept the terms of use.',
    description: 'Error when the terms checkbox is not ticked',
  },
  licenseRequired: {
    id: 'checkout.error.licenseRequired',
    defaultMessage: "Driver's license required",
    description: 'Error when the supplier requires a licence and none was uploaded',
  },
  invalidCardNumber: {
    id: 'checkout.error.invalidCardNumber',
    defaultMessage: 'Invalid card number',
    description: 'Error under the card number field',
  },
  invalidExpiry: {
    id: 'checkout.error.invalidExpiry',
    defaultMessage: 'Invalid expiry date',
    description: 'Error under the card expiry field',
  },
  invalidCvc: {
    id: 'checkout.error.invalidCvc',
    defaultMessage: 'Invalid Card Validation Code',
    description: 'Error under the card security code field',
  },
  paymentFailed: {
    id: 'checkout.error.paymentFailed',
    defaultMessage: 'Payment failed.',
    description: 'Error when a payment did not go through',
  },
  carUnavailable: {
    id: 'checkout.error.carUnavailable',
    defaultMessage: 'This car is no longer available for your dates. Choose other dates or another car.',
    description: 'Error when the car was booked by someone else meanwhile',
  },
  priceChanged: {
    id: 'checkout.error.priceChanged',
    defaultMessage: 'The price changed while you were booking. Check the new total and book again.',
    description: 'Error when the server computed a different price',
  },
  tooYoung: {
    id: 'checkout.error.tooYoung',
    defaultMessage: 'A driver is younger than the minimum age for this car.',
    description: 'Error when the server refuses a driver for their age',
  },
  optionUnavailable: {
    id: 'checkout.error.optionUnavailable',
    defaultMessage: 'Something you chose is no longer offered for this car. Reload the page to see what is available.',
    description: 'Error when an extra, payment option or location is not offered any more',
  },
  invalidDates: {
    id: 'checkout.error.invalidDates',
    defaultMessage: 'These dates cannot be booked. Choose other dates in a new search.',
    description: 'Error when the dates of the checkout are refused',
  },
  bookingExpired: {
    id: 'checkout.error.bookingExpired',
    defaultMessage: 'The time to pay for this booking ran out and the car was released. Please book again.',
    description: 'Error when the payment hold of a temporary booking expired',
  },
  attemptExpired: {
    id: 'checkout.error.attemptExpired',
    defaultMessage:
      'This booking attempt is too old to be sent again. Check your e-mail and your bookings: if the booking is not there, please book again.',
    description: 'Error when a checkout is retried after its idempotency key expired (the payment hold time)',
  },
  gatewayError: {
    id: 'checkout.error.gatewayError',
    defaultMessage: 'The payment service could not be reached. Nothing was charged; please try again.',
    description: 'Error when the payment gateway did not answer',
  },
  onlinePaymentUnavailable: {
    id: 'checkout.error.onlinePaymentUnavailable',
    defaultMessage: 'This site does not take online payments at the moment.',
    description: 'Why the online payment options are disabled, or an online payment was refused',
  },
  birthDateRequired: {
    id: 'checkout.error.birthDateRequired',
    defaultMessage:
      'Add your birth date to your profile in Settings before booking: the supplier checks the driver’s age.',
    description: 'Error when a signed-in driver has no birth date in their profile',
  },
  notFound: {
    id: 'checkout.error.notFound',
    defaultMessage: 'This car or booking no longer exists.',
    description: 'Error when the car or booking of the checkout is gone',
  },
  emailTaken: {
    id: 'checkout.error.emailTaken',
    defaultMessage: 'This email address is already registered.',
    description: 'Error when a visitor uses the e-mail of an existing account',
  },
  emailTakenHelp: {
    id: 'checkout.error.emailTakenHelp',
    defaultMessage: 'This e-mail address already has an account: sign in to book with it. What you typed is kept.',
    description: 'Form error when a visitor uses the e-mail of an existing account',
  },
});

/** A payment whose answer never came (the connection dropped): what the server says of it. */
export const lostPaymentMessages = defineMessages({
  title: {
    id: 'checkout.lost.title',
    defaultMessage: 'The connection was lost while paying.',
    description: 'Title when the answer of a payment step never came (the connection dropped)',
  },
  unknown: {
    id: 'checkout.lost.unknown',
    defaultMessage:
      'We could not find out whether your payment went through. Check your connection, then check again: you will not be charged twice.',
    description: 'After a lost connection while paying, the payment state could not be read either',
  },
  processing: {
    id: 'checkout.lost.processing',
    defaultMessage: 'Your payment was accepted and is still being processed. Check again to finish your booking.',
    description: 'After a lost connection while paying: the card was accepted, the payment is not finished yet',
  },
  unpaid: {
    id: 'checkout.lost.unpaid',
    defaultMessage: 'Your payment did not go through and nothing was charged. Please try again.',
    description: 'After a lost connection while paying: nothing was charged, the driver may pay again',
  },
  checkAgain: {
    id: 'checkout.lost.checkAgain',
    defaultMessage: 'Check again',
    description: 'Button asking the server again where a payment stands, after a lost connection',
  },
});

/** The driver's session ended while booking (signed out in another tab, expired). */
export const sessionEndedMessages = defineMessages({
  title: {
    id: 'checkout.sessionEnded.title',
    defaultMessage: 'Your session has ended.',
    description: 'Title when the signed-in driver was signed out (in another tab, or it expired) while booking',
  },
  text: {
    id: 'checkout.sessionEnded.text',
    defaultMessage:
      'You were signed out, perhaps in another tab. What you chose here is kept: sign in again to book with your account, or continue as a visitor.',
    description: 'What a driver whose session ended during checkout can do',
  },
  signIn: {
    id: 'checkout.sessionEnded.signIn',
    defaultMessage: 'Sign in again',
    description: 'Link to sign in, then back to this checkout, after the session ended',
  },
  visitor: {
    id: 'checkout.sessionEnded.visitor',
    defaultMessage: 'Continue as a visitor',
    description: 'Button to go on booking without an account after the session ended',
  },
});

/** After a payment that did not go through: the temporary booking still holds the car. */
export const heldUntilMessage = defineMessage<{ time: string }>({
  id: 'checkout.payment.heldUntil',
  defaultMessage: 'Your car stays reserved for you until {time}: try again, or choose another payment option.',
  description: 'After a failed payment: the temporary booking still holds the car',
});
