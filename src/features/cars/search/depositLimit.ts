import type { Money } from '@/components/money/useMoney';
import { BASE_CURRENCY } from '@/config/constants';
import { roundedLimit } from '@/domain/currency';

/**
 * A deposit filter's limit (set in the base currency) as the driver reads it: a round amount of
 * the display currency, and that amount in base cents, which the search filters with.
 */
export function depositLimit(
  money: Pick<Money, 'currency' | 'rates'>,
  value: number,
): { shown: number; baseCents: number } {
  return money.rates
    ? roundedLimit(value, BASE_CURRENCY, money.currency, money.rates)
    : { shown: value, baseCents: value * 100 };
}
