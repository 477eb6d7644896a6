import { Badge, Box, Button, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { FormattedDate, useIntl } from 'react-intl';
import { LeavingItem } from '@/components/motion/motion';
import type { Notification } from '../api/notificationsApi';
import { useNotificationText } from './useNotificationText';

interface NotificationItemProps {
  notification: Notification;
  busy: boolean;
  onView: (notification: Notification) => void;
  onToggleRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

/** One notification: its read state in words (a badge) and weight, not by colour alone, and its actions. */
export function NotificationItem({ notification, busy, onView, onToggleRead, onDelete }: NotificationItemProps) {
  const intl = useIntl();
  const notificationText = useNotificationText();
  const messageId = `notification-${notification._id}`;
  const unread = !notification.isRead;
  return (
    <Box
      asChild
      data-testid="notification"
      data-read={notification.isRead}
      listStyleType="none"
      bg={unread ? 'bg' : 'bg.subtle'}
      borderWidth="1px"
      borderInlineStartWidth="4px"
      borderInlineStartColor={unread ? 'blue.600' : 'border'}
      borderRadius="md"
      p="3"
    >
      <LeavingItem>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }}>
          <Stack gap="1">
            <HStack gap="2">
              {unread ? (
                <Badge colorPalette="blue" variant="solid" size="sm">
                  {intl.formatMessage({
                    id: 'notifications.item.unread',
                    defaultMessage: 'Unread',
                    description: 'Read state of a notification',
                  })}
                </Badge>
              ) : (
                <VisuallyHidden>
                  {intl.formatMessage({
                    id: 'notifications.item.read',
                    defaultMessage: 'Read',
                    description: 'Read state of a notification',
                  })}
                </VisuallyHidden>
              )}
              <Text as="span" fontSize="sm" color="fg.muted">
                <FormattedDate
                  value={notification.createdAt}
                  weekday="short"
                  day="numeric"
                  month="long"
                  hour="2-digit"
                  minute="2-digit"
                />
              </Text>
            </HStack>
            <Text id={messageId} fontWeight={unread ? 'semibold' : 'normal'}>
              {notificationText(notification)}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap" flexShrink={0}>
            {notification.booking && (
              <Button size="sm" onClick={() => onView(notification)} aria-describedby={messageId} disabled={busy}>
                {intl.formatMessage({
                  id: 'notifications.item.view',
                  defaultMessage: 'View booking',
                  description: 'Opens the booking of a notification and marks it read',
                })}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              onClick={() => onToggleRead(notification)}
              aria-describedby={messageId}
              disabled={busy}
            >
              {unread
                ? intl.formatMessage({
                    id: 'notifications.item.markRead',
                    defaultMessage: 'Mark as read',
                    description: 'Button marking one notification read',
                  })
                : intl.formatMessage({
                    id: 'notifications.item.markUnread',
                    defaultMessage: 'Mark as unread',
                    description: 'Button marking one notification unread',
                  })}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => onDelete(notification)}
              aria-describedby={messageId}
              disabled={busy}
            >
              {intl.formatMessage({
                id: 'notifications.item.delete',
                defaultMessage: 'Delete',
                description: 'Button deleting one notification',
              })}
            </Button>
          </HStack>
        </Flex>
      </LeavingItem>
    </Box>
  );
}
