import { agreedPriceCents as agreedPrice, onlineShareCents, type PaymentChoice } from '@/domain/bookingMoney';
import { paymentOptionRefusal, type PaymentOptionRefusal, type PaymentTerms } from '@/domain/paymentOptions';
import type { PriceBreakdown } from '@/domain/pricing';

/** How the driver pays (spec §4): at the counter, the deposit online, or everything online. */
export type PaymentOption = 'payLater' | 'payDeposit' | 'payInFull';

/** Why each option does not work for a car (the domain's rule and codes), or null when it does. */
export function paymentOptionRefusals(terms: PaymentTerms): Record<PaymentOption, PaymentOptionRefusal | null> {
  return {
    payLater: paymentOptionRefusal('payLater', terms),
    payDeposit: paymentOptionRefusal('deposit', terms),
    payInFull: paymentOptionRefusal('full', terms),
  };
}

/** The options offered: those nothing refuses. */
export function availablePaymentOptions(
  refusals: Record<PaymentOption, PaymentOptionRefusal | null>,
): Record<PaymentOption, boolean> {
  return { payLater: !refusals.payLater, payDeposit: !refusals.payDeposit, payInFull: !refusals.payInFull };
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
