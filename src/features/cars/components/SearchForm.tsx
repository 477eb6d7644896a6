import { Button, Checkbox, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { FixErrorsNotice } from '@/components/form/FixErrorsNotice';
import { MIN_PICKUP_HOURS, MIN_RENTAL_HOURS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetSettingsQuery } from '@/features/info/api/infoApi';
import { searchDraftSaved, selectSearchDraft } from '../searchDraftSlice';
import { defaultDates, fromLocalInput, toLocalInput } from '../search/dateInputs';
import { searchFormSchema, type SearchFormValues } from '../search/searchFormSchema';
import { NO_FILTERS, toSearchParams, type CarFilters } from '../search/searchParams';
import { LocationCombobox } from './LocationCombobox';

function LocationField({ name, label }: { name: 'pickup' | 'dropOff'; label: string }) {
  const [field, meta, helpers] = useField<SearchFormValues['pickup']>(name);
  return (
    <LocationCombobox
      name={name}
      label={label}
      value={field.value}
      onChange={(location) => void helpers.setValue(location)}
      onBlur={() => void helpers.setTouched(true, false)}
      error={meta.touched ? meta.error : undefined}
    />
  );
}

function DateField({ name, label }: { name: 'from' | 'to'; label: string }) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input {...field} type="datetime-local" step={300} bg="bg" />
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}

function SameLocationCheckbox() {
  const { values, setFieldValue } = useFormikContext<SearchFormValues>();
  return (
    <Checkbox.Root
      checked={values.sameLocation}
      onCheckedChange={(details) => void setFieldValue('sameLocation', details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        <FormattedMessage
          id="cars.search.sameLocation"
          defaultMessage="Return to the same location"
          description="Checkbox: drop-off where the car was picked up"
        />
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Takes in a location chosen elsewhere on the page (destinations, map) while the form is open. */
function DraftLocationSync() {
  const draft = useSelector(selectSearchDraft);
  const { setFieldValue } = useFormikContext<SearchFormValues>();
  useEffect(() => {
    if (draft.pickupLocation) void setFieldValue('pickup', draft.pickupLocation);
  }, [draft.pickupLocation, setFieldValue]);
  useEffect(() => {
    if (draft.dropOffLocation) {
      void setFieldValue('dropOff', draft.dropOffLocation);
      void setFieldValue('sameLocation', draft.sameLocation);
    }
  }, [draft.dropOffLocation, draft.sameLocation, setFieldValue]);
  return null;
}

interface SearchFormProps {
  /** Starting values (the current search when refining it); otherwise the saved draft. */
  initial?: Partial<SearchFormValues>;
  /** Filters kept with the search (e.g. a car size chosen on the home page). */
  filters?: CarFilters;
}

/** Where and when: pick-up and drop-off locations and date-times; searching opens /search. */
export function SearchForm({ initial, filters = NO_FILTERS }: SearchFormProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const draft = useSelector(selectSearchDraft);
  const formRef = useRef<HTMLFormElement>(null);
  const { data: settings } = useGetSettingsQuery();
  const rules = {
    minPickupHours: settings?.minPickupHours ?? MIN_PICKUP_HOURS,
    minRentalHours: settings?.minRentalHours ?? MIN_RENTAL_HOURS,
  };

  // The form starts from these values once; a parent that needs a reset gives the form a new `key`.
  const [initialValues] = useState<SearchFormValues>(() => {
    const defaults = defaultDates(new Date(), rules.minPickupHours, rules.minRentalHours);
    return {
      pickup: draft.pickupLocation,
      dropOff: draft.dropOffLocation,
      sameLocation: draft.sameLocation,
      from: draft.from ? toLocalInput(new Date(draft.from)) : toLocalInput(defaults.from),
      to: draft.to ? toLocalInput(new Date(draft.to)) : toLocalInput(defaults.to),
      ...initial,
    };
  });

  const onSubmit = (values: SearchFormValues) => {
    const from = fromLocalInput(values.from)!.toISOString();
    const to = fromLocalInput(values.to)!.toISOString();
    const dropOff = values.sameLocation ? null : values.dropOff;
    dispatch(
      searchDraftSaved({
        pickupLocation: values.pickup,
        dropOffLocation: dropOff,
        sameLocation: values.sameLocation,
        from,
        to,
      }),
    );
    const params = toSearchParams({ pickup: values.pickup!._id, dropOff: dropOff?._id, from, to }, filters);
    navigate(`${paths.search}?${params}`);
  };

  return (
    <Formik initialValues={initialValues} validationSchema={searchFormSchema(intl, rules, () => new Date())} onSubmit={onSubmit}>
      {({ values }) => (
        <Form
          ref={formRef}
          noValidate
          aria-label={intl.formatMessage({
            id: 'cars.search.formLabel',
            defaultMessage: 'Search for a car',
            description: 'Accessible name of the search form',
          })}
        >
          <DraftLocationSync />
          <Stack gap="3">
            <LocationField
              name="pickup"
              label={intl.formatMessage({
                id: 'cars.search.pickup',
                defaultMessage: 'Pick-up location',
                description: 'Label of the pick-up location field',
              })}
            />
            <SameLocationCheckbox />
            {!values.sameLocation && (
              <LocationField
                name="dropOff"
                label={intl.formatMessage({
                  id: 'cars.search.dropOff',
                  defaultMessage: 'Drop-off location',
                  description: 'Label of the drop-off location field',
                })}
              />
            )}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <DateField
                name="from"
                label={intl.formatMessage({
                  id: 'cars.search.from',
                  defaultMessage: 'Pick-up date and time',
                  description: 'Label of the pick-up date field',
                })}
              />
              <DateField
                name="to"
                label={intl.formatMessage({
                  id: 'cars.search.to',
                  defaultMessage: 'Drop-off date and time',
                  description: 'Label of the drop-off date field',
                })}
              />
            </SimpleGrid>
            <FixErrorsNotice formRef={formRef} />
            <Button type="submit" size="lg">
              <FormattedMessage id="cars.search.submit" defaultMessage="Search" description="Button running the car search" />
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
