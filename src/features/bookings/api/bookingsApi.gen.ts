import { baseApi as api } from "../../../api/baseApi";
export const addTagTypes = ["bookings"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getBookings: build.query<GetBookingsApiResponse, GetBookingsApiArg>({
        query: (queryArg) => ({
          url: `/api/bookings/${queryArg.page}/${queryArg.size}/${queryArg.language}`,
          method: "POST",
          body: queryArg.body,
        }),
        providesTags: ["bookings"],
      }),
      getBooking: build.query<GetBookingApiResponse, GetBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/booking/${queryArg.id}/${queryArg.language}`,
        }),
        providesTags: ["bookings"],
      }),
      cancelBooking: build.mutation<
        CancelBookingApiResponse,
        CancelBookingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/cancel-booking/${queryArg.id}`,
          method: "POST",
        }),
        invalidatesTags: ["bookings"],
      }),
      retryBookingRefunds: build.mutation<
        RetryBookingRefundsApiResponse,
        RetryBookingRefundsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/retry-refunds/${queryArg.id}`,
          method: "POST",
        }),
        invalidatesTags: ["bookings"],
      }),
      amendBooking: build.mutation<AmendBookingApiResponse, AmendBookingApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/amend-booking/${queryArg.id}`,
            method: "POST",
            body: queryArg.body,
          }),
          invalidatesTags: ["bookings"],
        },
      ),
      deleteBooking: build.mutation<
        DeleteBookingApiResponse,
        DeleteBookingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/delete-booking/${queryArg.id}`,
          method: "POST",
        }),
        invalidatesTags: ["bookings"],
      }),
      bulkBookingAction: build.mutation<
        BulkBookingActionApiResponse,
        BulkBookingActionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/bulk-bookings`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["bookings"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as bookingsGeneratedApi };
export type GetBookingsApiResponse =
  /** status 200 One page of bookings. */ BookingPage;
export type GetBookingsApiArg = {
  /** Page number, starting at 1. */
  page: number;
  /** Page size. */
  size: number;
  /** Language of localized names. */
  language: Language;
  body: GetBookingsPayload;
};
export type GetBookingApiResponse = /** status 200 The booking. */ Booking;
export type GetBookingApiArg = {
  /** Booking id. */
  id: string;
  /** Language of localized names. */
  language: Language;
};
export type CancelBookingApiResponse =
  /** status 200 The request was recorded. */ CancelBookingResult;
export type CancelBookingApiArg = {
  /** Booking id. */
  id: string;
};
export type RetryBookingRefundsApiResponse =
  /** status 200 The booking's refunds after the retry, oldest first. */ BookingRefund[];
export type RetryBookingRefundsApiArg = {
  /** Booking id. */
  id: string;
};
export type AmendBookingApiResponse =
  /** status 200 The new price (preview), or the saved booking (confirm). */ AmendBookingResult;
export type AmendBookingApiArg = {
  /** Booking id. */
  id: string;
  body: AmendBookingPayload;
};
export type DeleteBookingApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type DeleteBookingApiArg = {
  /** Booking id. */
  id: string;
};
export type BulkBookingActionApiResponse =
  /** status 200 One result per id. */ BulkBookingActionResult;
export type BulkBookingActionApiArg = {
  body: BulkBookingActionPayload;
};
export type CarSupplier = {
  _id: string;
  fullName: string;
  avatar?: string | null;
  /** Supplier mark-up (or mark-down when negative) in percent, applied to rental and extras. */
  priceChangeRate?: number | null;
  /** Pay at pick-up is offered. Sent by getCar, getFrontendCars and getBooking. */
  payLater?: boolean;
  /** A driver's licence must be uploaded to book. Sent by getCar. */
  licenseRequired?: boolean;
  /** The shortest rental this supplier accepts, in days as priced (null for none). Sent by getCar. */
  minimumRentalDays?: number | null;
};
export type DateBasedPrice = {
  /** First day (inclusive, compared by calendar day). */
  startDate: string;
  /** Last day (inclusive, compared by calendar day). */
  endDate: string;
  dailyPrice: number;
};
export type FuelType =
  "diesel" | "gasoline" | "electric" | "hybrid" | "plugInHybrid" | "unknown";
export type GearboxType = "manual" | "automatic";
export type FuelPolicy =
  "likeForlike" | "freeTank" | "fullToFull" | "FullToEmpty";
export type CarRange =
  "mini" | "midi" | "maxi" | "scooter" | "bus" | "truck" | "caravan";
export type Multimedia =
  "touchscreen" | "bluetooth" | "androidAuto" | "appleCarPlay";
export type CarBase = {
  _id: string;
  name: string;
  /** Minimum driver age in years. */
  minimumAge: number;
  dailyPrice: number;
  /** Takes priority over dailyPrice when set and non-zero. */
  discountedDailyPrice?: number | null;
  /** Price of each hour beyond whole days; without it a started day costs a daily price. */
  hourlyPrice?: number | null;
  discountedHourlyPrice?: number | null;
  /** Price of a block of 3 days (BookCars name). */
  biWeeklyPrice?: number | null;
  discountedBiWeeklyPrice?: number | null;
  /** Price of a block of 7 days. */
  weeklyPrice?: number | null;
  discountedWeeklyPrice?: number | null;
  /** Price of a block of 30 days. */
  monthlyPrice?: number | null;
  discountedMonthlyPrice?: number | null;
  /** Daily prices come from dateBasedPrices (other blocks and hourly prices are ignored). */
  isDateBasedPrice?: boolean;
  dateBasedPrices?: DateBasedPrice[];
  /** Deposit at pick-up; 0 means none. */
  deposit: number;
  available: boolean;
  fullyBooked?: boolean;
  comingSoon?: boolean;
  type: FuelType;
  gearbox: GearboxType;
  aircon: boolean;
  /** Image file name. */
  image?: string | null;
  seats: number;
  doors: number;
  fuelPolicy: FuelPolicy;
  /** Kilometres per day; -1 means unlimited. */
  mileage: number;
  /** One-off cancellation option (-1 unavailable, 0 included, > 0 price). */
  cancellation: number;
  /** One-off amendments option (-1 unavailable, 0 included, > 0 price). */
  amendments: number;
  /** Per day (-1 unavailable, 0 included, > 0 price). */
  theftProtection: number;
  /** Per day (-1 unavailable, 0 included, > 0 price). */
  collisionDamageWaiver: number;
  /** Per day (-1 unavailable, 0 included, > 0 price). */
  fullInsurance: number;
  /** Per day (-1 unavailable, 0 included, > 0 price). */
  additionalDriver: number;
  range: CarRange;
  multimedia?: Multimedia[];
  rating?: number | null;
  /** Number of completed rentals. */
  trips?: number;
  /** CO2 emissions in g/km. */
  co2?: number | null;
};
export type Car = CarBase & {
  supplier: CarSupplier;
};
export type BookingDriver = {
  _id: string;
  fullName: string;
  email: string;
  phone?: string | null;
  birthDate?: string | null;
};
export type LocationRef = {
  _id: string;
  /** Localized name. */
  name: string;
  /** IANA time zone of the location (e.g. Europe/Paris). A pick-up or drop-off time is the wall-clock time at its location: the app reads a picked time in this zone and shows booked times in it, naming the zone. */
  timeZone: string;
};
export type BookingStatus =
  | "void"
  | "pending"
  | "deposit"
  | "paid"
  | "paidInFull"
  | "reserved"
  | "cancelled";
export type AdditionalDriver = {
  fullName: string;
  email: string;
  phone: string;
  /** Must meet the car's minimum age. */
  birthDate: string;
};
export type BookingRefund = {
  _id: string;
  /** Base currency units. */
  amount: number;
  currency: string;
  status: "pending" | "done" | "failed";
  /** A change that lowered the price, or a confirmed cancellation. */
  cause: "amendment" | "cancellation";
  createdAt: string;
  completedAt?: string | null;
};
export type PriceLine = {
  kind:
    | "month"
    | "week"
    | "threeDays"
    | "day"
    | "dateBased"
    | "cancellation"
    | "amendments"
    | "theftProtection"
    | "collisionDamageWaiver"
    | "fullInsurance"
    | "additionalDriver";
  count: number;
  unitCents: number;
  amountCents: number;
  discounted?: boolean;
  /** First day (YYYY-MM-DD, UTC) of a date-based-mode line. */
  date?: string;
  perDay?: boolean;
  included?: boolean;
};
export type PriceBreakdown = {
  days: number;
  rentalLines: PriceLine[];
  extraLines: PriceLine[];
  rentalCents: number;
  extrasCents: number;
  totalCents: number;
  depositCents: number;
  perDayCents: number;
};
export type BookingActionReason =
  | "not_found"
  | "no_cancellation_option"
  | "no_amendments_option"
  | "already_started"
  | "starts_within_24_hours"
  | "cancel_already_requested"
  | "already_cancelled"
  | "payment_incomplete"
  | "not_void_or_cancelled"
  | "car_unavailable"
  | "price_changed";
export type BookingActionState = {
  allowed: boolean;
  reason?: BookingActionReason;
};
export type BookingActions = {
  cancel: BookingActionState;
  amend: BookingActionState;
  delete: BookingActionState;
};
export type BookingStatusChange = {
  status: BookingStatus;
  changedAt: string;
};
export type Booking = {
  _id: string;
  supplier: CarSupplier;
  car: Car;
  driver: BookingDriver;
  pickupLocation: LocationRef;
  dropOffLocation: LocationRef;
  from: string;
  to: string;
  status: BookingStatus;
  cancellation: boolean;
  amendments: boolean;
  theftProtection: boolean;
  collisionDamageWaiver: boolean;
  fullInsurance: boolean;
  /** The additional-driver option was taken. */
  additionalDriver: boolean;
  _additionalDriver?: AdditionalDriver;
  /** The rental total (rental and extras) as last sold, at checkout or by an amendment, in the
    base currency. With `deposit`, `paidOnline` and the payment option, the app computes every
    amount it shows with `src/domain/bookingMoney.ts`.
     */
  price: number;
  /** Kept online for this booking, base currency — captured (checkout and paid differences) minus the refunds decided (see `refunds`). */
  paidOnline?: number;
  /** The refunds of this booking through the gateway that took the money, oldest first (getBooking and amendBooking only). */
  refunds?: BookingRefund[];
  /** The priced lines the booking was sold with (at checkout, replaced by each applied amendment); absent for bookings made before they were stored. */
  priceBreakdown?: PriceBreakdown;
  isDeposit?: boolean;
  isPayedInFull?: boolean;
  /** The driver asked to cancel; waiting for the supplier. */
  cancelRequest?: boolean;
  /** When the driver asked to cancel. */
  cancelRequestedAt?: string | null;
  /** Booked to pay at pick-up (payment option; otherwise isDeposit / isPayedInFull say what was paid online). */
  payLater?: boolean;
  /** The car's security deposit at booking time, in the base currency (paid online with the deposit and in-full options, else at pick-up). */
  deposit?: number;
  /** Rental days (the shared pricing rule's count). */
  days?: number;
  actions?: BookingActions;
  /** Statuses the booking went through, oldest first (getBooking only). */
  statusHistory?: BookingStatusChange[];
  createdAt?: string;
};
export type PageInfo = {
  /** Number of matching records over all pages. */
  totalRecords: number;
};
export type BookingPage = {
  resultData: Booking[];
  /** One element with the total; empty when nothing matches. */
  pageInfo: PageInfo[];
}[];
export type Error = {
  /** Stable machine code in snake_case, e.g. invalid_email. */
  code: string;
  /** English reason, for logs and support. */
  message: string;
};
export type Language = "en" | "fr" | "es";
export type BookingFilter = {
  /** Bookings starting at or after this time. */
  from?: string;
  /** Bookings ending at or before this time. */
  to?: string;
  /** Bookings whose period contains this time. */
  dateBetween?: string;
  pickupLocation?: string;
  dropOffLocation?: string;
  /** Matches the booking id, car name or supplier name. */
  keyword?: string;
};
export type GetBookingsPayload = {
  suppliers?: string[];
  statuses?: BookingStatus[];
  filter?: BookingFilter;
  /** Ignored; drivers only see their own bookings. */
  user?: string;
  car?: string;
};
export type CancelBookingResult = {
  _id: string;
  cancelRequest: true;
  cancelRequestedAt: string;
  /** English confirmation for logs; the app shows its own translated text. */
  message: string;
};
export type AmendmentSettlement = {
  kind: "none" | "pay" | "refund" | "atPickup";
  /** Base currency; 0 for none. */
  amount: number;
};
export type AmendBookingResult = {
  mode: "preview" | "confirm";
  /** New price, base currency. */
  price: number;
  previousPrice: number;
  /** price - previousPrice (negative = cheaper). */
  difference: number;
  days: number;
  settlement?: AmendmentSettlement;
  /** Confirm of a `pay` settlement only: the change waits for its payment and is not applied.
    Pay it like a booking (createPayPalOrder with this `amendmentId`, approveTestPayment in
    test mode, checkPayPalOrder), which applies it; a declined or failed payment drops it.
     */
  amendmentId?: string;
  /** Confirm, when the change was applied. */
  booking?: Booking;
};
export type AmendBookingPayload = {
  mode: "preview" | "confirm";
  /** New pick-up time; must be more than 24 hours from now. */
  from?: string;
  to?: string;
  /** Must be one of the car's locations. */
  pickupLocation?: string;
  dropOffLocation?: string;
  theftProtection?: boolean;
  collisionDamageWaiver?: boolean;
  fullInsurance?: boolean;
  additionalDriver?: boolean;
  /** Confirm only - the price the driver saw in the preview; a different price answers 409 price_changed. */
  expectedPrice?: number;
};
export type Ok = true;
export type BookingActionOutcome = {
  _id: string;
  ok: boolean;
  reason?: BookingActionReason;
};
export type BulkBookingActionResult = {
  results: BookingActionOutcome[];
};
export type BulkBookingActionPayload = {
  ids: string[];
  action: "cancelRequest" | "delete";
};
export const {
  useGetBookingsQuery,
  useLazyGetBookingsQuery,
  useGetBookingQuery,
  useLazyGetBookingQuery,
  useCancelBookingMutation,
  useRetryBookingRefundsMutation,
  useAmendBookingMutation,
  useDeleteBookingMutation,
  useBulkBookingActionMutation,
} = injectedRtkApi;
