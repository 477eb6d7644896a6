import { Box, Button } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useEffect, type ReactNode, type RefObject } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useHydrated } from '../useHydrated';
import { FixErrorsNotice } from './FixErrorsNotice';
import { FormError } from './FormError';

interface FormSubmitProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** The form-level error (the server's answer), shown above the button. */
  error: MessageDescriptor | null;
  children: ReactNode;
  /** Shown between the error and the button (e.g. "the link was sent"). */
  status?: ReactNode;
  /** The button keeps its own width instead of filling the form's column. */
  compact?: boolean;
}

/**
 * The end of a Formik form: 'Please fix errors', the form's error, then the submit button (busy
 * while submitting). On a server-rendered page the button is disabled until the app runs: the
 * browser would otherwise send the form itself, its password and all, in the page's address.
 */
export function FormSubmit({ formRef, error, children, status, compact }: FormSubmitProps) {
  const { isSubmitting, values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const live = useHydrated();
  // What the visitor typed into a server-rendered form before the app ran is the form's from the
  // start: React adopts the fields as they are, Formik would not know of it.
  useEffect(() => {
    for (const field of formRef.current?.elements ?? []) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      const value = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
      const current = values[field.name];
      if (typeof current === typeof value && current !== value) void setFieldValue(field.name, value);
    }
    // Once, as the form first renders (in a server-rendered page, as React adopts it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const button = (
    <Button type="submit" loading={isSubmitting} disabled={!live}>
      {children}
    </Button>
  );
  return (
    <>
      <FixErrorsNotice formRef={formRef} />
      <FormError message={error} />
      {status}
      {compact ? <Box>{button}</Box> : button}
    </>
  );
}
