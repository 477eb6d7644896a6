/**
 * Moves focus to the first invalid field of a form, in document order. Kept apart from the
 * Formik hook in focusFirstError.ts so forms without Formik can use it without loading Formik.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
