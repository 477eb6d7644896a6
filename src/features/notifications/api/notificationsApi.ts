// Hand-written enhancement of the generated notifications endpoints (notificationsApi.gen.ts): tags, 204 types, hooks.
import type { DefinitionsFromApi, OverrideResultType, ResultTypeFrom } from '@reduxjs/toolkit/query';
import { notificationsGeneratedApi } from './notificationsApi.gen';

type Definitions = DefinitionsFromApi<typeof notificationsGeneratedApi>;
/** Endpoints that may answer 204 ("no notifications"): the base query turns it into `null`. */
type MayAnswerNone<K extends keyof Definitions> = {
  [P in K]: OverrideResultType<Definitions[P], ResultTypeFrom<Definitions[P]> | null>;
};

const COUNTER = { type: 'notifications', id: 'COUNTER' } as const;

export const notificationsApi = notificationsGeneratedApi.enhanceEndpoints<
  never,
  MayAnswerNone<'markNotificationsAsRead' | 'markNotificationsAsUnread' | 'deleteNotifications'>
>({
  endpoints: {
    getNotificationCounter: { providesTags: [COUNTER] },
    getNotifications: {
      providesTags: (result) => [
        { type: 'notifications', id: 'LIST' },
        ...(result?.[0]?.resultData ?? []).map((n) => ({ type: 'notifications' as const, id: n._id })),
      ],
    },
    markNotificationsAsRead: {
      invalidatesTags: (_result, _error, { body }) => [
        COUNTER,
        ...body.ids.map((id) => ({ type: 'notifications' as const, id })),
      ],
    },
    markNotificationsAsUnread: {
      invalidatesTags: (_result, _error, { body }) => [
        COUNTER,
        ...body.ids.map((id) => ({ type: 'notifications' as const, id })),
      ],
    },
    deleteNotifications: { invalidatesTags: [COUNTER, { type: 'notifications', id: 'LIST' }] },
  },
});

export const {
  useGetNotificationCounterQuery,
  useGetNotificationsQuery,
  useMarkNotificationsAsReadMutation,
  useMarkNotificationsAsUnreadMutation,
  useDeleteNotificationsMutation,
} = notificationsApi;

export type { Notification, NotificationCounter, NotificationPage } from './notificationsApi.gen';
