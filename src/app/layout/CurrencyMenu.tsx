import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/api/hooks';
import { CURRENCIES, CURRENCY_SYMBOLS } from '@/config/constants';
import { currencyChanged, selectCurrency } from '@/i18n/preferencesSlice';
import { PreferenceMenu } from './PreferenceMenu';

export function CurrencyMenu() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  return (
    <PreferenceMenu
      triggerLabel={intl.formatMessage(
        {
          id: 'header.currency',
          defaultMessage: 'Currency: {currency}',
          description: 'Accessible name of the currency menu button',
        },
        { currency },
      )}
      triggerText={currency}
      value={currency}
      // The code is shown with the symbol because USD and AUD share "$".
      options={CURRENCIES.map((code) => ({ value: code, label: `${code} (${CURRENCY_SYMBOLS[code]})` }))}
      onChange={(code) => dispatch(currencyChanged(code))}
    />
  );
}
