import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppSelector } from '@/api/hooks';
import { toLocalInput } from '@/components/form/localDateTime';
import { useHydrated } from '@/components/useHydrated';
import { selectSearchDraft } from '../searchDraftSlice';
import { defaultDates } from '../search/dateInputs';
import { dropOffPlace, shownTime } from '../search/searchTimes';
import type { SearchFormValues } from '../search/searchFormSchema';
import { NO_FILTERS, type CarFilters } from '../search/searchParams';
import { useSearchRules } from '../search/useSearchRules';
import { SearchFields, type SearchField } from './SearchFields';
import { useFollowChoices } from './useFollowChoices';

const loadFormikForm = () =>
  import(/* webpackChunkName: "search-form" */ './FormikSearchForm').then((m) => m.FormikSearchForm);
type FormikForm = Awaited<ReturnType<typeof loadFormikForm>>;

interface SearchFormProps {
  /** Starting values (the current search when refining it); otherwise the saved draft. */
  initial?: Partial<SearchFormValues>;
  /** Filters kept with the search (e.g. a car size chosen on the home page). */
  filters?: CarFilters;
}

/**
 * Where and when: pick-up and drop-off locations and date-times; searching opens /search.
 * The form is on the cover of the home page, whose first download has a budget: Formik (and the
 * rules, with Yup) load once the visitor turns to the form. Until then it is a plain form, which
 * the browser itself sends as a GET to /search before any script has run; once the app runs, a
 * search waits for Formik, which checks it. Formik takes over while the visitor is not in the
 * middle of the form (whose fields it renders anew): when focus leaves it, or at the search.
 */
export function SearchForm({ initial, filters = NO_FILTERS }: SearchFormProps) {
  const draft = useAppSelector(selectSearchDraft);
  const rules = useSearchRules();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
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
  useFollowChoices(draft, initial, setValues);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<{ Form: FormikForm } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [takenOver, setTakenOver] = useState(false);
  // The fields the visitor has left: Formik checks them as it takes over.
  const [touched, setTouched] = useState<Partial<Record<SearchField, boolean>>>({});

  useEffect(() => {
    if (wanted) void loadFormikForm().then((Form) => setLoaded({ Form }));
  }, [wanted]);

  useEffect(() => {
    const form = formRef.current;
    if (!loaded || takenOver || !form) return;
    if (submitted || !form.contains(document.activeElement)) return setTakenOver(true);
    const leave = (event: FocusEvent) => {
      if (!form.contains(event.relatedTarget as Node | null)) setTakenOver(true);
    };
    form.addEventListener('focusout', leave);
    return () => form.removeEventListener('focusout', leave);
  }, [loaded, takenOver, submitted]);

  const change = useCallback(
    (patch: Partial<SearchFormValues>) => setValues((current) => ({ ...current, ...patch })),
    [],
  );
  const want = useCallback(() => setWanted(true), []);
  const blur = useCallback(
    (field: SearchField) => setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    [],
  );

  if (loaded && takenOver)
    return (
      <loaded.Form
        initialValues={values}
        initialTouched={touched}
        initial={initial}
        filters={filters}
        submitAtOnce={submitted}
      />
    );
  return (
    <div onFocusCapture={want} onPointerEnter={want}>
      <SearchFields
        formRef={formRef}
        values={values}
        filters={filters}
        change={change}
        blur={blur}
        shownError={() => undefined}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          if (!hydrated) return;
          event.preventDefault();
          setWanted(true);
          setSubmitted(true);
        }}
      />
    </div>
  );
}
