import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { BookingStatus } from '../api/bookingsApi';
import { statusMessages, statusPalette } from '../bookingMessages';

/** A booking status: its translated name on its own colour (the name carries the meaning). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle" size="md" data-status={status}>
      {intl.formatMessage(statusMessages[status])}
    </Badge>
  );
}
