import { baseApi as api } from "../../../api/baseApi";
export const addTagTypes = ["notifications"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getNotificationCounter: build.query<
        GetNotificationCounterApiResponse,
        GetNotificationCounterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/notification-counter/${queryArg.userId}`,
        }),
        providesTags: ["notifications"],
      }),
      getNotifications: build.query<
        GetNotificationsApiResponse,
        GetNotificationsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/notifications/${queryArg.userId}/${queryArg.page}/${queryArg.size}`,
        }),
        providesTags: ["notifications"],
      }),
      markNotificationsAsRead: build.mutation<
        MarkNotificationsAsReadApiResponse,
        MarkNotificationsAsReadApiArg
      >({
        query: (queryArg) => ({
          url: `/api/mark-notifications-as-read/${queryArg.userId}`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["notifications"],
      }),
      markNotificationsAsUnread: build.mutation<
        MarkNotificationsAsUnreadApiResponse,
        MarkNotificationsAsUnreadApiArg
      >({
        query: (queryArg) => ({
          url: `/api/mark-notifications-as-unread/${queryArg.userId}`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["notifications"],
      }),
      deleteNotifications: build.mutation<
        DeleteNotificationsApiResponse,
        DeleteNotificationsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/delete-notifications/${queryArg.userId}`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["notifications"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as notificationsGeneratedApi };
export type GetNotificationCounterApiResponse =
  /** status 200 The unread count. */ NotificationCounter;
export type GetNotificationCounterApiArg = {
  /** User id; must be the caller's where the operation needs a session. */
  userId: string;
};
export type GetNotificationsApiResponse =
  /** status 200 One page of notifications. */ NotificationPage;
export type GetNotificationsApiArg = {
  /** User id; must be the caller's where the operation needs a session. */
  userId: string;
  /** Page number, starting at 1. */
  page: number;
  /** Page size. */
  size: number;
};
export type MarkNotificationsAsReadApiResponse =
  /** status 200 Done. Body `true`. */ Ok;
export type MarkNotificationsAsReadApiArg = {
  /** User id; must be the caller's where the operation needs a session. */
  userId: string;
  body: {
    /** Ids of the caller's notifications; other ids (another user's, unknown) are ignored. */
    ids: string[];
    /** When true, every notification of the caller is affected and `ids` is ignored (mark all as read, delete all). */
    all?: boolean;
  };
};
export type MarkNotificationsAsUnreadApiResponse =
  /** status 200 Done. Body `true`. */ Ok;
export type MarkNotificationsAsUnreadApiArg = {
  /** User id; must be the caller's where the operation needs a session. */
  userId: string;
  body: {
    /** Ids of the caller's notifications; other ids (another user's, unknown) are ignored. */
    ids: string[];
    /** When true, every notification of the caller is affected and `ids` is ignored (mark all as read, delete all). */
    all?: boolean;
  };
};
export type DeleteNotificationsApiResponse =
  /** status 200 Done. Body `true`. */ Ok;
export type DeleteNotificationsApiArg = {
  /** User id; must be the caller's where the operation needs a session. */
  userId: string;
  body: {
    /** Ids of the caller's notifications; other ids (another user's, unknown) are ignored. */
    ids: string[];
    /** When true, every notification of the caller is affected and `ids` is ignored (mark all as read, delete all). */
    all?: boolean;
  };
};
export type NotificationCounter = {
  _id?: string;
  user: string;
  /** Unread notifications. */
  count: number;
};
export type Error = {
  /** Stable machine code in snake_case, e.g. invalid_email. */
  code: string;
  /** English reason, for logs and support. */
  message: string;
};
export type BookingStatus =
  | "void"
  | "pending"
  | "deposit"
  | "paid"
  | "paidInFull"
  | "reserved"
  | "cancelled";
export type NotificationParams = {
  /** The booked car's name (every type but legacy). */
  carName?: string;
  /** Pick-up time of the booking (every type but legacy). */
  from?: string;
  /** Drop-off time of the booking (every type but legacy). */
  to?: string;
  status?: BookingStatus;
  /** The amount of the event, in cents of the base currency: paid online (paid, deposit), due at
    pick-up (created, pay later), the difference paid (differencePaid), the amount refunded
    (refund, cancellationConfirmed) or to be refunded if the cancellation is confirmed
    (cancelRequested). Absent on notifications stored before events stated their amount.
     */
  amountCents?: number;
  /** The stored text of a legacy notification. */
  text?: string;
};
export type Notification = {
  _id: string;
  user: string;
  /** The notification's sentence in the reader's account language (amounts in the base
    currency, dates in UTC), for clients that do not write it from `type` and `params`
    (BookCars' client reads only this). A BookCars server sends this without `type` and `params`.
     */
  message: string;
  /** Related booking id. */
  booking?: string | null;
  /** Related car id. */
  car?: string | null;
  /** What happened to the booking. The client writes the notification in the reader's language from
    `type` and `params`; `legacy` is a notification stored as text before notifications had types
    (`params.text`, in the language of the time).
     */
  type?:
    | "created"
    | "paid"
    | "deposit"
    | "cancelRequested"
    | "statusChanged"
    | "amended"
    | "differencePaid"
    | "refund"
    | "cancellationConfirmed"
    | "legacy";
  params?: NotificationParams;
  isRead: boolean;
  createdAt: string;
};
export type PageInfo = {
  /** Number of matching records over all pages. */
  totalRecords: number;
};
export type NotificationPage = {
  resultData: Notification[];
  /** One element with the total; empty when nothing matches. */
  pageInfo: PageInfo[];
}[];
export type Ok = true;
export const {
  useGetNotificationCounterQuery,
  useLazyGetNotificationCounterQuery,
  useGetNotificationsQuery,
  useLazyGetNotificationsQuery,
  useMarkNotificationsAsReadMutation,
  useMarkNotificationsAsUnreadMutation,
  useDeleteNotificationsMutation,
} = injectedRtkApi;
