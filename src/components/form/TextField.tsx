import { Field, Input, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  helperText?: ReactNode;
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  /** The keyboard phones show (e.g. `numeric` for card fields). */
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Rewrites what is typed as it is typed (e.g. the '/' of a card expiry). */
  format?: (typed: string) => string;
  maxLength?: number;
  /** Shown but not editable (e.g. the account's e-mail address). */
  readOnly?: boolean;
}

/**
 * A labelled Formik text field: the label is bound to the input, the error shows once the field
 * was touched and is tied to the input for screen readers (aria-describedby as well as
 * aria-errormessage, which some readers ignore).
 */
export function TextField({
  name,
  label,
  type = 'text',
  helperText,
  multiline,
  required,
  autoComplete,
  inputMode,
  format,
  maxLength,
  readOnly,
}: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const errorId = `${name}-error`;
  const control = multiline ? (
    <Textarea {...field} rows={6} maxLength={maxLength} aria-describedby={invalid ? errorId : undefined} />
  ) : (
    <Input
      {...field}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      onChange={format ? (event) => void helpers.setValue(format(event.target.value)) : field.onChange}
      maxLength={maxLength}
      readOnly={readOnly}
      aria-describedby={invalid ? errorId : undefined}
    />
  );
  return (
    <Field.Root invalid={invalid} required={required} ids={{ errorText: errorId }}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
