import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/api/hooks';
import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from '@/config/constants';
import { currencyChanged, selectCurrency } from '@/i18n/preferencesSlice';
import { PreferenceMenu, type PreferenceChoice } from './PreferenceMenu';

/** The currency preference: its current value, the choices and how to change it. */
export function useCurrencyChoice(): PreferenceChoice<Currency> {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  return {
    triggerLabel: intl.formatMessage(
      {
        id: 'header.currency',
        defaultMessage: 'Currency: {currency}',
        description: 'Accessible name of the currency menu button',
      },
      { currency },
    ),
    triggerText: currency,
    value: currency,
    // The code is shown with the symbol because USD and AUD share "$".
    options: CURRENCIES.map((code) => ({ value: code, label: `${code} (${CURRENCY_SYMBOLS[code]})` })),
    onChange: (code) => dispatch(currencyChanged(code)),
  };
}

export function CurrencyMenu() {
  return <PreferenceMenu {...useCurrencyChoice()} />;
}
