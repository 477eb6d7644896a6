import { agreedPriceCents as agreedPrice, onlineShareCents, type PaymentChoice } from '@/domain/bookingMoney';
import type { OnlinePayment } from '@/domain/paymentOptions';
import type { PriceBreakdown } from '@/domain/pricing';

/** How the driver pays (spec §4): at the counter, the deposit online, or everything online. */
export type PaymentOption = 'payLater' | 'payDeposit' | 'payInFull';

/** The options a car's supplier and deposit allow, in display order, online ones only with a gateway. */
export function availablePaymentOptions(
  payLaterAllowed: boolean,
  depositCents: number,
  online: OnlinePayment,
): Record<PaymentOption, boolean> {
  const gateway = online !== 'none';
  return { payLater: payLaterAllowed, payDeposit: gateway && depositCents > 0, payInFull: gateway };
}

/** The default choice: nothing to pay now when the supplier allows it, else the smallest online amount. */
export function defaultPaymentOption(allowed: Record<PaymentOption, boolean>): PaymentOption {
  if (allowed.payLater || !allowed.payInFull) return 'payLater';
  return allowed.payDeposit ? 'payDeposit' : 'payInFull';
}

/** The domain's name of each option (src/domain/bookingMoney.ts). */
const CHOICE: Record<PaymentOption, PaymentChoice> = { payLater: 'payLater', payDeposit: 'deposit', payInFull: 'full' };

/** The amount the booking is made for, in cents of the base currency (the contract's `booking.price`). */
export function agreedPriceCents(breakdown: PriceBreakdown, option: PaymentOption): number {
  return agreedPrice(CHOICE[option], breakdown.totalCents, breakdown.depositCents);
}

/** What is charged online now (0 when paying at the counter). */
export function amountNowCents(breakdown: PriceBreakdown, option: PaymentOption): number {
  return onlineShareCents(CHOICE[option], breakdown.totalCents, breakdown.depositCents);
}
