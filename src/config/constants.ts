/**
 * Business constants of the specification (§9), in one place. Values that deployments may change
 * come from `env.ts`; these are the product's fixed rules.
 */
import { CURRENCY_SYMBOLS, type DisplayCurrency } from '@/domain/money';

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES as LANGUAGES } from '@/domain/language';
export type { SupportedLanguage as Language } from '@/domain/language';
export { CURRENCY_SYMBOLS };
export type Currency = DisplayCurrency;

export const BASE_CURRENCY: Currency = 'EUR';
export const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as Currency[];

export const PAGE_SIZE = 30;
export const CARS_PAGE_SIZE = 15;
export const BOOKINGS_PAGE_SIZE = 20;
export const BOOKINGS_MOBILE_PAGE_SIZE = 10;
export const PAGE_OFFSET = 200;
export const INFINITE_SCROLL_OFFSET = 40;

export const MINIMUM_DRIVER_AGE = 18;
/** Used when the configured minimum age cannot be parsed. */
export const FALLBACK_MINIMUM_DRIVER_AGE = 21;
export const MIN_RENTAL_HOURS = 1;
export const MIN_PICKUP_HOURS = 1;
export const MIN_LOCATIONS = 4;
export const PRIVACY_MINIMUM_AGE = 13;
export const FAQ_TYPICAL_MINIMUM_RENTING_AGE = 18;
export const FREE_CANCELLATION_HOURS = 24;

export const DEPOSIT_FILTER_VALUES = [250, 500, 750] as const;

export const TOAST_DURATION_MS = 5000;
export const SUPPLIER_IMAGE_HEIGHT = 30;
export const CAR_OPTION_IMAGE_HEIGHT = 85;
export const SELECTED_CAR_OPTION_IMAGE_HEIGHT = 30;
export const MAP_DEFAULT_CENTER = { lat: 41.33, lng: 19.82 } as const;
export const MAP_DEFAULT_ZOOM = 10;
export const RATE_CACHE_SECONDS = 3600;
/** Text shortening adds an ellipsis only when the allowed length is at least this. */
export const ELLIPSIS_MIN_LENGTH = 6;
export { PASSWORD_MIN_LENGTH } from '@/domain/account';
