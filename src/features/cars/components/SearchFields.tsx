import { Box, Button, chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId, type FormEventHandler, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateTimeField } from '@/components/form/DateTimeField';
import { NativeCheckbox } from '@/components/ui/NativeCheckbox';
import { useHydrated } from '@/components/useHydrated';
import { paths } from '@/config/paths';
import type { LocationChoice } from '../searchDraftSlice';
import type { SearchFormValues } from '../search/searchFormSchema';
import { toSearchParams, type CarFilters } from '../search/searchParams';
import { dropOffPlace, pickedInstant, pickupTimeChange } from '../search/searchTimes';
import { useSearchRules } from '../search/useSearchRules';
import { LocationCombobox } from './LocationCombobox';

export type SearchField = keyof SearchFormValues;

/** A native checkbox: Chakra's would add a state machine to the home page's first render and download. */
function SameLocationCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <Box display="flex" alignItems="center" gap="2">
      <NativeCheckbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <chakra.label htmlFor={id} cursor="pointer" fontSize="sm" fontWeight="medium">
        <FormattedMessage
          id="cars.search.sameLocation"
          defaultMessage="Return to the same location"
          description="Checkbox: drop-off where the car was picked up"
        />
      </chakra.label>
    </Box>
  );
}

/**
 * What the form sends when the browser sends it itself (a GET to /search, before any script has
 * run): the address the app would open, the chosen locations by their ids. The dates are the
 * wall-clock times at the locations (searchTimes.ts), turned into instants from the render after
 * hydration (before it the server would have to guess the browser's clock).
 */
function NativeSearchParams({ values, filters }: { values: SearchFormValues; filters: CarFilters }) {
  const hydrated = useHydrated();
  const moment = (local: string, place: LocationChoice | null) =>
    hydrated ? (pickedInstant(local, place)?.toISOString() ?? '') : '';
  const params = toSearchParams(
    {
      pickup: values.pickup?._id ?? '',
      dropOff: values.sameLocation ? undefined : values.dropOff?._id,
      from: moment(values.from, values.pickup),
      to: moment(values.to, dropOffPlace(values)),
    },
    filters,
  );
  return [...params].map(([name, value], index) => (
    <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
  ));
}

interface SearchFieldsProps {
  formRef: RefObject<HTMLFormElement | null>;
  values: SearchFormValues;
  filters: CarFilters;
  change: (patch: Partial<SearchFormValues>) => void;
  blur: (field: SearchField) => void;
  /** The field's error, once it is to be shown. */
  shownError: (field: SearchField) => string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Shown above the button: 'Please fix errors' after a failed submit. */
  notice?: ReactNode;
}

/** The search form's fields and button, whichever state keeps its values (see SearchForm). */
export function SearchFields({
  formRef,
  values,
  filters,
  change,
  blur,
  shownError,
  onSubmit,
  notice,
}: SearchFieldsProps) {
  const intl = useIntl();
  const rules = useSearchRules();
  return (
    <form
      ref={formRef}
      action={paths.search}
      method="get"
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({
        id: 'cars.search.formLabel',
        defaultMessage: 'Search for a car',
        description: 'Accessible name of the search form',
      })}
    >
      <NativeSearchParams values={values} filters={filters} />
      <Stack gap="3">
        <LocationCombobox
          name="pickup"
          label={intl.formatMessage({
            id: 'cars.search.pickup',
            defaultMessage: 'Pick-up location',
            description: 'Label of the pick-up location field',
          })}
          value={values.pickup}
          onChange={(pickup) => change({ pickup })}
          onBlur={() => blur('pickup')}
          error={shownError('pickup')}
        />
        <SameLocationCheckbox checked={values.sameLocation} onChange={(sameLocation) => change({ sameLocation })} />
        {!values.sameLocation && (
          <LocationCombobox
            name="dropOff"
            label={intl.formatMessage({
              id: 'cars.search.dropOff',
              defaultMessage: 'Drop-off location',
              description: 'Label of the drop-off location field',
            })}
            value={values.dropOff}
            onChange={(dropOff) => change({ dropOff })}
            onBlur={() => blur('dropOff')}
            error={shownError('dropOff')}
          />
        )}
        {/* Side by side only where each date fits on one line (not in the search page's sidebar);
            bottoms aligned, so a label on two lines does not shift its button. */}
        <SimpleGrid templateColumns="repeat(auto-fit, minmax(15rem, 1fr))" alignItems="end" gap="3">
          <DateTimeField
            label={intl.formatMessage({
              id: 'cars.search.from',
              defaultMessage: 'Pick-up date and time',
              description: 'Label of the pick-up date field',
            })}
            value={values.from}
            onChange={(from) => change(pickupTimeChange(values, from, rules))}
            onBlur={() => blur('from')}
            error={shownError('from')}
          />
          <DateTimeField
            label={intl.formatMessage({
              id: 'cars.search.to',
              defaultMessage: 'Drop-off date and time',
              description: 'Label of the drop-off date field',
            })}
            value={values.to}
            onChange={(to) => change({ to })}
            onBlur={() => blur('to')}
            error={shownError('to')}
          />
        </SimpleGrid>
        {notice}
        <Button type="submit" size="lg">
          <FormattedMessage
            id="cars.search.submit"
            defaultMessage="Search"
            description="Button running the car search"
          />
        </Button>
      </Stack>
    </form>
  );
}
