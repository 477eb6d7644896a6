import { Button, Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Option<T extends string> {
  value: T;
  label: ReactNode;
}

interface PreferenceMenuProps<T extends string> {
  /** Accessible name of the trigger, e.g. "Language: English". */
  triggerLabel: string;
  /** Short visible text of the trigger, e.g. "EN". */
  triggerText: ReactNode;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
}

/** A header menu choosing one value (language, currency): a keyboard-operable radio menu. */
export function PreferenceMenu<T extends string>({ triggerLabel, triggerText, value, options, onChange }: PreferenceMenuProps<T>) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={triggerLabel} color="inherit" _hover={{ bg: 'whiteAlpha.200' }}>
          {triggerText}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup value={value} onValueChange={(details) => onChange(details.value as T)}>
              {options.map((option) => (
                <Menu.RadioItem key={option.value} value={option.value}>
                  <Menu.ItemText>{option.label}</Menu.ItemText>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
