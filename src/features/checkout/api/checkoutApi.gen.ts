import { baseApi as api } from "../../../api/baseApi";
export const addTagTypes = ["checkout"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      checkout: build.mutation<CheckoutApiResponse, CheckoutApiArg>({
        query: (queryArg) => ({
          url: `/api/checkout`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["checkout"],
      }),
      createPayPalOrder: build.mutation<
        CreatePayPalOrderApiResponse,
        CreatePayPalOrderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/create-paypal-order/`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["checkout"],
      }),
      checkPayPalOrder: build.mutation<
        CheckPayPalOrderApiResponse,
        CheckPayPalOrderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/check-paypal-order/${queryArg.bookingId}/${queryArg.orderId}`,
          method: "POST",
        }),
        invalidatesTags: ["checkout"],
      }),
      createCheckoutSession: build.mutation<
        CreateCheckoutSessionApiResponse,
        CreateCheckoutSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/create-checkout-session`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["checkout"],
      }),
      checkCheckoutSession: build.mutation<
        CheckCheckoutSessionApiResponse,
        CheckCheckoutSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/check-checkout-session/${queryArg.sessionId}`,
          method: "POST",
        }),
        invalidatesTags: ["checkout"],
      }),
      getBookingId: build.query<GetBookingIdApiResponse, GetBookingIdApiArg>({
        query: (queryArg) => ({ url: `/api/booking-id/${queryArg.sessionId}` }),
        providesTags: ["checkout"],
      }),
      deleteTempBooking: build.mutation<
        DeleteTempBookingApiResponse,
        DeleteTempBookingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/delete-temp-booking/${queryArg.bookingId}/${queryArg.sessionId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["checkout"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as checkoutGeneratedApi };
export type CheckoutApiResponse =
  /** status 200 The booking was created. */ CheckoutResult;
export type CheckoutApiArg = {
  body: CheckoutPayload;
};
export type CreatePayPalOrderApiResponse =
  /** status 200 The PayPal order id. */ string;
export type CreatePayPalOrderApiArg = {
  body: PayPalOrderPayload;
};
export type CheckPayPalOrderApiResponse =
  /** status 200 Paid; the booking is confirmed. Body `true`. */ Ok;
export type CheckPayPalOrderApiArg = {
  /** Booking id. */
  bookingId: string;
  /** PayPal order id. */
  orderId: string;
};
export type CreateCheckoutSessionApiResponse =
  /** status 200 The session. */ CheckoutSession;
export type CreateCheckoutSessionApiArg = {
  body: CheckoutSessionPayload;
};
export type CheckCheckoutSessionApiResponse =
  /** status 200 Paid; the booking is confirmed. Body `true`. */ Ok;
export type CheckCheckoutSessionApiArg = {
  /** Stripe checkout session id. */
  sessionId: string;
};
export type GetBookingIdApiResponse = /** status 200 The booking id. */ string;
export type GetBookingIdApiArg = {
  /** Stripe checkout session id. */
  sessionId: string;
};
export type DeleteTempBookingApiResponse =
  /** status 200 Done. Body `true`. */ Ok;
export type DeleteTempBookingApiArg = {
  /** Booking id. */
  bookingId: string;
  /** Stripe checkout session id. */
  sessionId: string;
};
export type CheckoutResult = {
  bookingId: string;
};
export type Error = {
  /** Stable machine code in snake_case, e.g. invalid_email. */
  code: string;
  /** English reason, for logs and support. */
  message: string;
};
export type Language = "en" | "fr" | "es";
export type GuestDriver = {
  email: string;
  phone: string;
  fullName: string;
  birthDate: string;
  language: Language;
  /** Temporary licence file name from createLicense. */
  license?: string | null;
};
export type BookingStatus =
  | "void"
  | "pending"
  | "deposit"
  | "paid"
  | "paidInFull"
  | "reserved"
  | "cancelled";
export type CheckoutBooking = {
  supplier: string;
  car: string;
  /** Ignored; the server books for the session user (or the new guest account). */
  driver?: string;
  pickupLocation: string;
  dropOffLocation: string;
  from: string;
  to: string;
  status?: BookingStatus;
  cancellation: boolean;
  amendments: boolean;
  theftProtection: boolean;
  collisionDamageWaiver: boolean;
  fullInsurance: boolean;
  additionalDriver: boolean;
  /** Amount the driver agreed to pay now, in the base currency (rental total, deposit alone,
    or total plus deposit, per the payment option). The server recomputes it and refuses a mismatch.
     */
  price: number;
  /** Pay the deposit online only. */
  isDeposit?: boolean;
  /** Pay rental and deposit online (BookCars spelling). */
  isPayedInFull?: boolean;
};
export type AdditionalDriver = {
  fullName: string;
  email: string;
  phone: string;
  /** Must meet the car's minimum age. */
  birthDate: string;
};
export type CheckoutPayload = {
  driver?: GuestDriver;
  booking: CheckoutBooking;
  additionalDriver?: AdditionalDriver;
  /** Pay at pick-up; only when the supplier offers it. */
  payLater: boolean;
  /** Payment follows with createPayPalOrder. */
  payPal?: boolean;
  /** Stripe checkout session id (Stripe gateway). */
  sessionId?: string;
  /** Stripe customer id (Stripe gateway). */
  customerId?: string;
  /** Stripe payment intent id (BookCars mobile app). */
  paymentIntentId?: string;
  /** Required for visitors when reCAPTCHA is enabled on the server. */
  recaptchaToken?: string;
};
export type PayPalOrderPayload = {
  bookingId: string;
  /** Amount in `currency`; must match the booking. */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
  name: string;
  description: string;
};
export type Ok = true;
export type CheckoutSession = {
  sessionId: string;
  customerId: string;
  clientSecret: string;
};
export type CheckoutSessionPayload = {
  amount: number;
  currency: string;
  locale: string;
  receiptEmail: string;
  name: string;
  description: string;
  customerName: string;
};
export const {
  useCheckoutMutation,
  useCreatePayPalOrderMutation,
  useCheckPayPalOrderMutation,
  useCreateCheckoutSessionMutation,
  useCheckCheckoutSessionMutation,
  useGetBookingIdQuery,
  useLazyGetBookingIdQuery,
  useDeleteTempBookingMutation,
} = injectedRtkApi;
