import { defineMessages } from 'react-intl';

/** Browser-tab titles of the support pages. */
export const supportRouteTitles = defineMessages({
  replay: {
    id: 'support.replay.title',
    defaultMessage: 'Replay a driver’s screen',
    description: 'Browser tab title and heading of the support replay page',
  },
});
