import { Box, Button, chakra, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, useFormikContext } from 'formik';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { validateWithSchema } from '@/components/lazySchema';
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

const loadSchema = () => import(/* webpackChunkName: "booking-filters-rules" */ '../forms/bookingFiltersSchema');

function FilterFields({ onApply }: { onApply: (filters: BookingFilters) => void }) {
  const intl = useIntl();
  const { values, errors, setFieldValue, resetForm } = useFormikContext<BookingFilters>();
  const { data: suppliers } = useGetAllSuppliersQuery();
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>
          {intl.formatMessage({
            id: 'bookings.filters.keyword',
            defaultMessage: 'Keyword',
            description: 'Filter field',
          })}
        </Field.Label>
        <Input
          type="search"
          value={values.keyword}
          maxLength={100}
          onChange={(event) => void setFieldValue('keyword', event.target.value)}
        />
        <Field.HelperText>
          {intl.formatMessage({
            id: 'bookings.filters.keywordHint',
            defaultMessage: 'Booking reference, car or supplier',
            description: 'Hint of the keyword filter',
          })}
        </Field.HelperText>
      </Field.Root>
      <SimpleGrid columns={2} gap="2">
        <Field.Root>
          <Field.Label>
            {intl.formatMessage({
              id: 'bookings.filters.from',
              defaultMessage: 'Starting from',
              description: 'Filter field: first day',
            })}
          </Field.Label>
          <Input type="date" value={values.from} onChange={(event) => void setFieldValue('from', event.target.value)} />
        </Field.Root>
        {/* Checked as it changes, not once left: the other day's field shows the limit already (min). */}
        <Field.Root invalid={Boolean(errors.to)}>
          <Field.Label>
            {intl.formatMessage({
              id: 'bookings.filters.to',
              defaultMessage: 'Ending by',
              description: 'Filter field: last day',
            })}
          </Field.Label>
          <Input
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => void setFieldValue('to', event.target.value)}
          />
          <Field.ErrorText>{errors.to}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <CheckboxList
        legend={intl.formatMessage({
          id: 'bookings.filters.status',
          defaultMessage: 'Status',
          description: 'Filter group of statuses',
        })}
        options={FILTER_STATUSES.map((status) => ({
          value: status,
          label: intl.formatMessage(statusMessages[status]),
          description: intl.formatMessage(statusDescriptions[status]),
        }))}
        selected={values.statuses}
        onChange={(statuses) => void setFieldValue('statuses', statuses as BookingStatus[])}
      />
      {suppliers && suppliers.length > 0 && (
        <CheckboxList
          legend={intl.formatMessage({
            id: 'bookings.filters.supplier',
            defaultMessage: 'Supplier',
            description: 'Filter group of suppliers',
          })}
          options={suppliers.map((supplier) => ({ value: supplier._id, label: supplier.fullName }))}
          selected={values.suppliers}
          onChange={(supplierIds) => void setFieldValue('suppliers', supplierIds)}
        />
      )}
      <HStack gap="2">
        <Button type="submit">
          <FormattedMessage
            id="bookings.filters.apply"
            defaultMessage="Apply filters"
            description="Button applying the bookings filters"
          />
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            resetForm({ values: NO_FILTERS });
            onApply(NO_FILTERS);
          }}
        >
          <FormattedMessage
            id="bookings.filters.clear"
            defaultMessage="Clear"
            description="Button removing every bookings filter"
          />
        </Button>
      </HStack>
    </Stack>
  );
}

/** The list's filters as a form: nothing changes until "Apply", so typing a keyword does not reload the list per key. */
export function BookingFiltersForm({
  filters,
  onApply,
}: {
  filters: BookingFilters;
  onApply: (filters: BookingFilters) => void;
}) {
  const intl = useIntl();
  return (
    <Formik<BookingFilters>
      initialValues={filters}
      validate={(values) =>
        validateWithSchema(
          values,
          loadSchema().then((m) => m.bookingFiltersSchema(intl)),
        )
      }
      onSubmit={onApply}
    >
      <Form
        noValidate
        aria-label={intl.formatMessage({
          id: 'bookings.filters.title',
          defaultMessage: 'Filter the bookings',
          description: 'Name of the bookings filter form',
        })}
      >
        <FilterFields onApply={onApply} />
      </Form>
    </Formik>
  );
}
