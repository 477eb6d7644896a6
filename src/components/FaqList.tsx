import { Accordion, Heading, Link, Text } from '@chakra-ui/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { CURRENCIES, FAQ_TYPICAL_MINIMUM_RENTING_AGE, FREE_CANCELLATION_HOURS } from '@/config/constants';

const messages = defineMessages({
  qDocuments: {
    id: 'info.faq.q.documents',
    defaultMessage: 'What do I need to bring when I pick up the car?',
    description: 'FAQ question about the documents needed at the rental counter',
  },
  aDocuments: {
    id: 'info.faq.a.documents',
    defaultMessage:
      'Bring a passport or national identity card and your driver’s license, both in the main driver’s name. Some suppliers also ask for the credit card used for the deposit. Please arrive at the pick-up time you booked.',
    description: 'FAQ answer about the documents needed at the rental counter',
  },
  qAge: {
    id: 'info.faq.q.age',
    defaultMessage: 'How old do I need to be to rent a car?',
    description: 'FAQ question about the minimum age of the driver',
  },
  aAge: {
    id: 'info.faq.a.age',
    defaultMessage:
      'Typically at least {age, plural, one {# year} other {# years}} old. Some cars require an older driver: if the driver’s date of birth does not meet the requirement of the car you chose, checkout tells you before you book.',
    description: 'FAQ answer about the minimum age. {age} is the usual minimum renting age in years',
  },
  qCancellation: {
    id: 'info.faq.q.cancellation',
    defaultMessage: 'Can I cancel my booking?',
    description: 'FAQ question about cancelling a booking',
  },
  aCancellation: {
    id: 'info.faq.a.cancellation',
    defaultMessage:
      'Yes, when the car’s cancellation option allows it (it is shown with the car before you book). A cancellation made at least {hours, plural, one {# hour} other {# hours}} before the start of the rental may be fully refunded; after that, a fee may apply. Send your request from <bookings>your bookings</bookings> and the supplier will contact you to finalise it.',
    description:
      'FAQ answer about cancellation. {hours} is the number of hours before the rental start for a full refund; <bookings> wraps a link to the bookings page',
  },
  qDeposit: {
    id: 'info.faq.q.deposit',
    defaultMessage: 'What is the deposit?',
    description: 'FAQ question about the security deposit',
  },
  aDeposit: {
    id: 'info.faq.a.deposit',
    defaultMessage:
      'The deposit is a guarantee the supplier holds when you pick up the car, usually on a credit card, and releases once the car is returned as agreed. It is not part of the rental price. Its amount is shown on every car and at checkout, and you can filter search results by deposit.',
    description: 'FAQ answer about the security deposit',
  },
  qPayLater: {
    id: 'info.faq.q.payLater',
    defaultMessage: 'Can I pay later?',
    description: 'FAQ question about paying at the counter instead of online',
  },
  aPayLater: {
    id: 'info.faq.a.payLater',
    defaultMessage:
      'Yes, when the supplier offers it: at checkout, choose to pay at the counter. Nothing is charged online, you pay the supplier when you pick up the car, and changing or cancelling the booking is free.',
    description: 'FAQ answer about paying at the counter',
  },
  qChanges: {
    id: 'info.faq.q.changes',
    defaultMessage: 'Can I change my booking?',
    description: 'FAQ question about changing (amending) a booking',
  },
  aChanges: {
    id: 'info.faq.a.changes',
    defaultMessage:
      'Whether a booking can be changed, and whether changes are free or cost a one-off fee, is shown with the car before you book. To change dates or details, <contact>contact us</contact> with your booking details. A change depends on the supplier’s availability and may change the price; you see the new price before anything is confirmed.',
    description: 'FAQ answer about changing a booking; <contact> wraps a link to the contact page',
  },
  qCurrencies: {
    id: 'info.faq.q.currencies',
    defaultMessage: 'Which currencies can I see prices in?',
    description: 'FAQ question about the currencies prices can be displayed in',
  },
  aCurrencies: {
    id: 'info.faq.a.currencies',
    defaultMessage:
      'Prices can be shown in {currencies}. Choose your currency in the menu or in your settings. Amounts are converted with a recent exchange rate, so the amount on your bank statement may differ slightly.',
    description: 'FAQ answer about currencies. {currencies} is a list of currency codes, e.g. “USD, EUR, GBP and AUD”',
  },
});

interface FaqItem {
  key: string;
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

/** In display order: the home page shows the first ones, so the most asked questions come first. */
const FAQ_ITEMS: readonly FaqItem[] = [
  { key: 'documents', question: messages.qDocuments, answer: messages.aDocuments },
  { key: 'age', question: messages.qAge, answer: messages.aAge },
  { key: 'cancellation', question: messages.qCancellation, answer: messages.aCancellation },
  { key: 'deposit', question: messages.qDeposit, answer: messages.aDeposit },
  { key: 'payLater', question: messages.qPayLater, answer: messages.aPayLater },
  { key: 'changes', question: messages.qChanges, answer: messages.aChanges },
  { key: 'currencies', question: messages.qCurrencies, answer: messages.aCurrencies },
];

export interface FaqListProps {
  /** Show only the first `limit` questions (the home page shows 4). All by default. */
  limit?: number;
  /**
   * Heading level wrapping each question's button (WAI-ARIA accordion pattern). `h2` directly under the
   * page's `h1` (FAQ page); `h3` when the list sits inside a section that has its own `h2` (home page).
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** Frequently asked questions as a keyboard-operable accordion (Enter/Space toggle, arrow keys move). */
export function FaqList({ limit, headingLevel = 'h3' }: FaqListProps) {
  const intl = useIntl();
  const items = limit === undefined ? FAQ_ITEMS : FAQ_ITEMS.slice(0, Math.max(0, limit));
  const values = {
    age: FAQ_TYPICAL_MINIMUM_RENTING_AGE,
    hours: FREE_CANCELLATION_HOURS,
    currencies: intl.formatList(CURRENCIES, { type: 'conjunction' }),
    bookings: (chunks: React.ReactNode[]) => (
      <Link asChild variant="underline">
        <RouterLink to="/bookings">{chunks}</RouterLink>
      </Link>
    ),
    contact: (chunks: React.ReactNode[]) => (
      <Link asChild variant="underline">
        <RouterLink to="/contact">{chunks}</RouterLink>
      </Link>
    ),
  };

  return (
    <Accordion.Root collapsible multiple variant="enclosed">
      {items.map((item) => (
        <Accordion.Item key={item.key} value={item.key}>
          <Heading as={headingLevel} fontSize="md" fontWeight="semibold" lineHeight="inherit">
            <Accordion.ItemTrigger cursor="pointer">
              <Text as="span" flex="1" textAlign="start">
                {intl.formatMessage(item.question)}
              </Text>
              {/* A span, not the default div: a button may only contain phrasing content. */}
              <Accordion.ItemIndicator asChild>
                <span>
                  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="m6 9 6 6 6-6" />
                  </svg>
                </span>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <Text>{intl.formatMessage(item.answer, values)}</Text>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
