import { useMemo } from 'react';
import { useAppSelector } from '@/api/hooks';
import { answerOrError } from '@/api/answerOnly';
import { useGetExchangeRatesQuery } from '@/api/ratesApi';
import { BASE_CURRENCY, type Currency } from '@/config/constants';
import { convertWithRates } from '@/domain/currency';
import { formatMoney } from '@/domain/money';
import type { RatesResult } from '@/domain/rateProviders';
import { selectCurrency, selectLanguage } from '@/i18n/preferencesSlice';

export interface Money {
  /** The currency amounts are shown in: the chosen one, or the base currency while rates are missing. */
  currency: Currency;
  /** Formats an amount of the base currency, given in cents, in the display currency. */
  format: (baseCents: number) => string;
  /** Converts an amount of the base currency (units, not cents) to the display currency. */
  convert: (baseAmount: number) => number;
  /** The rates used, when converting. */
  rates: RatesResult | undefined;
  /** True when the chosen currency could not be used (rates unavailable). */
  ratesUnavailable: boolean;
  /** True while the chosen currency's rates are on their way (amounts show in the base currency meanwhile). */
  ratesPending: boolean;
}

/**
 * Displays base-currency amounts in the visitor's currency and language. One rates request per
 * base currency serves every amount on the page; until it answers, amounts stay in the base
 * currency (and say so) rather than disappearing.
 */
export function useMoney(): Money {
  const chosen = useAppSelector(selectCurrency);
  const language = useAppSelector(selectLanguage);
  const { data: rates, isError } = useGetExchangeRatesQuery(BASE_CURRENCY, {
    skip: chosen === BASE_CURRENCY,
    selectFromResult: answerOrError,
  });
  return useMemo(() => {
    const usable = chosen === BASE_CURRENCY || rates !== undefined;
    const currency: Currency = usable ? chosen : BASE_CURRENCY;
    const convert = (amount: number) =>
      usable && rates && chosen !== BASE_CURRENCY ? convertWithRates(amount, BASE_CURRENCY, chosen, rates) : amount;
    return {
      currency,
      convert,
      format: (baseCents: number) => formatMoney(convert(baseCents / 100), currency, language),
      rates: chosen === BASE_CURRENCY ? undefined : rates,
      ratesUnavailable: chosen !== BASE_CURRENCY && isError,
      ratesPending: chosen !== BASE_CURRENCY && rates === undefined && !isError,
    };
  }, [chosen, language, rates, isError]);
}
