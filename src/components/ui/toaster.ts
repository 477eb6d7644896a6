import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@/config/constants';

/**
 * Module-level toaster, so code outside React (middleware, listeners) can raise toasts. Only the
 * toasts' store: the region that shows them (ToastRegion) is downloaded with the first toast.
 */
export const toaster = createToaster({ placement: 'bottom-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true });
