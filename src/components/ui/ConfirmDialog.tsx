import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Colour of the confirm button; red for actions that cannot be undone. */
  confirmPalette?: string;
  /** The action is running: the confirm button shows it and the dialog stays open. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * An accessible confirmation (role alertdialog): focus starts on the safe choice, Escape and the
 * "Go back" button close it, and focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmPalette = 'red',
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const safeChoice = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !loading) onClose();
      }}
      initialFocusEl={() => safeChoice.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children && (
              <Dialog.Body>
                <Stack gap="3">{children}</Stack>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button ref={safeChoice} variant="outline" onClick={onClose} disabled={loading}>
                {intl.formatMessage({
                  id: 'common.dialog.goBack',
                  defaultMessage: 'Go back',
                  description: 'Button closing a confirmation dialog without doing anything',
                })}
              </Button>
              <Button colorPalette={confirmPalette} loading={loading} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
