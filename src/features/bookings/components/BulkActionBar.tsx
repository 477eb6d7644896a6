import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '@/components/form/FormError';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { BULK_ACTION_RULE, type BulkAction } from '@/domain/bookingActions';
import { useBulkBookingActionMutation, type Booking, type BookingActionOutcome } from '../api/bookingsApi';
import { refusalMessage } from '../bookingActions';
import type { Notice } from './ActionNotice';
import { actionErrorMessage } from './actionError';
import { CancellationTerms } from './SingleActionDialogs';

/** The notice of a bulk action: how many were done, and each skipped booking with the server's reason. */
export function useBulkSummary() {
  const intl = useIntl();
  return (action: BulkAction, results: BookingActionOutcome[], selection: Map<string, Booking>): Notice => {
    const done = results.filter((result) => result.ok).length;
    const skipped = results.filter((result) => !result.ok);
    const title =
      action === 'delete'
        ? intl.formatMessage(
            {
              id: 'bookings.bulk.deletedSummary',
              defaultMessage:
                '{done, plural, =0 {No booking was deleted.} one {# booking deleted.} other {# bookings deleted.}} {skipped, plural, =0 {} one {# skipped:} other {# skipped:}}',
              description: 'Result of a bulk delete',
            },
            { done, skipped: skipped.length },
          )
        : intl.formatMessage(
            {
              id: 'bookings.bulk.cancelSummary',
              defaultMessage:
                '{done, plural, =0 {No cancel request was submitted.} one {Cancel request submitted for # booking; the provider will contact you to finalize it.} other {Cancel requests submitted for # bookings; the provider will contact you to finalize them.}} {skipped, plural, =0 {} one {# skipped:} other {# skipped:}}',
              description: 'Result of a bulk cancel request',
            },
            { done, skipped: skipped.length },
          );
    const details = skipped.map((result) => {
      const booking = selection.get(result._id);
      return intl.formatMessage(
        {
          id: 'bookings.bulk.skippedLine',
          defaultMessage: '{car} (reference {reference}): {reason}',
          description: 'A booking skipped by a bulk action, and why',
        },
        {
          car: booking?.car.name ?? '',
          reference: result._id,
          reason: intl.formatMessage(refusalMessage(result.reason)),
        },
      );
    });
    return { title: title.trim(), details, status: skipped.length ? 'warning' : 'success' };
  };
}

interface BulkActionBarProps {
  selection: Map<string, Booking>;
  onDone: (notice: Notice) => void;
}

/** Actions on the selected bookings: each applies to those that allow it; the others are skipped and reported. */
export function BulkActionBar({ selection, onDone }: BulkActionBarProps) {
  const intl = useIntl();
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [run, { isLoading, error, reset }] = useBulkBookingActionMutation();
  const summary = useBulkSummary();
  const selected = [...selection.values()];
  const eligible = (action: BulkAction) =>
    selected.filter((booking) => booking.actions?.[BULK_ACTION_RULE[action]].allowed).length;

  const confirm = (action: BulkAction) => {
    void run({ body: { ids: [...selection.keys()], action } })
      .unwrap()
      .then(({ results }) => {
        setPending(null);
        onDone(summary(action, results, selection));
      })
      .catch(() => undefined);
  };
  const close = () => {
    reset();
    setPending(null);
  };

  return (
    <HStack
      gap="2"
      wrap="wrap"
      role="group"
      aria-label={intl.formatMessage({
        id: 'bookings.bulk.label',
        defaultMessage: 'Actions on the selected bookings',
        description: 'Name of the bulk action bar',
      })}
    >
      <Text fontWeight="semibold" data-testid="selection-count">
        <FormattedMessage
          id="bookings.bulk.selected"
          defaultMessage="{count, plural, =0 {No booking selected} one {# booking selected} other {# bookings selected}}"
          description="Number of selected bookings"
          values={{ count: selection.size }}
        />
      </Text>
      <Button size="sm" variant="outline" disabled={selection.size === 0} onClick={() => setPending('cancelRequest')}>
        <FormattedMessage
          id="bookings.bulk.cancel"
          defaultMessage="Request cancellation"
          description="Bulk action: request cancellation of the selected bookings"
        />
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        disabled={selection.size === 0}
        onClick={() => setPending('delete')}
      >
        <FormattedMessage
          id="bookings.bulk.delete"
          defaultMessage="Delete"
          description="Bulk action: delete the selected bookings"
        />
      </Button>
      {pending && (
        <ConfirmDialog
          open
          title={
            pending === 'delete'
              ? intl.formatMessage({
                  id: 'bookings.bulk.deleteTitle',
                  defaultMessage: 'Delete the selected bookings?',
                  description: 'Title of the bulk delete dialog',
                })
              : intl.formatMessage({
                  id: 'bookings.bulk.cancelTitle',
                  defaultMessage: 'Request the cancellation of the selected bookings?',
                  description: 'Title of the bulk cancel dialog',
                })
          }
          confirmLabel={
            pending === 'delete'
              ? intl.formatMessage({
                  id: 'bookings.bulk.deleteConfirm',
                  defaultMessage: 'Delete',
                  description: 'Confirm button of the bulk delete dialog',
                })
              : intl.formatMessage({
                  id: 'bookings.bulk.cancelConfirm',
                  defaultMessage: 'Request cancellation',
                  description: 'Confirm button of the bulk cancel dialog',
                })
          }
          loading={isLoading}
          onClose={close}
          onConfirm={() => confirm(pending)}
        >
          <Text>
            <FormattedMessage
              id="bookings.bulk.eligibility"
              defaultMessage="{eligible, plural, =0 {None of the {selected} selected bookings allows it} one {# of the {selected} selected bookings allows it} other {# of the {selected} selected bookings allow it}}{skipped, plural, =0 {.} other {; the others will be skipped and listed with the reason.}}"
              description="How many selected bookings the bulk action will apply to"
              values={{
                eligible: eligible(pending),
                selected: selection.size,
                skipped: selection.size - eligible(pending),
              }}
            />
          </Text>
          {pending === 'cancelRequest' && <CancellationTerms />}
          {error && <FormError message={actionErrorMessage(error)} />}
        </ConfirmDialog>
      )}
    </HStack>
  );
}
