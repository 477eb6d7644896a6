// Hand-written enhancement of the generated bookings endpoints (bookingsApi.gen.ts): tags, 204 types, BookCars shapes, hooks.
import type { DefinitionsFromApi, OverrideResultType, ResultTypeFrom } from '@reduxjs/toolkit/query';
import { rentalDays } from '@/domain/pricing';
import { computeActions } from '../bookingActions';
import { bookingsGeneratedApi, type Booking, type BookingPage, type LocationRef } from './bookingsApi.gen';

type Definitions = DefinitionsFromApi<typeof bookingsGeneratedApi>;
/** Endpoints a BookCars host answers 204 ("not found", "not cancellable"): the base query turns it into `null`. */
type MayAnswerNone<K extends keyof Definitions> = {
  [P in K]: OverrideResultType<Definitions[P], ResultTypeFrom<Definitions[P]> | null>;
};

/** A BookCars host sends a location's name as a one-element array in the bookings list. */
function withNameString(location: LocationRef): LocationRef {
  const name: unknown = location.name;
  return Array.isArray(name) ? { ...location, name: String(name[0] ?? '') } : location;
}

/** One booking shape for the views, whichever host answered (BookCars sends no `actions` nor `days`). */
function normalized(booking: Booking): Booking {
  return {
    ...booking,
    days: booking.days ?? booking.priceBreakdown?.days ?? rentalDays(booking.from, booking.to),
    pickupLocation: withNameString(booking.pickupLocation),
    dropOffLocation: withNameString(booking.dropOffLocation),
    actions: booking.actions ?? computeActions(booking, Date.now()),
  };
}

/**
 * Every booking change invalidates the list; the notification counter and list provide this tag
 * too (a booking change creates a notification), so the header count follows.
 */
const LIST = { type: 'bookings', id: 'LIST' } as const;
const changedBooking = (id: string) => [{ type: 'bookings' as const, id }, LIST];
/** Views show these errors themselves (inline, in the dialog or the page): no global toast. */
const handlesErrors = { extraOptions: { handlesErrors: true } } as const;

export const bookingsApi = bookingsGeneratedApi.enhanceEndpoints<never, MayAnswerNone<'getBooking' | 'cancelBooking'>>({
  endpoints: {
    getBookings: {
      transformResponse: (page: BookingPage) =>
        page.map((facet) => ({ ...facet, resultData: facet.resultData.map(normalized) })),
      providesTags: (result) => [
        LIST,
        ...(result?.[0]?.resultData ?? []).map((booking) => ({ type: 'bookings' as const, id: booking._id })),
      ],
      ...handlesErrors,
    },
    getBooking: {
      transformResponse: (booking: Booking | null) => (booking ? normalized(booking) : null),
      providesTags: (_result, _error, { id }) => [{ type: 'bookings', id }],
      ...handlesErrors,
    },
    cancelBooking: { invalidatesTags: (_result, _error, { id }) => changedBooking(id), ...handlesErrors },
    // A preview changes nothing; a confirmed amendment changes the booking, its list rows and notifications.
    amendBooking: {
      invalidatesTags: (_result, _error, { id, body }) => (body.mode === 'confirm' ? changedBooking(id) : []),
      ...handlesErrors,
    },
    // A retried refund changes the booking's refunds (and notifications, once e-mails and notices follow).
    retryBookingRefunds: { invalidatesTags: (_result, _error, { id }) => changedBooking(id), ...handlesErrors },
    deleteBooking: { invalidatesTags: (_result, _error, { id }) => changedBooking(id), ...handlesErrors },
    bulkBookingAction: {
      invalidatesTags: (_result, _error, { body }) => [
        LIST,
        ...body.ids.map((id) => ({ type: 'bookings' as const, id })),
      ],
      ...handlesErrors,
    },
  },
});

export const {
  useGetBookingsQuery,
  useGetBookingQuery,
  useCancelBookingMutation,
  useAmendBookingMutation,
  useDeleteBookingMutation,
  useBulkBookingActionMutation,
  useRetryBookingRefundsMutation,
} = bookingsApi;

export type {
  AdditionalDriver,
  AmendBookingPayload,
  AmendBookingResult,
  Booking,
  BookingActionOutcome,
  BookingActionReason,
  BookingActions,
  BookingActionState,
  BookingDriver,
  BookingFilter,
  BookingPage,
  BookingRefund,
  BookingStatus,
  BulkBookingActionPayload,
  BulkBookingActionResult,
  CarBase,
  CarSupplier,
  GetBookingsPayload,
  LocationRef,
} from './bookingsApi.gen';
/** The statuses' names, for other features that speak of a booking (notifications). */
export { statusMessages } from '../bookingMessages';
