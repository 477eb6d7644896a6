import { Button, HStack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface ConfirmButtonProps {
  children: ReactNode;
  question: ReactNode;
  onConfirm: () => void | Promise<void>;
  loading?: boolean;
}

/** A destructive action asked twice, inline: the question and Yes / No replace the button. */
export function ConfirmButton({ children, question, onConfirm, loading }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!asking) {
    return (
      <Button ref={trigger} variant="outline" colorPalette="red" onClick={() => setAsking(true)} loading={loading}>
        {children}
      </Button>
    );
  }
  return (
    <HStack role="group" gap="2" wrap="wrap">
      <Text>{question}</Text>
      <Button
        colorPalette="red"
        autoFocus
        onClick={async () => {
          setAsking(false);
          await onConfirm();
        }}
      >
        <FormattedMessage
          id="settings.confirm.yes"
          defaultMessage="Yes, delete"
          description="Button confirming a deletion"
        />
      </Button>
      <Button variant="outline" onClick={() => setAsking(false)}>
        <FormattedMessage
          id="settings.confirm.no"
          defaultMessage="No, keep it"
          description="Button cancelling a deletion"
        />
      </Button>
    </HStack>
  );
}
