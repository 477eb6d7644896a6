import { useFormikContext } from 'formik';
import type { RefObject } from 'react';
import { useFocusFirstErrorOnSubmit } from './focusFirstError';
import { FormError } from './FormError';
import { validationMessages } from '@/i18n/validationMessages';

/** 'Please fix errors' after a failed submit, with focus moved to the first invalid field. */
export function FixErrorsNotice({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  useFocusFirstErrorOnSubmit(formRef);
  const { submitCount, isValid } = useFormikContext();
  return submitCount > 0 && !isValid ? <FormError message={validationMessages.fixErrors} /> : null;
}
