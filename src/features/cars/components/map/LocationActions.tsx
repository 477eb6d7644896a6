import { Box, Button, HStack, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface LocationActionsProps<T extends { _id: string; name: string }> {
  location: T;
  onSetPickup: (location: T) => void;
  onSetDropOff: (location: T) => void;
  size?: ButtonProps['size'];
}

/** Hides the location's name from sight but not from screen readers (it is shown next to the buttons). */
const hidden = (chunks: ReactNode[]) => (
  <Box as="span" srOnly>
    {chunks}
  </Box>
);

/**
 * "Set as pick-up" and "Set as drop-off" for one location. The visible labels stay short; the
 * accessible names carry the location's name ("Set Tirana Airport as pick-up"), so a list of them
 * still makes sense out of context, and the visible words appear in the name in the same order.
 */
export function LocationActions<T extends { _id: string; name: string }>({
  location,
  onSetPickup,
  onSetDropOff,
  size = 'sm',
}: LocationActionsProps<T>) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button size={size} onClick={() => onSetPickup(location)}>
        <span>
          <FormattedMessage
            id="cars.map.setPickup"
            defaultMessage="Set<hidden> {name}</hidden> as pick-up"
            description="Button choosing a location as the pick-up location of the search; the location name is read by screen readers only"
            values={{ name: location.name, hidden }}
          />
        </span>
      </Button>
      <Button size={size} variant="outline" onClick={() => onSetDropOff(location)}>
        <span>
          <FormattedMessage
            id="cars.map.setDropOff"
            defaultMessage="Set<hidden> {name}</hidden> as drop-off"
            description="Button choosing a location as the drop-off location of the search; the location name is read by screen readers only"
            values={{ name: location.name, hidden }}
          />
        </span>
      </Button>
    </HStack>
  );
}
