import { Box, Table } from '@chakra-ui/react';
import { defineMessages, FormattedDate, useIntl, type MessageDescriptor } from 'react-intl';
import type { Money } from '@/components/money/useMoney';
import type { PriceBreakdown, PriceLine } from '@/domain/pricing';
import { extraMessages } from '../bookingMessages';

const unitMessages = defineMessages({
  month: { id: 'bookings.price.month', defaultMessage: '{count, plural, one {# month (30 days)} other {# months (30 days each)}}', description: 'Price line: monthly blocks' },
  week: { id: 'bookings.price.week', defaultMessage: '{count, plural, one {# week} other {# weeks}}', description: 'Price line: weekly blocks' },
  threeDays: { id: 'bookings.price.threeDays', defaultMessage: '{count, plural, one {# 3-day block} other {# 3-day blocks}}', description: 'Price line: 3-day blocks' },
  day: { id: 'bookings.price.day', defaultMessage: '{count, plural, one {# day} other {# days}}', description: 'Price line: single days' },
  dateBased: { id: 'bookings.price.dateBased', defaultMessage: '{count, plural, one {# day} other {# days}} from {date}', description: 'Price line: days at a seasonal price, from a date' },
});

function lineLabel(intl: ReturnType<typeof useIntl>, line: PriceLine): React.ReactNode {
  if (line.kind in extraMessages) {
    const name = intl.formatMessage(extraMessages[line.kind as keyof typeof extraMessages]);
    return line.perDay
      ? intl.formatMessage({ id: 'bookings.price.extraPerDay', defaultMessage: '{name}, {count, plural, one {# day} other {# days}}', description: 'Price line of a per-day extra' }, { name, count: line.count })
      : name;
  }
  const message: MessageDescriptor = unitMessages[line.kind as keyof typeof unitMessages];
  return intl.formatMessage(message, { count: line.count, date: line.date ? <FormattedDate value={line.date} day="numeric" month="short" timeZone="UTC" /> : '' });
}

/** The booking's price, line by line, as `src/domain` computes it (the rows sum to the total). */
export function BookingPrice({ breakdown, money }: { breakdown: PriceBreakdown; money: Money }) {
  const intl = useIntl();
  const lines = [...breakdown.rentalLines, ...breakdown.extraLines];
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Caption srOnly>{intl.formatMessage({ id: 'bookings.price.caption', defaultMessage: 'Price details', description: 'Caption of the price table' })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage({ id: 'bookings.price.item', defaultMessage: 'Item', description: 'Price table column' })}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{intl.formatMessage({ id: 'bookings.price.unit', defaultMessage: 'Unit price', description: 'Price table column' })}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{intl.formatMessage({ id: 'bookings.price.amount', defaultMessage: 'Amount', description: 'Price table column' })}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, index) => (
            <Table.Row key={`${line.kind}-${line.date ?? ''}-${index}`}>
              <Table.Cell>{lineLabel(intl, line)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {line.included ? intl.formatMessage({ id: 'bookings.price.included', defaultMessage: 'Included', description: 'Extra included in the price' }) : money.format(line.unitCents)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {money.format(line.amountCents)}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="bold">
            <Table.Cell colSpan={2}>{intl.formatMessage({ id: 'bookings.price.total', defaultMessage: 'Total price', description: 'Price table total row' })}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {money.format(breakdown.totalCents)}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
