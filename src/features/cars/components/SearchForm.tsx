import { Box, Button, chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { DateTimeField } from '@/components/form/DateTimeField';
import { focusFirstError } from '@/components/form/focusFirstInvalid';
import { toLocalInput } from '@/components/form/localDateTime';
import { FormError } from '@/components/form/FormError';
import { NativeCheckbox } from '@/components/ui/NativeCheckbox';
import { paths } from '@/config/paths';
import { validationMessages } from '@/i18n/validationMessages';
import { searchDraftSaved, selectSearchDraft } from '../searchDraftSlice';
import { defaultDates } from '../search/dateInputs';
import { dropOffPlace, pickedInstant, shownTime } from '../search/searchTimes';
import type { SearchFormErrors, SearchFormValues } from '../search/searchFormSchema';
import { NO_FILTERS, toSearchParams, type CarFilters } from '../search/searchParams';
import { useSearchRules } from '../search/useSearchRules';
import { LocationCombobox } from './LocationCombobox';

type FieldName = keyof SearchFormValues;
const ALL_TOUCHED: Record<FieldName, boolean> = { pickup: true, dropOff: true, sameLocation: true, from: true, to: true };

// The rules (and Yup) load with the first validation, a blur or a submit, not with the page: the
// form is on the cover of the home page, whose first download has a budget.
const loadValidation = () => import(/* webpackChunkName: "search-form-rules" */ '../search/searchFormSchema').then((m) => m.validateSearchForm);

/** A native checkbox: Chakra's would add a state machine to the home page's first render and download. */
function SameLocationCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <Box display="flex" alignItems="center" gap="2">
      <NativeCheckbox id={id} name="sameLocation" checked={checked} onChange={(event) => onChange(event.target.checked)} />
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
  const rules = useSearchRules();

  // The form starts from these values once; a parent that needs a reset gives the form a new `key`.
  const [values, setValues] = useState<SearchFormValues>(() => {
    const defaults = defaultDates(new Date(), rules.minPickupHours, rules.minRentalHours);
    const places = { pickup: draft.pickupLocation, dropOff: draft.dropOffLocation, sameLocation: draft.sameLocation };
    return {
      ...places,
      // Defaults are wall-clock times (10:00), read at whichever location is chosen.
      from: draft.from ? shownTime(new Date(draft.from), places.pickup) : toLocalInput(defaults.from),
      to: draft.to ? shownTime(new Date(draft.to), dropOffPlace(places)) : toLocalInput(defaults.to),
      ...initial,
    };
  });
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const validations = useRef(0);
  const focusPending = useRef(false);
  const change = (patch: Partial<SearchFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const blur = (field: FieldName) => setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  const validate = async (next: SearchFormValues): Promise<SearchFormErrors> => {
    const run = ++validations.current;
    const found = await (await loadValidation())(next, intl, rules, () => new Date());
    if (run === validations.current) setErrors(found); // an older, slower check never wins
    return found;
  };

  // Like the other forms: once the visitor has left a field or submitted, every change is re-checked.
  const checking = submitCount > 0 || Object.keys(touched).length > 0;
  useEffect(() => {
    if (checking) void validate(values);
    // `validate` is recreated each render; the values and settings it reads are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checking, values, rules.minPickupHours, rules.minRentalHours]);

  // After a failed submit, focus goes to the first invalid field once its error is on screen.
  useEffect(() => {
    if (focusPending.current && Object.keys(errors).length > 0) {
      focusPending.current = false;
      requestAnimationFrame(() => focusFirstError(formRef.current));
    }
  }, [errors]);

  // A location chosen elsewhere on the page (destinations, map) while the form is open is taken in
  // (adjusted during render, React's pattern for state that follows a changing input).
  const [seenDraft, setSeenDraft] = useState(draft);
  if (seenDraft.pickupLocation !== draft.pickupLocation || seenDraft.dropOffLocation !== draft.dropOffLocation || seenDraft.sameLocation !== draft.sameLocation) {
    setSeenDraft(draft);
    const pickupChanged = draft.pickupLocation && draft.pickupLocation !== seenDraft.pickupLocation;
    const dropOffChanged = draft.dropOffLocation && (draft.dropOffLocation !== seenDraft.dropOffLocation || draft.sameLocation !== seenDraft.sameLocation);
    setValues((current) => ({
      ...current,
      ...(pickupChanged ? { pickup: draft.pickupLocation } : {}),
      ...(dropOffChanged ? { dropOff: draft.dropOffLocation, sameLocation: draft.sameLocation } : {}),
    }));
  }

  // When a search is refined, a location's name can arrive after the form (from the API): it fills
  // its field in place (a new form would mean a second, long render), unless one was chosen since.
  const [seenInitial, setSeenInitial] = useState({ pickup: initial?.pickup?._id, dropOff: initial?.dropOff?._id });
  if (initial && (initial.pickup?._id !== seenInitial.pickup || initial.dropOff?._id !== seenInitial.dropOff)) {
    setSeenInitial({ pickup: initial.pickup?._id, dropOff: initial.dropOff?._id });
    setValues((current) => ({
      ...current,
      ...(initial.pickup && !current.pickup ? { pickup: initial.pickup } : {}),
      ...(initial.dropOff && !current.dropOff ? { dropOff: initial.dropOff } : {}),
    }));
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(ALL_TOUCHED);
    setSubmitCount((count) => count + 1);
    focusPending.current = true;
    if (Object.keys(await validate(values)).length > 0) return;
    focusPending.current = false;
    const from = pickedInstant(values.from, values.pickup)!.toISOString();
    const to = pickedInstant(values.to, dropOffPlace(values))!.toISOString();
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
  const shownError = (field: FieldName) => (touched[field] ? errors[field] : undefined);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={intl.formatMessage({
        id: 'cars.search.formLabel',
        defaultMessage: 'Search for a car',
        description: 'Accessible name of the search form',
      })}
    >
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
            onChange={(from) => change({ from })}
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
        {submitCount > 0 && Object.keys(errors).length > 0 && <FormError message={validationMessages.fixErrors} />}
        <Button type="submit" size="lg">
          <FormattedMessage id="cars.search.submit" defaultMessage="Search" description="Button running the car search" />
        </Button>
      </Stack>
    </form>
  );
}
