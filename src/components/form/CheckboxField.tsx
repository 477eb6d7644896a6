import { Checkbox, Field } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';

/**
 * A labelled Formik checkbox (boolean value). Its error (e.g. terms not accepted) shows once the
 * field was touched and is tied to the input for screen readers, like TextField's.
 */
export function CheckboxField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const [field, meta, helpers] = useField<boolean>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const errorId = `${name}-error`;
  return (
    <Field.Root invalid={invalid} required={required} ids={{ errorText: errorId }}>
      <Checkbox.Root
        name={name}
        checked={field.value}
        invalid={invalid}
        onCheckedChange={(details) => {
          void helpers.setValue(details.checked === true);
          void helpers.setTouched(true, false);
        }}
      >
        <Checkbox.HiddenInput
          aria-describedby={invalid ? errorId : undefined}
          aria-invalid={invalid || undefined}
          onBlur={field.onBlur}
        />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
