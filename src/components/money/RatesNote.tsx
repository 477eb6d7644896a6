import { Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { BASE_CURRENCY } from '@/config/constants';
import type { Money } from './useMoney';

/** Says how displayed amounts were converted: the snapshot's date, or that rates are unavailable. */
export function RatesNote({ money }: { money: Money }) {
  if (money.ratesUnavailable) {
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        <FormattedMessage
          id="money.ratesUnavailable"
          defaultMessage="Exchange rates are unavailable right now: prices are shown in {base}."
          description="Notice when amounts cannot be converted to the chosen currency"
          values={{ base: BASE_CURRENCY }}
        />
      </Text>
    );
  }
  if (!money.rates) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      <FormattedMessage
        id="money.convertedAt"
        defaultMessage="Prices converted from {base} at the exchange rates of {date}."
        description="Notice under converted prices, with the date of the exchange rates"
        values={{
          base: BASE_CURRENCY,
          date: <FormattedDate value={money.rates.date} dateStyle="long" timeZone="UTC" />,
        }}
      />
    </Text>
  );
}
