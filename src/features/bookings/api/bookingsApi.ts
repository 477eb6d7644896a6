// Hand-written enhancement of the generated bookings endpoints (bookingsApi.gen.ts): tags, 204 types, hooks.
import type { DefinitionsFromApi, OverrideResultType, ResultTypeFrom } from '@reduxjs/toolkit/query';
import { bookingsGeneratedApi, type BookingPage, type LocationRef } from './bookingsApi.gen';

type Definitions = DefinitionsFromApi<typeof bookingsGeneratedApi>;
/** Endpoints that may answer 204 ("not found", "not cancellable"): the base query turns it into `null`. */
type MayAnswerNone<K extends keyof Definitions> = {
  [P in K]: OverrideResultType<Definitions[P], ResultTypeFrom<Definitions[P]> | null>;
};

/** A BookCars host sends a location's name as a one-element array in the bookings list. */
function withNameString(location: LocationRef): LocationRef {
  const name: unknown = location.name;
  return Array.isArray(name) ? { ...location, name: String(name[0] ?? '') } : location;
}

export const bookingsApi = bookingsGeneratedApi.enhanceEndpoints<never, MayAnswerNone<'getBooking' | 'cancelBooking'>>({
  endpoints: {
    getBookings: {
      transformResponse: (page: BookingPage) =>
        page.map((facet) => ({
          ...facet,
          resultData: facet.resultData.map((booking) => ({
            ...booking,
            pickupLocation: withNameString(booking.pickupLocation),
            dropOffLocation: withNameString(booking.dropOffLocation),
          })),
        })),
      providesTags: (result) => [
        { type: 'bookings', id: 'LIST' },
        ...(result?.[0]?.resultData ?? []).map((booking) => ({ type: 'bookings' as const, id: booking._id })),
      ],
    },
    // The booking page shows its own error ('Something went wrong! Try again later').
    getBooking: { providesTags: (_result, _error, { id }) => [{ type: 'bookings', id }], extraOptions: { handlesErrors: true } },
    cancelBooking: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'bookings', id },
        { type: 'bookings', id: 'LIST' },
      ],
    },
  },
});

export const { useGetBookingsQuery, useGetBookingQuery, useCancelBookingMutation } = bookingsApi;

export type {
  AdditionalDriver,
  Booking,
  BookingDriver,
  BookingFilter,
  BookingPage,
  BookingStatus,
  CarBase,
  CarSupplier,
  GetBookingsPayload,
  LocationRef,
} from './bookingsApi.gen';
