import { Alert, Button } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageForError } from '@/api/errorMessages';
import { DiagnosticsLink } from '@/components/DiagnosticsLink';

/** A failed query, said where its content should be, with a way to ask again. */
export function QueryError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const intl = useIntl();
  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content flex="1">
        <Alert.Title>{intl.formatMessage(messageForError(error))}</Alert.Title>
        <DiagnosticsLink />
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
        <FormattedMessage
          id="cars.locations.retry"
          defaultMessage="Try again"
          description="Button repeating a request that failed (locations, suppliers)"
        />
      </Button>
    </Alert.Root>
  );
}
