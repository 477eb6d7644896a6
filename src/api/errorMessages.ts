import { defineMessages, type MessageDescriptor } from 'react-intl';
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
});

const byCode: Record<string, MessageDescriptor> = {
  network_error: errorMessages.network,
  rate_limited: errorMessages.rateLimited,
  invalid_email: validationMessages.invalidEmail,
  invalid_request: errorMessages.invalidRequest,
  mail_failed: errorMessages.mailFailed,
  not_implemented: errorMessages.notImplemented,
  unauthorized: errorMessages.unauthorized,
};

/** The translated message for whatever a failed call threw; unknown failures get the generic one. */
export function messageForError(error: unknown): MessageDescriptor {
  return (isApiError(error) && byCode[error.code]) || errorMessages.unhandled;
}
