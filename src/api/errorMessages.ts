import { defineMessages, type MessageDescriptor } from 'react-intl';
import { periodRefusals } from '@/i18n/periodMessages';
import { validationMessages } from '@/i18n/validationMessages';
import { isApiError } from './apiError';

/** Translated messages for API error codes; anything unknown gets the spec's generic message. */
export const errorMessages = defineMessages({
  unhandled: {
    id: 'errors.unhandled',
    defaultMessage: 'An unhandled error occurred.',
    description: 'Generic error toast when nothing more specific is known',
  },
  network: {
    id: 'errors.network',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
    description: 'Error when the API did not answer',
  },
  rateLimited: {
    id: 'errors.rateLimited',
    defaultMessage: 'Too many attempts. Please wait a minute and try again.',
    description: 'Error when the API rate limit was hit',
  },
  invalidRequest: {
    id: 'errors.invalidRequest',
    defaultMessage: 'Some of the information sent was not valid. Please check the form and try again.',
    description: 'Error when the API rejected the request as malformed',
  },
  mailFailed: {
    id: 'errors.mailFailed',
    defaultMessage: 'Your message could not be sent right now. Please try again later.',
    description: 'Error when the server could not send an e-mail',
  },
  notImplemented: {
    id: 'errors.notImplemented',
    defaultMessage: 'This service is not available yet.',
    description: 'Error when the API does not offer the requested operation yet',
  },
  unauthorized: {
    id: 'errors.unauthorized',
    defaultMessage: 'Please sign in to continue.',
    description: 'Error when the session is missing or expired',
  },
  emailTaken: {
    id: 'errors.emailTaken',
    defaultMessage: 'This email address is already registered.',
    description: 'Error when signing up with an e-mail address that has an account',
  },
  accountSuspended: {
    id: 'errors.accountSuspended',
    defaultMessage: 'Your account is suspended.',
    description: 'Error when a suspended (blacklisted) account tries to act',
  },
  passwordTooShort: {
    id: 'errors.passwordTooShort',
    defaultMessage: 'The password must be at least 6 characters long.',
    description: 'Error when the server refused a password that is too short',
  },
  tooYoung: {
    id: 'errors.tooYoung',
    defaultMessage: 'The driver is younger than the minimum age to rent a car.',
    description: 'Error when the server refused a birth date under the minimum driver age',
  },
  invalidBirthDate: {
    id: 'errors.invalidBirthDate',
    defaultMessage: 'Please enter a valid birth date.',
    description: 'Error when the server refused a birth date',
  },
  invalidFile: {
    id: 'errors.invalidFile',
    defaultMessage: 'This file type is not accepted. Please choose an image (JPEG, PNG or WebP) or a PDF.',
    description: 'Error when an uploaded file is neither an image nor a PDF',
  },
  fileTooLarge: {
    id: 'errors.fileTooLarge',
    defaultMessage: 'This file is too large. Please choose a smaller one.',
    description: 'Error when an uploaded file exceeds the size limit',
  },
  recaptchaFailed: {
    id: 'errors.recaptchaFailed',
    defaultMessage: 'We could not verify that you are not a robot. Please try again.',
    description: 'Error when the reCAPTCHA check failed',
  },
  readOnly: {
    id: 'errors.readOnly',
    defaultMessage: 'Replay — read only: nothing was sent and nothing was changed.',
    description: 'Error when an action is tried while support replays a driver’s saved state',
  },
  notInFile: {
    id: 'errors.notInFile',
    defaultMessage: 'Replay: this page needs data that is not in the file (the driver’s page did not have it).',
    description: 'Error when a page asks for data a replayed diagnostics file does not hold',
  },
});

const byCode: Record<string, MessageDescriptor> = {
  network_error: errorMessages.network,
  rate_limited: errorMessages.rateLimited,
  invalid_email: validationMessages.invalidEmail,
  invalid_request: errorMessages.invalidRequest,
  mail_failed: errorMessages.mailFailed,
  not_implemented: errorMessages.notImplemented,
  unauthorized: errorMessages.unauthorized,
  email_taken: errorMessages.emailTaken,
  account_suspended: errorMessages.accountSuspended,
  invalid_phone: validationMessages.invalidPhone,
  invalid_full_name: validationMessages.required,
  invalid_birth_date: errorMessages.invalidBirthDate,
  too_young: errorMessages.tooYoung,
  password_too_short: errorMessages.passwordTooShort,
  invalid_file_type: errorMessages.invalidFile,
  file_too_large: errorMessages.fileTooLarge,
  recaptcha_failed: errorMessages.recaptchaFailed,
  read_only: errorMessages.readOnly,
  not_in_file: errorMessages.notInFile,
  // The rental period's rule (checkout and amendments).
  ...periodRefusals,
};

/** The translated message for whatever a failed call threw; unknown failures get the generic one. */
export function messageForError(error: unknown): MessageDescriptor {
  return (isApiError(error) && byCode[error.code]) || errorMessages.unhandled;
}
