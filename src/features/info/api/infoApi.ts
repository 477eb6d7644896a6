// Hand-written enhancement of the generated info endpoints (infoApi.gen.ts): cache lifetimes, tags, hooks.
import { infoGeneratedApi, type PaymentCapabilities, type Settings } from './infoApi.gen';

/** Site settings and the visitor's country rarely change: keep them for an hour. */
const ONE_HOUR_S = 3600;

/**
 * A BookCars server's settings have the booking-time rules only: its online gateways (Stripe's
 * embedded checkout, its own PayPal flow) are not ones this app drives, so it offers none there —
 * paying at pick-up still works where the supplier allows it.
 */
function withPayments(settings: Omit<Settings, 'payments'> & Partial<Pick<Settings, 'payments'>>): Settings {
  return { ...settings, payments: settings.payments ?? { online: 'none' } };
}

export const infoApi = infoGeneratedApi.enhanceEndpoints({
  endpoints: {
    getSettings: { keepUnusedDataFor: ONE_HOUR_S, transformResponse: withPayments },
    getCountryCode: { keepUnusedDataFor: ONE_HOUR_S },
    // Sending a message or subscribing changes no cached data; the forms show their own errors.
    sendEmail: { invalidatesTags: [], extraOptions: { handlesErrors: true } },
    subscribeNewsletter: { invalidatesTags: [], extraOptions: { handlesErrors: true } },
  },
});

export const {
  useGetSettingsQuery,
  useGetCountryCodeQuery,
  useLazyGetCountryCodeQuery,
  useGetCurrencyRatesQuery,
  useLazyGetCurrencyRatesQuery,
  useSendEmailMutation,
  useSubscribeNewsletterMutation,
} = infoApi;

const selectPayments = ({ data }: { data?: Settings }) => ({ data: data?.payments });

/** The payment options the server says work now (undefined until the settings arrive). */
export function usePaymentCapabilities(): PaymentCapabilities | undefined {
  return useGetSettingsQuery(undefined, { selectFromResult: selectPayments }).data;
}

export type {
  ContactMessage,
  CurrencyRates,
  Language,
  NewsletterSubscription,
  PaymentCapabilities,
  Settings,
} from './infoApi.gen';
