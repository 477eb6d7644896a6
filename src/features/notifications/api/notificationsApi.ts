// Hand-written enhancement of the generated notifications endpoints (notificationsApi.gen.ts): tags, 204 types, hooks.
import {
  skipToken,
  type DefinitionsFromApi,
  type OverrideResultType,
  type ResultTypeFrom,
} from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/api/hooks';
import { selectLocalUser } from '@/api/session';
import { notificationsGeneratedApi, type MarkNotificationsAsReadApiArg } from './notificationsApi.gen';

type Definitions = DefinitionsFromApi<typeof notificationsGeneratedApi>;
/** Endpoints that may answer 204 ("no notifications"): the base query turns it into `null`. */
type MayAnswerNone<K extends keyof Definitions> = {
  [P in K]: OverrideResultType<Definitions[P], ResultTypeFrom<Definitions[P]> | null>;
};

/** The unread counter; every change to notifications invalidates it. */
export const NOTIFICATIONS_COUNTER = { type: 'notifications', id: 'COUNTER' } as const;
/**
 * Booking events (checkout, payment, cancel request, amendment) create notifications, and every
 * one of them invalidates the bookings list: the counter and the list depend on it too, so they
 * follow whichever feature changed a booking.
 */
const BOOKINGS_CHANGED = { type: 'bookings', id: 'LIST' } as const;
/** Every page of the list. */
export const NOTIFICATIONS_LIST = { type: 'notifications', id: 'LIST' } as const;

type IdsArg = { body: { ids: string[]; all?: boolean } };
/** Marking or deleting "all" touches rows of every page; otherwise only the named rows' pages refetch. */
const changed = (_result: unknown, _error: unknown, { body }: IdsArg) => [
  NOTIFICATIONS_COUNTER,
  ...(body.all ? [NOTIFICATIONS_LIST] : body.ids.map((id) => ({ type: 'notifications' as const, id }))),
];

export const notificationsApi = notificationsGeneratedApi.enhanceEndpoints<
  'bookings',
  MayAnswerNone<'markNotificationsAsRead' | 'markNotificationsAsUnread' | 'deleteNotifications'>
>({
  addTagTypes: ['bookings'],
  endpoints: {
    // The header badge: a failure there is not worth a toast (it shows no count instead).
    getNotificationCounter: {
      providesTags: [NOTIFICATIONS_COUNTER, BOOKINGS_CHANGED],
      extraOptions: { handlesErrors: true },
    },
    getNotifications: {
      providesTags: (result) => [
        NOTIFICATIONS_LIST,
        BOOKINGS_CHANGED,
        ...(result?.[0]?.resultData ?? []).map((n) => ({ type: 'notifications' as const, id: n._id })),
      ],
      // The page shows its own error with a retry.
      extraOptions: { handlesErrors: true },
    },
    markNotificationsAsRead: { invalidatesTags: changed },
    markNotificationsAsUnread: { invalidatesTags: changed },
    deleteNotifications: {
      invalidatesTags: (_result, _error, { body }) => [
        NOTIFICATIONS_COUNTER,
        NOTIFICATIONS_LIST,
        ...body.ids.map((id) => ({ type: 'notifications' as const, id })),
      ],
    },
  },
});

export const {
  useGetNotificationCounterQuery,
  useGetNotificationsQuery,
  useMarkNotificationsAsReadMutation,
  useMarkNotificationsAsUnreadMutation,
  useDeleteNotificationsMutation,
} = notificationsApi;

/**
 * The signed-in driver's unread count, kept current without a reload: refetched when the window
 * regains focus or the connection returns, and after any change (tag invalidation). `undefined`
 * for a visitor or while unknown.
 */
export function useUnreadNotificationCount(): number | undefined {
  const user = useAppSelector(selectLocalUser);
  const { data } = useGetNotificationCounterQuery(user ? { userId: user._id } : skipToken, {
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  return user ? data?.count : undefined;
}

export type { Notification, NotificationCounter, NotificationPage } from './notificationsApi.gen';
/** The body of the three operations on chosen notifications (mark as read, as unread, delete). */
export type NotificationIds = MarkNotificationsAsReadApiArg['body'];
