import { Box, Button, chakra, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NativeCheckbox } from '@/components/ui/NativeCheckbox';
import { useGetAllSuppliersQuery } from '@/features/cars/api/carsApi';
import type { BookingStatus } from '../api/bookingsApi';
import { statusDescriptions, statusMessages } from '../bookingMessages';
import { FILTER_STATUSES, NO_FILTERS, type BookingFilters } from '../list/bookingFilters';

function toggled<T>(values: T[], value: T, on: boolean): T[] {
  return on ? [...values, value] : values.filter((item) => item !== value);
}

interface CheckboxListProps {
  legend: string;
  /** `description`: a line under the label, read as the box's description. */
  options: { value: string; label: string; description?: string }[];
  selected: string[];
  onChange: (values: string[]) => void;
}

function CheckboxList({ legend, options, selected, onChange }: CheckboxListProps) {
  const id = useId();
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" px="3" pb="3" minW="0">
      <Text as="legend" fontWeight="semibold" px="1">
        {legend}
      </Text>
      <Stack gap="1">
        {options.map((option) => (
          <Box key={option.value} fontSize="sm">
            <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
              <NativeCheckbox
                value={option.value}
                checked={selected.includes(option.value)}
                aria-describedby={option.description ? `${id}-${option.value}` : undefined}
                onChange={(event) => onChange(toggled(selected, option.value, event.target.checked))}
              />
              <span>{option.label}</span>
            </chakra.label>
            {option.description && (
              <Text id={`${id}-${option.value}`} ps="7" color="fg.muted">
                {option.description}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The list's filters as a form: nothing changes until "Apply", so typing a keyword does not reload the list per key. */
export function BookingFiltersForm({ filters, onApply }: { filters: BookingFilters; onApply: (filters: BookingFilters) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(filters);
  const { data: suppliers } = useGetAllSuppliersQuery();
  const set = (patch: Partial<BookingFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const toBeforeFrom = Boolean(draft.from && draft.to && draft.to < draft.from);

  return (
    <chakra.form
      noValidate
      aria-label={intl.formatMessage({ id: 'bookings.filters.title', defaultMessage: 'Filter the bookings', description: 'Name of the bookings filter form' })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!toBeforeFrom) onApply(draft);
      }}
    >
      <Stack gap="3">
        <Field.Root>
          <Field.Label>{intl.formatMessage({ id: 'bookings.filters.keyword', defaultMessage: 'Keyword', description: 'Filter field' })}</Field.Label>
          <Input type="search" value={draft.keyword} maxLength={100} onChange={(event) => set({ keyword: event.target.value })} />
          <Field.HelperText>
            {intl.formatMessage({ id: 'bookings.filters.keywordHint', defaultMessage: 'Booking reference, car or supplier', description: 'Hint of the keyword filter' })}
          </Field.HelperText>
        </Field.Root>
        <SimpleGrid columns={2} gap="2">
          <Field.Root>
            <Field.Label>{intl.formatMessage({ id: 'bookings.filters.from', defaultMessage: 'Starting from', description: 'Filter field: first day' })}</Field.Label>
            <Input type="date" value={draft.from} onChange={(event) => set({ from: event.target.value })} />
          </Field.Root>
          <Field.Root invalid={toBeforeFrom}>
            <Field.Label>{intl.formatMessage({ id: 'bookings.filters.to', defaultMessage: 'Ending by', description: 'Filter field: last day' })}</Field.Label>
            <Input type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => set({ to: event.target.value })} />
            <Field.ErrorText>
              {intl.formatMessage({ id: 'bookings.filters.toBeforeFrom', defaultMessage: 'Choose a day after the first one.', description: 'Filter error: end before start' })}
            </Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <CheckboxList
          legend={intl.formatMessage({ id: 'bookings.filters.status', defaultMessage: 'Status', description: 'Filter group of statuses' })}
          options={FILTER_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(statusMessages[status]), description: intl.formatMessage(statusDescriptions[status]) }))}
          selected={draft.statuses}
          onChange={(values) => set({ statuses: values as BookingStatus[] })}
        />
        {suppliers && suppliers.length > 0 && (
          <CheckboxList
            legend={intl.formatMessage({ id: 'bookings.filters.supplier', defaultMessage: 'Supplier', description: 'Filter group of suppliers' })}
            options={suppliers.map((supplier) => ({ value: supplier._id, label: supplier.fullName }))}
            selected={draft.suppliers}
            onChange={(values) => set({ suppliers: values })}
          />
        )}
        <HStack gap="2">
          <Button type="submit">
            <FormattedMessage id="bookings.filters.apply" defaultMessage="Apply filters" description="Button applying the bookings filters" />
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
          >
            <FormattedMessage id="bookings.filters.clear" defaultMessage="Clear" description="Button removing every bookings filter" />
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
