import { Alert, Button, List } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export interface Notice {
  title: string;
  /** Lines under the title (a bulk action's skipped bookings). */
  details?: string[];
  status?: 'success' | 'warning';
}

/** What the last action did, announced politely and kept on screen until dismissed. */
export function ActionNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <Alert.Root status={notice.status ?? 'success'} role="status" data-testid="action-notice" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{notice.title}</Alert.Title>
        {notice.details && notice.details.length > 0 && (
          <Alert.Description>
            <List.Root ps="4">
              {notice.details.map((line, index) => (
                <List.Item key={index}>{line}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
      <Button size="xs" variant="ghost" onClick={onDismiss}>
        {intl.formatMessage({
          id: 'bookings.notice.dismiss',
          defaultMessage: 'Dismiss',
          description: 'Button hiding the result message of an action',
        })}
      </Button>
    </Alert.Root>
  );
}
