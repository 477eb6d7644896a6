import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { StepLabel } from './replaySteps';

const messages = {
  ...defineMessages({
    start: {
      id: 'support.step.start',
      defaultMessage: 'Start of the recording',
      description: 'Replay step: the state before the first recorded step',
    },
    signedIn: {
      id: 'support.step.signedIn',
      defaultMessage: 'Signed in',
      description: 'Replay step: the driver signed in',
    },
    signedOut: {
      id: 'support.step.signedOut',
      defaultMessage: 'Signed out',
      description: 'Replay step: the driver signed out',
    },
    sessionEnded: {
      id: 'support.step.sessionEnded',
      defaultMessage: 'The session ended (signed out elsewhere or expired)',
      description: 'Replay step: the server no longer knew the driver’s session',
    },
    profileUpdated: {
      id: 'support.step.profileUpdated',
      defaultMessage: 'The profile’s local copy was updated',
      description: 'Replay step: the driver’s name, language or photo changed in the app',
    },
    searchChanged: {
      id: 'support.step.searchChanged',
      defaultMessage: 'Changed the search form',
      description: 'Replay step: the driver changed the places or dates of the car search',
    },
  }),
  opened: defineMessage<{ route: string }>({
    id: 'support.step.opened',
    defaultMessage: 'Opened the page {route}',
    description: 'Replay step: the driver went to another page; route is its address',
  }),
  openedBooking: defineMessage<{ booking: string }>({
    id: 'support.step.openedBooking',
    defaultMessage: 'Opened booking {booking}',
    description: 'Replay step: the driver opened one booking; booking is its number',
  }),
  currency: defineMessage<{ currency: string }>({
    id: 'support.step.currency',
    defaultMessage: 'Changed the currency to {currency}',
    description: 'Replay step: the driver chose another currency; currency is its code',
  }),
  language: defineMessage<{ language: string }>({
    id: 'support.step.language',
    defaultMessage: 'Changed the language to {language}',
    description: 'Replay step: the driver chose another language; language is its name',
  }),
  change: defineMessage<{ endpoint: string }>({
    id: 'support.step.change',
    defaultMessage: 'Sent a change to the server ({endpoint})',
    description: 'Replay step: the driver pressed a button that changes data; endpoint is its technical name',
  }),
  other: defineMessage<{ type: string }>({
    id: 'support.step.other',
    defaultMessage: 'App step {type}',
    description: 'Replay step with no description in words; type is the technical name of the action',
  }),
};

/** A replay step in words, in the staff's language (`intl` is the banner's). */
export function describeStep(intl: IntlShape, label: StepLabel): string {
  switch (label.kind) {
    case 'opened':
      return intl.formatMessage(messages.opened, { route: label.route });
    case 'openedBooking':
      return intl.formatMessage(messages.openedBooking, { booking: label.booking });
    case 'currency':
      return intl.formatMessage(messages.currency, { currency: label.currency });
    case 'language':
      return intl.formatMessage(messages.language, {
        language: (label.language && intl.formatDisplayName(label.language, { type: 'language' })) || label.language,
      });
    case 'change':
      return intl.formatMessage(messages.change, { endpoint: label.endpoint });
    case 'other':
      return intl.formatMessage(messages.other, { type: label.type });
    default:
      return intl.formatMessage(messages[label.kind]);
  }
}
