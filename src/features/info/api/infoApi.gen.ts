import { baseApi as api } from "../../../api/baseApi";
export const addTagTypes = ["info"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getSettings: build.query<GetSettingsApiResponse, GetSettingsApiArg>({
        query: () => ({ url: `/api/settings` }),
        providesTags: ["info"],
      }),
      getCountryCode: build.query<
        GetCountryCodeApiResponse,
        GetCountryCodeApiArg
      >({
        query: () => ({ url: `/api/country-code` }),
        providesTags: ["info"],
      }),
      sendEmail: build.mutation<SendEmailApiResponse, SendEmailApiArg>({
        query: (queryArg) => ({
          url: `/api/send-email`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["info"],
      }),
      subscribeNewsletter: build.mutation<
        SubscribeNewsletterApiResponse,
        SubscribeNewsletterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/newsletter/subscribe`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["info"],
      }),
      getCurrencyRates: build.query<
        GetCurrencyRatesApiResponse,
        GetCurrencyRatesApiArg
      >({
        query: (queryArg) => ({ url: `/api/currency-rates/${queryArg.base}` }),
        providesTags: ["info"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as infoGeneratedApi };
export type GetSettingsApiResponse =
  /** status 200 The site-wide settings. */ Settings;
export type GetSettingsApiArg = void;
export type GetCountryCodeApiResponse =
  /** status 200 ISO 3166-1 alpha-2 country code (the configured default when unknown). */ string;
export type GetCountryCodeApiArg = void;
export type SendEmailApiResponse = /** status 200 Done. Body `true`. */ Ok;
export type SendEmailApiArg = {
  body: ContactMessage;
};
export type SubscribeNewsletterApiResponse =
  /** status 200 Done. Body `true`. */ Ok;
export type SubscribeNewsletterApiArg = {
  body: NewsletterSubscription;
};
export type GetCurrencyRatesApiResponse =
  /** status 200 The rates of the snapshot for this base. */ CurrencyRates;
export type GetCurrencyRatesApiArg = {
  /** ISO 4217 code of the base currency (case-insensitive). */
  base: string;
};
export type PaymentCapabilities = {
  /** `paypal`: PayPal's buttons and card fields (with `paypalClientId`); `test`: the reference server's test gateway (documented test cards, no real payment; approveTestPayment); `none`: no online payment (checkout answers 400 `online_payment_unavailable` to an online option). */
  online: "paypal" | "test" | "none";
  /** PayPal's public client id, for its JavaScript SDK. Sent when `online` is `paypal`. */
  paypalClientId?: string;
};
export type Settings = {
  payments: PaymentCapabilities;
  /** Pick-up must be at least this many hours from now. */
  minPickupHours: number;
  /** Shortest rental, in hours. */
  minRentalHours: number;
  /** Earliest hour of day for pick-up and drop-off. */
  minPickupDropoffHour: number;
  /** Latest hour of day for pick-up and drop-off. */
  maxPickupDropoffHour: number;
};
export type Error = {
  /** Stable machine code in snake_case, e.g. invalid_email. */
  code: string;
  /** English reason, for logs and support. */
  message: string;
};
export type Ok = true;
export type ContactMessage = {
  /** Sender; required for visitors, ignored when signed in. */
  from?: string;
  /** Accepted for BookCars wire compatibility and ignored; the recipient is always the contact address. */
  to?: string;
  /** The contact form refuses an empty one (400 invalid_request); the newsletter ignores it. */
  subject: string;
  /** The contact form refuses an empty one (400 invalid_request); the newsletter ignores it
    (BookCars' newsletter form sends "").
     */
  message: string;
  /** true for the contact form. false (BookCars' newsletter form) subscribes the sender to the newsletter instead. */
  isContactForm: boolean;
  /** Required when reCAPTCHA is enabled on the server. */
  recaptchaToken?: string;
};
export type Language = "en" | "fr" | "es";
export type NewsletterSubscription = {
  email: string;
  language: Language;
};
export type CurrencyRates = {
  /** ISO 4217 code of the base currency. */
  base: string;
  /** Day the rates were taken (YYYY-MM-DD). */
  date: string;
  /** 1 base = rates[code] of each other currency (the base itself is not listed). */
  rates: {
    [key: string]: number;
  };
};
export const {
  useGetSettingsQuery,
  useLazyGetSettingsQuery,
  useGetCountryCodeQuery,
  useLazyGetCountryCodeQuery,
  useSendEmailMutation,
  useSubscribeNewsletterMutation,
  useGetCurrencyRatesQuery,
  useLazyGetCurrencyRatesQuery,
} = injectedRtkApi;
