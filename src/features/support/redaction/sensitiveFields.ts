/**
 * What is sensitive, declared per property name of the API contract (openapi/openapi.yaml) and per
 * query parameter of the app's own routes. Every property and parameter of the contract is in
 * exactly one of the two lists below (sensitiveFields.test.ts fails otherwise), so a field added to
 * the API is classified on purpose, not guessed from its name.
 */
export type SensitiveKind = 'secret' | 'email' | 'phone' | 'date' | 'name' | 'address' | 'file' | 'text';

/** Secrets are removed; personal data gets stable pseudonyms (equal values, equal pseudonyms). */
export const SENSITIVE_FIELDS: Readonly<Record<string, SensitiveKind>> = {
  // Secrets: sign-in passwords, account-link and session tokens, Google and reCAPTCHA tokens, cards.
  password: 'secret',
  newPassword: 'secret',
  token: 'secret',
  accessToken: 'secret',
  // The session cookie (httpOnly: the page never sees it, but a copied request could carry it).
  'bc-x-access-token-frontend': 'secret',
  recaptchaToken: 'secret',
  cardNumber: 'secret',
  expiry: 'secret',
  cvc: 'secret',
  // Personal data.
  email: 'email',
  receiptEmail: 'email',
  phone: 'phone',
  birthDate: 'date',
  fullName: 'name',
  customerName: 'name',
  ip: 'address',
  avatar: 'file',
  license: 'file',
  file: 'file',
};

/** Contract properties and parameters that carry nothing secret or personal (ids stay: they keep the state loadable). */
export const NOT_SENSITIVE_FIELDS: readonly string[] = [
  '_additionalDriver', '_id', 'action', 'actions', 'additionalDriver', 'aircon', 'all', 'allowed', 'amend', 'amendmentId',
  'amendments', 'amount', 'amountCents', 'amountDue', 'appType', 'available', 'base', 'biWeeklyPrice', 'blacklisted',
  'bookableRecords', 'booking', 'bookingId', 'cancel', 'cancellation', 'cancelRequest', 'cancelRequestedAt', 'car', 'carCount', 'carName',
  'carSpecs', 'carType', 'changedAt', 'co2', 'code', 'collisionDamageWaiver', 'comingSoon', 'count', 'country', 'createdAt',
  'currency', 'customerId', 'dailyPrice', 'date', 'dateBasedPrices', 'dateBetween', 'days', 'delete', 'deposit',
  'depositCents', 'description', 'difference', 'discounted', 'discountedBiWeeklyPrice', 'discountedDailyPrice',
  'discountedHourlyPrice', 'discountedMonthlyPrice', 'discountedWeeklyPrice', 'doors', 'driver', 'dropOffLocation',
  'enableEmailNotifications', 'endDate', 'expectedPrice', 'expiresAt', 'extraLines', 'extrasCents', 'filter', 'from',
  'fromDailyPrice', 'fuelPolicy', 'fullInsurance', 'fullyBooked', 'gearbox', 'hourlyPrice', 'id', 'idempotencyKey', 'ids',
  'image', 'imageRequired', 'includeAlreadyBookedCars', 'includeComingSoonCars', 'included', 'isContactForm',
  'isDateBasedPrice', 'isDeposit', 'isPayedInFull', 'isRead', 'keyword', 'kind', 'language', 'latitude', 'licenseRequired',
  'locale', 'locations', 'locationsSize', 'longitude', 'maxPickupDropoffHour', 'message', 'mileage', 'minimumAge',
  'minLocations', 'minPickupDropoffHour', 'minPickupHours', 'minRentalHours', 'mode', 'monthlyPrice', 'moreThanFiveSeats',
  'moreThanFourDoors', 'multimedia', 'name', 'ok', 'online', 'orderId', 'page', 'pageInfo', 'paidOnline', 'params', 'parentLocation',
  'parkingSpots', 'payLater', 'paymentExpiresAt', 'paymentIntentId', 'payments', 'payPal', 'paypalClientId', 'perDay',
  'perDayCents', 'pickupLocation', 'previousPrice', 'price', 'priceBreakdown', 'priceChangeRate', 'range', 'ranges', 'rates',
  'rating', 'reason', 'rentalCents', 'rentalLines', 'reset', 'resultData', 'results', 's', 'seats', 'sessionId', 'settlement',
  'size', 'socialSignInType', 'startDate', 'status', 'statuses', 'statusHistory', 'stayConnected', 'strict', 'subject',
  'supplier', 'suppliers', 'testMode', 'text', 'theftProtection', 'timeZone', 'to', 'totalCents', 'totalRecords', 'trips', 'type',
  'unitCents', 'user', 'userId', 'verified', 'weeklyPrice',
];

/** Query parameters of the app's routes that carry sensitive data: account links (`?u=&e=&t=`). */
export const SENSITIVE_ROUTE_PARAMS: Readonly<Record<string, SensitiveKind>> = { e: 'email', t: 'secret' };

/**
 * Suppliers are companies, described with the same properties as people (`fullName`, `avatar`):
 * inside these keys, and in the answers of these endpoints, only secrets are redacted.
 */
export const BUSINESS_KEYS: readonly string[] = ['supplier', 'suppliers'];
export const BUSINESS_ENDPOINTS: readonly string[] = ['getAllSuppliers', 'getFrontendSuppliers'];

/** `message` and `subject` are the app's own texts (errors), except what a driver writes here. */
export const FREE_TEXT_ENDPOINTS: readonly string[] = ['sendEmail'];
export const FREE_TEXT_FIELDS: Readonly<Record<string, SensitiveKind>> = { message: 'text', subject: 'text' };
