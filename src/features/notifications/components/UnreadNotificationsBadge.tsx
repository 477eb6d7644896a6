import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useUnreadNotificationCount } from '../api/notificationsApi';

/**
 * The unread count, placed inside the header's notifications link. It stays current without a
 * reload (see `useUnreadNotificationCount`). Screen readers hear "(3 unread)" as part of the link's
 * name; the number alone is shown visually.
 */
export function UnreadNotificationsBadge() {
  const intl = useIntl();
  const count = useUnreadNotificationCount();
  if (!count) return null;
  const shown = count > 99 ? `${intl.formatNumber(99)}+` : intl.formatNumber(count);
  return (
    <Badge
      data-testid="unread-count"
      ms="1.5"
      minW="5"
      justifyContent="center"
      borderRadius="full"
      bg="red.700"
      color="white"
      size="sm"
    >
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>
        {intl.formatMessage(
          {
            id: 'notifications.badge.unread',
            defaultMessage: ' ({count, plural, one {# unread} other {# unread}})',
            description: 'Screen-reader text of the unread badge, after the link name',
          },
          { count },
        )}
      </VisuallyHidden>
    </Badge>
  );
}
