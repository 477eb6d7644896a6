import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Disclosure } from '@/components/ui/Disclosure';
import { headerButtonProps } from './headerButton';

interface PreferenceMenuProps<T extends string> {
  /** Accessible name of the trigger, e.g. "Language: English". */
  triggerLabel: string;
  /** Visible text of the trigger, e.g. "English"; it must be part of `triggerLabel`. */
  triggerText: ReactNode;
  value: T;
  options: { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}

/** A header control choosing one value (language, currency); the current one is marked pressed. */
export function PreferenceMenu<T extends string>({
  triggerLabel,
  triggerText,
  value,
  options,
  onChange,
}: PreferenceMenuProps<T>) {
  return (
    <Disclosure trigger={triggerText} triggerLabel={triggerLabel} triggerProps={headerButtonProps} align="end">
      {(close) => (
        <Stack as="ul" gap="0" listStyleType="none">
          {options.map((option) => (
            <li key={option.value}>
              <Button
                variant="ghost"
                width="full"
                justifyContent="start"
                borderRadius="0"
                aria-pressed={option.value === value}
                _pressed={{ bg: 'bg.selected', color: 'fg.onSelected' }}
                onClick={() => {
                  onChange(option.value);
                  close();
                }}
              >
                {option.label}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Disclosure>
  );
}
