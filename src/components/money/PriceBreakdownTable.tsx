import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ExtraName, PriceBreakdown, PriceLine } from '@/domain/pricing';
import type { Money } from './useMoney';

const lineMessages = {
  month: defineMessage<{ count: number }>({
    id: 'price.line.month',
    defaultMessage: '{count, plural, one {# month (30 days)} other {# months (30 days each)}}',
    description: 'Price line: monthly blocks',
  }),
  week: defineMessage<{ count: number }>({
    id: 'price.line.week',
    defaultMessage: '{count, plural, one {# week} other {# weeks}}',
    description: 'Price line: weekly blocks',
  }),
  threeDays: defineMessage<{ count: number }>({
    id: 'price.line.threeDays',
    defaultMessage: '{count, plural, one {3 days} other {# periods of 3 days}}',
    description: 'Price line: blocks of 3 days at the 3-day rate (one block reads "3 days")',
  }),
  day: defineMessage<{ count: number }>({
    id: 'price.line.day',
    defaultMessage: '{count, plural, one {# day} other {# days}}',
    description: 'Price line: single days',
  }),
  dateBased: defineMessage<{ count: number; date: string }>({
    id: 'price.line.dateBased',
    defaultMessage: '{count, plural, one {# day} other {# days}} from {date}',
    description: 'Price line: days at a seasonal price, from a date',
  }),
  extraPerDay: defineMessage<{ name: string; count: number }>({
    id: 'price.line.extraPerDay',
    defaultMessage: '{name}, {count, plural, one {# day} other {# days}}',
    description: 'Price line of a per-day extra',
  }),
  extraOnce: defineMessage<{ name: string }>({
    id: 'price.line.extraOnce',
    defaultMessage: '{name} (once)',
    description: 'Price line of a one-off extra',
  }),
};

const messages = defineMessages({
  caption: {
    id: 'price.caption',
    defaultMessage: 'Price details',
    description: 'Caption of the price breakdown table',
  },
  item: { id: 'price.item', defaultMessage: 'Item', description: 'Price table column' },
  unit: { id: 'price.unit', defaultMessage: 'Unit price', description: 'Price table column' },
  amount: { id: 'price.amount', defaultMessage: 'Amount', description: 'Price table column' },
  included: {
    id: 'price.included',
    defaultMessage: 'Included',
    description: 'Unit price of an extra included with the car',
  },
  total: { id: 'price.total', defaultMessage: 'Total', description: 'Price table total row' },
});

function LineLabel({ line, extraName }: { line: PriceLine; extraName: (kind: ExtraName) => string }) {
  const intl = useIntl();
  switch (line.kind) {
    case 'month':
    case 'week':
    case 'threeDays':
    case 'day':
      return <FormattedMessage {...lineMessages[line.kind]} values={{ count: line.count }} />;
    case 'dateBased':
      return (
        <FormattedMessage
          {...lineMessages.dateBased}
          values={{
            count: line.count,
            date: line.date ? intl.formatDate(line.date, { day: 'numeric', month: 'short', timeZone: 'UTC' }) : '',
          }}
        />
      );
    default:
      return line.perDay ? (
        <FormattedMessage {...lineMessages.extraPerDay} values={{ name: extraName(line.kind), count: line.count }} />
      ) : (
        <FormattedMessage {...lineMessages.extraOnce} values={{ name: extraName(line.kind) }} />
      );
  }
}

interface PriceBreakdownTableProps {
  breakdown: PriceBreakdown;
  money: Money;
  /** The extra's name as the calling feature words it. */
  extraName: (kind: ExtraName) => string;
  caption?: ReactNode;
  totalLabel?: ReactNode;
  totalTestId?: string;
}

/**
 * Every line of a price as `src/domain/pricing` computes it, the rows summing to the total under
 * them: the car card, the checkout and the booking page show the same lines the same way.
 */
export function PriceBreakdownTable({
  breakdown,
  money,
  extraName,
  caption,
  totalLabel,
  totalTestId,
}: PriceBreakdownTableProps) {
  const intl = useIntl();
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption ?? intl.formatMessage(messages.caption)}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(messages.item)}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{intl.formatMessage(messages.unit)}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{intl.formatMessage(messages.amount)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...breakdown.rentalLines, ...breakdown.extraLines].map((line, index) => (
            <Table.Row key={`${line.kind}-${line.date ?? ''}-${index}`}>
              <Table.Cell>
                <LineLabel line={line} extraName={extraName} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {line.included ? intl.formatMessage(messages.included) : money.format(line.unitCents)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {money.format(line.amountCents)}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="bold">
            <Table.Cell colSpan={2}>{totalLabel ?? intl.formatMessage(messages.total)}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid={totalTestId}>
              {money.format(breakdown.totalCents)}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
