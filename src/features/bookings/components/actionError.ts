import type { MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/apiError';
import { messageForError } from '@/api/errorMessages';
import { refusalMessages } from '../bookingActions';

/** The translated reason a booking action failed: the API's refusal code when it sent one, else the generic message. */
export function actionErrorMessage(error: unknown): MessageDescriptor {
  if (isApiError(error) && error.code in refusalMessages)
    return refusalMessages[error.code as keyof typeof refusalMessages];
  return messageForError(error);
}
