import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Disclosure } from '@/components/ui/Disclosure';
import { headerButtonProps } from './headerButton';

export interface PreferenceChoice<T extends string> {
  /** Accessible name of the trigger, e.g. "Language: English". */
  triggerLabel: string;
  /** Visible text of the trigger, e.g. "English"; it must be part of `triggerLabel`. */
  triggerText: ReactNode;
  value: T;
  options: { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}

/** The values of one preference as buttons, the current one marked pressed; `onChosen` closes the panel. */
export function PreferenceOptions<T extends string>({
  value,
  options,
  onChange,
  onChosen,
}: Pick<PreferenceChoice<T>, 'value' | 'options' | 'onChange'> & { onChosen: () => void }) {
  return (
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
              onChosen();
            }}
          >
            {option.label}
          </Button>
        </li>
      ))}
    </Stack>
  );
}

/** A header control choosing one value (language, currency). */
export function PreferenceMenu<T extends string>({ triggerLabel, triggerText, ...choice }: PreferenceChoice<T>) {
  return (
    <Disclosure trigger={triggerText} triggerLabel={triggerLabel} triggerProps={headerButtonProps} align="end">
      {(close) => <PreferenceOptions {...choice} onChosen={close} />}
    </Disclosure>
  );
}
