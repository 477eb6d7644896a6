import type { MessageDescriptor } from 'react-intl';
import type { Money } from '@/components/money/useMoney';
import { AmendDialog } from './AmendDialog';
import type { OpenAction } from './BookingActionButtons';
import { CancelDialog, DeleteDialog } from './SingleActionDialogs';

/** The dialog of the action the driver chose (amend, cancel or delete), if any. */
export function BookingActionDialogs({
  open,
  money,
  onClose,
  onDone,
}: {
  open: OpenAction | null;
  money: Money;
  onClose: () => void;
  onDone: (message: MessageDescriptor, action: OpenAction) => void;
}) {
  if (!open) return null;
  const done = (message: MessageDescriptor) => onDone(message, open);
  if (open.kind === 'amend')
    return <AmendDialog key={open.booking._id} booking={open.booking} money={money} onClose={onClose} onDone={done} />;
  if (open.kind === 'cancel')
    return <CancelDialog key={open.booking._id} booking={open.booking} onClose={onClose} onDone={done} />;
  return <DeleteDialog key={open.booking._id} booking={open.booking} onClose={onClose} onDone={done} />;
}
