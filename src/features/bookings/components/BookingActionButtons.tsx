import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import type { Booking } from '../api/bookingsApi';
import { refusalMessage, type BookingAction } from '../bookingActions';

export interface OpenAction {
  kind: BookingAction;
  booking: Booking;
}

const ACTIONS: BookingAction[] = ['amend', 'cancel', 'delete'];

/**
 * A booking's actions: each one only when the server allows it; for the others the reason is
 * written out (several actions refused for the same reason share one line).
 */
export function BookingActionButtons({
  booking,
  onAction,
  showView = true,
}: {
  booking: Booking;
  onAction: (action: OpenAction) => void;
  showView?: boolean;
}) {
  const intl = useIntl();
  const labels: Record<BookingAction, string> = {
    amend: intl.formatMessage({
      id: 'bookings.action.amend',
      defaultMessage: 'Edit',
      description: 'Action: amend a booking',
    }),
    cancel: intl.formatMessage({
      id: 'bookings.action.cancel',
      defaultMessage: 'Cancel',
      description: 'Action: request the cancellation of a booking',
    }),
    delete: intl.formatMessage({
      id: 'bookings.action.delete',
      defaultMessage: 'Delete',
      description: 'Action: delete a booking',
    }),
  };
  const actions = booking.actions;
  const allowed = ACTIONS.filter((action) => actions?.[action].allowed);
  const refused = new Map<string, string[]>();
  for (const action of ACTIONS) {
    const state = actions?.[action];
    if (!state || state.allowed) continue;
    const reason = intl.formatMessage(refusalMessage(state.reason));
    refused.set(reason, [...(refused.get(reason) ?? []), labels[action]]);
  }
  const describedBy = `booking-${booking._id}-car`;

  return (
    <Stack gap="1">
      <HStack gap="1" wrap="wrap">
        {showView && (
          <Button asChild size="xs" variant="outline">
            <RouterLink to={`${paths.booking}?b=${encodeURIComponent(booking._id)}`} aria-describedby={describedBy}>
              {intl.formatMessage({
                id: 'bookings.action.view',
                defaultMessage: 'View',
                description: 'Action: open a booking',
              })}
            </RouterLink>
          </Button>
        )}
        {allowed.map((action) => (
          <Button
            key={action}
            size="xs"
            variant={action === 'amend' ? 'outline' : 'ghost'}
            colorPalette={action === 'amend' ? undefined : 'red'}
            aria-describedby={describedBy}
            onClick={() => onAction({ kind: action, booking })}
          >
            {labels[action]}
          </Button>
        ))}
      </HStack>
      {[...refused].map(([reason, names]) => (
        <Text key={reason} fontSize="xs" color="fg.muted" data-testid="refused-actions">
          {intl.formatMessage(
            {
              id: 'bookings.action.refused',
              defaultMessage: '{actions} not possible: {reason}',
              description: 'Actions not offered for a booking, with the reason',
            },
            { actions: intl.formatList(names, { type: 'conjunction' }), reason },
          )}
        </Text>
      ))}
    </Stack>
  );
}
