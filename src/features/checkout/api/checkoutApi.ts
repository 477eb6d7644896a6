// Hand-written enhancement of the generated checkout endpoints (checkoutApi.gen.ts): tags, 204 types, hooks.
import type { DefinitionsFromApi, OverrideResultType, ResultTypeFrom } from '@reduxjs/toolkit/query';
import { checkoutGeneratedApi } from './checkoutApi.gen';

type Definitions = DefinitionsFromApi<typeof checkoutGeneratedApi>;
/** Endpoints that may answer 204 ("not found"): the base query turns it into `null`. */
type MayAnswerNone<K extends keyof Definitions> = {
  [P in K]: OverrideResultType<Definitions[P], ResultTypeFrom<Definitions[P]> | null>;
};

/** A confirmed booking changes the driver's booking list and car availability. */
const BOOKED = [
  { type: 'bookings', id: 'LIST' },
  { type: 'cars', id: 'LIST' },
] as const;

export const checkoutApi = checkoutGeneratedApi.enhanceEndpoints<
  'bookings' | 'cars',
  MayAnswerNone<'checkPayPalOrder' | 'checkCheckoutSession' | 'getBookingId' | 'getPaymentState'>
>({
  addTagTypes: ['bookings', 'cars'],
  endpoints: {
    // The checkout pages say what went wrong in place (next to the form), never as a toast.
    checkout: { invalidatesTags: [...BOOKED], extraOptions: { handlesErrors: true } },
    checkPayPalOrder: { invalidatesTags: [...BOOKED], extraOptions: { handlesErrors: true } },
    checkCheckoutSession: { invalidatesTags: [...BOOKED], extraOptions: { handlesErrors: true } },
    getBookingId: { extraOptions: { handlesErrors: true } },
    // Asked after a lost answer: the checkout says what it learns (or that it could not learn it).
    getPaymentState: { extraOptions: { handlesErrors: true } },
    // Payment set-up and abandoning a temporary booking change no cached data.
    createPayPalOrder: { invalidatesTags: [], extraOptions: { handlesErrors: true } },
    approveTestPayment: { invalidatesTags: [], extraOptions: { handlesErrors: true } },
    createCheckoutSession: { invalidatesTags: [] },
    deleteTempBooking: { invalidatesTags: [] },
  },
});

export const {
  useCheckoutMutation,
  useCreatePayPalOrderMutation,
  useApproveTestPaymentMutation,
  useCheckPayPalOrderMutation,
  useCreateCheckoutSessionMutation,
  useCheckCheckoutSessionMutation,
  useGetBookingIdQuery,
  useLazyGetBookingIdQuery,
  useGetPaymentStateQuery,
  useLazyGetPaymentStateQuery,
  useDeleteTempBookingMutation,
} = checkoutApi;

export type {
  AdditionalDriver,
  BookingStatus,
  CheckoutBooking,
  CheckoutPayload,
  CheckoutResult,
  CheckoutSession,
  CheckoutSessionPayload,
  GuestDriver,
  PayPalOrderPayload,
  TestCardPayload,
} from './checkoutApi.gen';
