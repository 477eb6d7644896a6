import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/** Moves focus to the first invalid field of a form, in document order. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

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
