import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CloseIcon } from './icons';
import { toaster } from './toaster';

/** Toasts per spec §9: bottom-right, closing after 5 s, dark whatever the colour scheme. */
export function ToastRegion() {
  const intl = useIntl();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} bg="gray.900" color="white" borderColor="gray.700" borderWidth="1px">
            <Toast.Indicator color={toast.type === 'error' ? 'red.300' : 'green.300'} />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger
              color="gray.300"
              aria-label={intl.formatMessage({
                id: 'common.closeNotification',
                defaultMessage: 'Close notification',
                description: 'Accessible label of the button closing a toast',
              })}
            >
              <CloseIcon />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
