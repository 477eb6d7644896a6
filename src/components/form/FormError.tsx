import { Alert } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** A form-level error, announced to screen readers as soon as it appears. */
export function FormError({ message }: { message: MessageDescriptor | null }) {
  const intl = useIntl();
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{intl.formatMessage(message)}</Alert.Title>
    </Alert.Root>
  );
}
