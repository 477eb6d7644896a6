import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

export interface FilterOption {
  value: string;
  label: string;
  /** Matching cars, when known. */
  count?: number;
}

interface FilterGroupProps {
  legend: string;
  /** checkbox: any number of values; radio: one value, '' meaning "any". */
  type: 'checkbox' | 'radio';
  options: FilterOption[];
  selected: string[];
  onChange: (values: string[]) => void;
}

const NativeInput = chakra('input');

/**
 * One filter: a fieldset of native checkboxes or radios with their labels, so every filter is
 * labelled, grouped and keyboard-operable the same way (Space toggles, arrows move between radios).
 */
export function FilterGroup({ legend, type, options, selected, onChange }: FilterGroupProps) {
  const name = useId();
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" px="3" pb="3">
      <Text as="legend" fontWeight="semibold" px="1">
        {legend}
      </Text>
      <Stack gap="1">
        {options.map((option) => {
          const checked = type === 'radio' ? (selected[0] ?? '') === option.value : selected.includes(option.value);
          return (
            <chakra.label key={option.value} display="flex" alignItems="center" gap="2" cursor="pointer" fontSize="sm">
              <NativeInput
                type={type}
                name={name}
                value={option.value}
                checked={checked}
                accentColor="var(--chakra-colors-brand-solid)"
                width="4"
                height="4"
                onChange={(event) => {
                  if (type === 'radio') onChange(option.value ? [option.value] : []);
                  else
                    onChange(
                      event.target.checked
                        ? [...selected, option.value]
                        : selected.filter((value) => value !== option.value),
                    );
                }}
              />
              <span>
                {option.count === undefined ? (
                  option.label
                ) : (
                  <FormattedMessage
                    id="cars.filters.optionCount"
                    defaultMessage="{label} ({count, number})"
                    description="Filter option with its number of cars"
                    values={{ label: option.label, count: option.count }}
                  />
                )}
              </span>
            </chakra.label>
          );
        })}
      </Stack>
    </Box>
  );
}
