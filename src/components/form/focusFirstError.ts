import { useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef } from 'react';
import { focusFirstError } from './focusFirstInvalid';

export { focusFirstError } from './focusFirstInvalid';

/** After a submit that failed validation, focuses the first invalid field (render inside <Formik>). */
export function useFocusFirstErrorOnSubmit(formRef: React.RefObject<HTMLFormElement | null>): void {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount > handled.current && !isSubmitting && !isValid) {
      handled.current = submitCount;
      // Wait one frame so the error states are rendered before looking for them.
      requestAnimationFrame(() => focusFirstError(formRef.current));
    }
  }, [submitCount, isSubmitting, isValid, formRef]);
}

/** Shows the server's verdict under one field and focuses it once the error is rendered. */
export function showFieldError<Values>(
  helpers: FormikHelpers<Values>,
  formRef: React.RefObject<HTMLFormElement | null>,
  field: keyof Values & string,
  message: string,
): void {
  helpers.setFieldError(field, message);
  requestAnimationFrame(() => focusFirstError(formRef.current));
}
