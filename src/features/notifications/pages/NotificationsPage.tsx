import { Alert, Box, Button, Container, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/api/hooks';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { LeavingList } from '@/components/motion/motion';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PAGE_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import { selectLocalUser } from '@/api/session';
import {
  useDeleteNotificationsMutation,
  useGetNotificationsQuery,
  useMarkNotificationsAsReadMutation,
  useMarkNotificationsAsUnreadMutation,
  useUnreadNotificationCount,
  type Notification,
} from '../api/notificationsApi';
import { NotificationItem } from '../components/NotificationItem';
import { DiagnosticsLink } from '@/components/DiagnosticsLink';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** /notifications: the driver's notifications, 30 a page, newest first, with read state and actions. */
export function NotificationsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const userId = useAppSelector(selectLocalUser)?._id ?? '';
  const unread = useUnreadNotificationCount();
  const { data, isLoading, isError, isFetching, refetch } = useGetNotificationsQuery(
    { userId, page, size: PAGE_SIZE },
    { skip: !userId },
  );
  const [markRead, markReadState] = useMarkNotificationsAsReadMutation();
  const [markUnread, markUnreadState] = useMarkNotificationsAsUnreadMutation();
  const [remove, removeState] = useDeleteNotificationsMutation();
  const [confirmDeleteAll, setConfirmDeleteAll] = useState(false);
  const busy = markReadState.isLoading || markUnreadState.isLoading || removeState.isLoading;

  const items = data?.[0]?.resultData ?? [];
  const total = data?.[0]?.pageInfo[0]?.totalRecords ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  // A page emptied by deletions (or a stale link) shows the last page that has notifications.
  useEffect(() => {
    if (data && items.length === 0 && page > lastPage) goTo(lastPage);
  });

  const view = async (notification: Notification) => {
    if (!notification.isRead) await markRead({ userId, body: { ids: [notification._id] } });
    void navigate(`${paths.booking}?b=${encodeURIComponent(notification.booking ?? '')}`);
  };
  const toggleRead = (notification: Notification) =>
    void (notification.isRead ? markUnread : markRead)({ userId, body: { ids: [notification._id] } });
  const deleteOne = (notification: Notification) => void remove({ userId, body: { ids: [notification._id] } });
  const markAllRead = () => void markRead({ userId, body: { ids: [], all: true } });
  const deleteAll = async () => {
    const result = await remove({ userId, body: { ids: [], all: true } });
    if (!('error' in result)) setConfirmDeleteAll(false);
  };

  return (
    <Container maxW="4xl" py="6">
      <Stack gap="4">
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <Heading as="h1" size="2xl">
            <FormattedMessage
              id="notifications.page.title"
              defaultMessage="My notifications"
              description="Heading of the notifications page"
            />
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={markAllRead} disabled={!unread || busy}>
              <FormattedMessage
                id="notifications.page.markAllRead"
                defaultMessage="Mark all as read"
                description="Button marking every notification read"
              />
            </Button>
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirmDeleteAll(true)}
              disabled={total === 0 || busy}
            >
              <FormattedMessage
                id="notifications.page.deleteAll"
                defaultMessage="Delete all"
                description="Button deleting every notification, after confirmation"
              />
            </Button>
          </HStack>
        </Flex>
        <Text role="status" color="fg.muted" minH="6" data-testid="notification-summary">
          {data &&
            intl.formatMessage(
              {
                id: 'notifications.page.summary',
                defaultMessage:
                  '{total, plural, =0 {No notifications} one {# notification} other {# notifications}}{total, plural, =0 {} other {, {unread, plural, =0 {all read} other {# unread}}}}',
                description: 'Count of notifications and unread ones',
              },
              { total, unread: unread ?? 0 },
            )}
        </Text>

        {isLoading ? (
          <Stack gap="3" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="72px" borderRadius="md" />
            ))}
          </Stack>
        ) : isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {intl.formatMessage({
                  id: 'notifications.page.loadError',
                  defaultMessage: 'The notifications could not be loaded.',
                  description: 'Notifications failed to load',
                })}
              </Alert.Title>
              <DiagnosticsLink />
            </Alert.Content>
            <Button size="sm" loading={isFetching} onClick={() => void refetch()}>
              {intl.formatMessage({
                id: 'common.retry',
                defaultMessage: 'Try again',
                description: 'Button retrying a failed request',
              })}
            </Button>
          </Alert.Root>
        ) : total === 0 ? (
          <Box borderWidth="1px" borderRadius="md" p="6" textAlign="center" bg="bg">
            <Text mb="3">
              <FormattedMessage
                id="notifications.page.empty"
                defaultMessage="You have no notifications. We will let you know here when something happens to one of your bookings."
                description="Empty notifications page"
              />
            </Text>
            <Button asChild variant="outline">
              <RouterLink to={paths.bookings}>
                <FormattedMessage
                  id="notifications.page.toBookings"
                  defaultMessage="See my bookings"
                  description="Link from the empty notifications page to the bookings"
                />
              </RouterLink>
            </Button>
          </Box>
        ) : (
          <Stack
            as="ul"
            gap="2"
            ps="0"
            aria-label={intl.formatMessage({
              id: 'notifications.page.list',
              defaultMessage: 'Notifications, newest first',
              description: 'Accessible name of the notification list',
            })}
          >
            <LeavingList>
              {items.map((notification) => (
                <NotificationItem
                  key={notification._id}
                  notification={notification}
                  busy={busy}
                  onView={(n) => void view(n)}
                  onToggleRead={toggleRead}
                  onDelete={deleteOne}
                />
              ))}
            </LeavingList>
          </Stack>
        )}

        {total > PAGE_SIZE && (
          <HStack
            as="nav"
            justify="space-between"
            aria-label={intl.formatMessage({
              id: 'notifications.page.pages',
              defaultMessage: 'Notification pages',
              description: 'Landmark of the pager',
            })}
          >
            <Button variant="outline" onClick={() => goTo(page - 1)} disabled={page <= 1}>
              <FormattedMessage
                id="notifications.page.previous"
                defaultMessage="Newer"
                description="Pager button to the previous (newer) page"
              />
            </Button>
            <Text>
              <FormattedMessage
                id="notifications.page.range"
                defaultMessage="{first}–{last} of {total}"
                description="Which notifications this page shows"
                values={{ first: (page - 1) * PAGE_SIZE + 1, last: Math.min(page * PAGE_SIZE, total), total }}
              />
            </Text>
            <Button variant="outline" onClick={() => goTo(page + 1)} disabled={page >= lastPage}>
              <FormattedMessage
                id="notifications.page.next"
                defaultMessage="Older"
                description="Pager button to the next (older) page"
              />
            </Button>
          </HStack>
        )}
      </Stack>

      <ConfirmDialog
        open={confirmDeleteAll}
        title={intl.formatMessage({
          id: 'notifications.deleteAll.title',
          defaultMessage: 'Delete all notifications?',
          description: 'Title of the delete-all confirmation',
        })}
        confirmLabel={intl.formatMessage({
          id: 'notifications.deleteAll.confirm',
          defaultMessage: 'Delete all',
          description: 'Confirm button of the delete-all dialog',
        })}
        loading={removeState.isLoading}
        onConfirm={() => void deleteAll()}
        onClose={() => setConfirmDeleteAll(false)}
      >
        <Text>
          <FormattedMessage
            id="notifications.deleteAll.text"
            defaultMessage="{total, plural, one {Your notification will be deleted.} other {All # of your notifications will be deleted.}} This cannot be undone."
            description="Body of the delete-all confirmation"
            values={{ total }}
          />
        </Text>
      </ConfirmDialog>
    </Container>
  );
}
