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
      approveTestPayment: build.mutation<
        ApproveTestPaymentApiResponse,
        ApproveTestPaymentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/test-payment/${queryArg.orderId}`,
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
      getPaymentState: build.query<
        GetPaymentStateApiResponse,
        GetPaymentStateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/payment-state/${queryArg.bookingId}/${queryArg.orderId}`,
        }),
        providesTags: ["checkout"],
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
  /** status 200 The booking was created (or the answer of the first request with this idempotency key). */ CheckoutResult;
export type CheckoutApiArg = {
  body: CheckoutPayload;
};
export type CreatePayPalOrderApiResponse =
  /** status 200 The order id. */ string;
export type CreatePayPalOrderApiArg = {
  body: PayPalOrderPayload;
};
export type ApproveTestPaymentApiResponse =
  /** status 200 Done. Body `true`. */ Ok;
export type ApproveTestPaymentApiArg = {
  /** Order id from createPayPalOrder or sessionId from createCheckoutSession. */
  orderId: string;
  body: TestCardPayload;
};
export type CheckPayPalOrderApiResponse =
  /** status 200 Paid; the booking is confirmed. Body `true`. */ Ok;
export type CheckPayPalOrderApiArg = {
  /** Booking id. */
  bookingId: string;
  /** Order id from createPayPalOrder. */
  orderId: string;
};
export type GetPaymentStateApiResponse =
  /** status 200 The payment's state. */ PaymentState;
export type GetPaymentStateApiArg = {
  /** Booking id. */
  bookingId: string;
  /** Order id from createPayPalOrder. */
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
export type BookingStatus =
  | "void"
  | "pending"
  | "deposit"
  | "paid"
  | "paidInFull"
  | "reserved"
  | "cancelled";
export type Language = "en" | "fr" | "es";
export type UserSummary = {
  _id: string;
  email: string;
  fullName: string;
  language: Language;
  enableEmailNotifications: boolean;
  /** Suspended account; the app must not treat it as signed in. */
  blacklisted: boolean;
  /** Avatar file name, or an absolute URL for social accounts. */
  avatar?: string | null;
  /** E-mail confirmed. Always sent by the reference server; BookCars leaves it out here (use getUser). */
  verified?: boolean;
};
export type CheckoutResult = {
  bookingId: string;
  status: BookingStatus;
  /** Amount to pay online now (0 for pay later); the amount of createPayPalOrder. */
  amountDue: number;
  /** Currency of every charge (the base currency). */
  currency: "EUR";
  /** Until when a temporary booking holds the car waiting for its payment; null when not temporary. */
  paymentExpiresAt: string | null;
  /** The account the booking was made for, sent when this request created it (a visitor): the
    answer's cookie signs this browser in, and the app records the session locally (spec §3).
    Never sent by a replay of the same idempotency key.
     */
  user?: UserSummary;
};
export type Error = {
  /** Stable machine code in snake_case, e.g. invalid_email. */
  code: string;
  /** English reason, for logs and support. */
  message: string;
};
export type GuestDriver = {
  email: string;
  phone: string;
  fullName: string;
  birthDate: string;
  language: Language;
  /** Temporary licence file name from createLicense. */
  license?: string | null;
};
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
  /** Optional (absent is false), as BookCars' client omits it. */
  additionalDriver?: boolean;
  /** The amount the driver agreed to, in EUR (the base currency), per the payment option:
    pay later = the rental total (paid at the counter); deposit = the car's deposit alone;
    in full = the rental total plus the deposit. The server recomputes it and refuses a
    difference of a cent or more with 400 `price_changed` (its message carries the server amount).
     */
  price: number;
  /** Pay the deposit online only (status deposit once paid); only when the car has a deposit. */
  isDeposit?: boolean;
  /** Pay the rental total and the deposit online (status paid once paid). BookCars spelling. */
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
  /** Optional, as in BookCars (whose client sends none: each of its requests books anew). A
    random key made once per checkout form submission attempt (e.g. crypto.randomUUID()) and
    sent again on retries and double clicks: the same key with the same body answers like the
    first request and books once; the same key with another body, or from another account,
    answers 409 `idempotency_key_reused`. A replay is answered for PAYMENT_HOLD_MINUTES after the
    first request, then 409 `idempotency_key_expired` (nothing is booked twice). It answers the
    booking only: no session cookie and no `user`, even to a visitor whose first request made
    the account.
     */
  idempotencyKey?: string;
  driver?: GuestDriver;
  booking: CheckoutBooking;
  additionalDriver?: AdditionalDriver;
  /** Pay at pick-up; only when the supplier offers it. Otherwise set booking.isDeposit or booking.isPayedInFull. */
  payLater: boolean;
  /** Ignored (BookCars); every online payment follows with createPayPalOrder or createCheckoutSession. */
  payPal?: boolean;
  /** Ignored (Stripe gateway, not implemented). */
  sessionId?: string;
  /** Ignored (Stripe gateway, not implemented). */
  customerId?: string;
  /** Ignored (BookCars mobile app). */
  paymentIntentId?: string;
  /** Required for visitors when reCAPTCHA is enabled on the server. */
  recaptchaToken?: string;
};
export type PayPalOrderPayload = {
  bookingId: string;
  /** Must equal the booking's amountDue, or the amendment's difference (the server never charges what the request says). */
  amount: number;
  /** Pays this amendment of the (confirmed) booking instead of the booking's own payment (amendBooking's `amendmentId`). */
  amendmentId?: string;
  /** Must be EUR, the base currency every charge is made in. */
  currency: string;
  name: string;
  description: string;
};
export type Ok = true;
export type TestCardPayload = {
  /** Digits; spaces and dashes are ignored. */
  cardNumber: string;
  /** MM/YY or MM/YYYY, not in the past. */
  expiry: string;
  /** 3 digits (4 for American Express). */
  cvc: string;
};
export type PaymentState = {
  state: "paid" | "processing" | "unpaid" | "failed";
  /** Until when the booking holds the car waiting for its payment; null when it holds none. */
  heldUntil: string | null;
};
export type CheckoutSession = {
  /** The payment order's id; the return page is /checkout-session/{sessionId}. */
  sessionId: string;
  bookingId: string;
  amount: number;
  currency: "EUR";
  /** True with the test gateway (pay with approveTestPayment), false with PayPal. */
  testMode: boolean;
  /** Until when the booking holds the car waiting for this payment. */
  expiresAt: string;
};
export type CheckoutSessionPayload = {
  bookingId: string;
  /** When sent, must equal the booking's amountDue. */
  amount?: number;
  /** When sent, must be EUR. */
  currency?: string;
  locale?: string;
  receiptEmail?: string;
  name?: string;
  description?: string;
  customerName?: string;
};
export const {
  useCheckoutMutation,
  useCreatePayPalOrderMutation,
  useApproveTestPaymentMutation,
  useCheckPayPalOrderMutation,
  useGetPaymentStateQuery,
  useLazyGetPaymentStateQuery,
  useCreateCheckoutSessionMutation,
  useCheckCheckoutSessionMutation,
  useGetBookingIdQuery,
  useLazyGetBookingIdQuery,
  useDeleteTempBookingMutation,
} = injectedRtkApi;
