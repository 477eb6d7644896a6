import { Formik, useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/api/hooks';
import { useNavigate } from 'react-router';
import { FixErrorsNotice } from '@/components/form/FixErrorsNotice';
import { paths } from '@/config/paths';
import { searchDraftSaved, selectSearchDraft } from '../searchDraftSlice';
import type { SearchFormValues } from '../search/searchFormSchema';
import { toSearchParams, type CarFilters } from '../search/searchParams';
import { dropOffPlace, pickedInstant } from '../search/searchTimes';
import { useSearchRules } from '../search/useSearchRules';
import { SearchFields, type SearchField } from './SearchFields';
import { useFollowChoices } from './useFollowChoices';

// The rules (and Yup) load with the first validation, not with the form.
const loadValidation = () =>
  import(/* webpackChunkName: "search-form-rules" */ '../search/searchFormSchema').then((m) => m.validateSearchForm);

interface FormikSearchFormProps {
  /** The values the form had before Formik took it over. */
  initialValues: SearchFormValues;
  /** The fields the visitor had left by then: they are checked at once. */
  initialTouched: FormikTouched<SearchFormValues>;
  /** The starting values given to SearchForm, whose locations' names can arrive later. */
  initial?: Partial<SearchFormValues>;
  filters: CarFilters;
  /** The visitor asked to search before Formik had loaded: it searches as it takes over. */
  submitAtOnce: boolean;
}

function FormikSearchFields({
  initial,
  filters,
  submitAtOnce,
}: Omit<FormikSearchFormProps, 'initialValues' | 'initialTouched'>) {
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useAppSelector(selectSearchDraft);
  const { values, errors, touched, setValues, setFieldTouched, handleSubmit, submitForm } =
    useFormikContext<SearchFormValues>();
  const change = useCallback(
    (update: (current: SearchFormValues) => SearchFormValues) => void setValues(update),
    [setValues],
  );
  useFollowChoices(draft, initial, change);
  useEffect(() => {
    if (submitAtOnce) void submitForm();
    // Once, as the form takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const shownError = (field: SearchField) => {
    const error = errors[field];
    return touched[field] && typeof error === 'string' ? error : undefined;
  };
  return (
    <SearchFields
      formRef={formRef}
      values={values}
      filters={filters}
      change={(patch) => change((current) => ({ ...current, ...patch }))}
      blur={(field) => void setFieldTouched(field)}
      shownError={shownError}
      onSubmit={handleSubmit}
      notice={<FixErrorsNotice formRef={formRef} />}
    />
  );
}

/**
 * The search form with Formik (loaded after the page, see SearchForm): validated as the visitor
 * goes (the rules of spec §5 with the settings' hours); searching saves the draft and opens /search.
 */
export function FormikSearchForm({ initialValues, initialTouched, ...fields }: FormikSearchFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const rules = useSearchRules();
  const validate = async (values: SearchFormValues): Promise<FormikErrors<SearchFormValues>> =>
    (await loadValidation())(values, intl, rules, () => new Date());
  const onSubmit = (values: SearchFormValues) => {
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
    void navigate(
      `${paths.search}?${toSearchParams({ pickup: values.pickup!._id, dropOff: dropOff?._id, from, to }, fields.filters)}`,
    );
  };
  return (
    <Formik<SearchFormValues>
      initialValues={initialValues}
      initialTouched={initialTouched}
      validateOnMount={Object.keys(initialTouched).length > 0}
      validate={validate}
      onSubmit={onSubmit}
    >
      <FormikSearchFields {...fields} />
    </Formik>
  );
}
