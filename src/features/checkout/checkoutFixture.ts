import type { PaymentCapabilities } from '@/features/info/api/infoApi';

/** Pick-up in ten days at 10:00 UTC, drop-off three days later: 3 rental days. */
export const FROM = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 10, 10)).toISOString();
export const TO = new Date(Date.parse(FROM) + 3 * 86_400_000).toISOString();
export const CHECKOUT_PATH = `/checkout?car=car1&pickup=loc1&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;

/** The settings' payment options: the test gateway unless a test says otherwise. */
export const paymentSettings = (payments: PaymentCapabilities = { online: 'test' }) => ({
  minPickupHours: 1,
  minRentalHours: 1,
  minPickupDropoffHour: 0,
  maxPickupDropoffHour: 23,
  payments,
});
