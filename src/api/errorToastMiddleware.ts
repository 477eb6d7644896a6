import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { toaster } from '@/components/ui/toaster';
import { getCurrentIntl } from '@/i18n/currentIntl';
import { isApiError } from './apiError';
import { messageForError } from './errorMessages';

/**
 * Shows a translated toast for every failed API call whose endpoint does not handle its errors
 * itself (see `ApiExtraOptions.handlesErrors`), and logs it for support. One toast per message:
 * calls failing for the same reason at once (offline, every call of a page fails) refresh the same
 * toast instead of stacking copies of it.
 */
export const errorToastMiddleware: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action) && isApiError(action.payload)) {
    const meta = action.meta as { baseQueryMeta?: { handlesErrors?: boolean } };
    if (!meta.baseQueryMeta?.handlesErrors) {
      console.error('API error', action.payload);
      const message = messageForError(action.payload);
      toaster.create({
        id: `api-error:${String(message.id)}`,
        type: 'error',
        title: getCurrentIntl().formatMessage(message),
      });
    }
  }
  return next(action);
};
