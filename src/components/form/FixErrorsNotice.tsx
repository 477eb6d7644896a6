import { Alert, Link } from '@chakra-ui/react';
import { useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useState, type RefObject } from 'react';
import { FormattedList, FormattedMessage, useIntl } from 'react-intl';
import { useFocusFirstErrorOnSubmit } from './focusFirstError';
import { validationMessages } from '@/i18n/validationMessages';

interface EmptyField {
  id: string;
  label: string;
}

/** Formik's errors as [field name, message] pairs, nested groups as dotted names. */
function errorEntries(errors: FormikErrors<unknown> | string | string[] | undefined, prefix = ''): [string, string][] {
  if (typeof errors === 'string') return [[prefix, errors]];
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) =>
    errorEntries(value as FormikErrors<unknown>, prefix ? `${prefix}.${key}` : key),
  );
}

/** The field's control and the words of its label (without the required mark, which is hidden from readers). */
function emptyField(form: HTMLFormElement | null, name: string): EmptyField | null {
  const control = form?.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`);
  const label = control?.labels?.[0];
  if (!control?.id || !label) return null;
  const words = label.cloneNode(true) as HTMLElement;
  words.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return { id: control.id, label: words.textContent?.trim() ?? '' };
}

/**
 * After a failed submit: 'Please fix errors' and, when required fields are empty, the spec's
 * 'Please fill in the field(s): ' with their names as links that move focus to each field. The
 * fields keep their own messages; focus goes to the first invalid field.
 */
export function FixErrorsNotice({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  useFocusFirstErrorOnSubmit(formRef);
  const intl = useIntl();
  const { submitCount, isValid, errors } = useFormikContext();
  const failed = submitCount > 0 && !isValid;
  const required = intl.formatMessage(validationMessages.required);
  const emptyNames = failed
    ? errorEntries(errors).flatMap(([name, message]) => (message === required ? [name] : []))
    : [];
  const namesKey = emptyNames.join('\n');
  const [empty, setEmpty] = useState<EmptyField[]>([]);
  // Labels are read from the rendered form, so the summary names each field as the form shows it.
  useEffect(() => {
    setEmpty(namesKey ? namesKey.split('\n').flatMap((name) => emptyField(formRef.current, name) ?? []) : []);
  }, [namesKey, formRef]);

  if (!failed) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{intl.formatMessage(validationMessages.fixErrors)}</Alert.Title>
        {empty.length > 0 && (
          <Alert.Description>
            <FormattedMessage
              id="form.fillIn"
              defaultMessage="Please fill in the field(s): {fields}"
              description="Summary under 'Please fix errors' naming the empty required fields (a list of links to them)"
              values={{
                fields: (
                  <FormattedList
                    type="conjunction"
                    value={empty.map((field) => (
                      <Link
                        key={field.id}
                        href={`#${field.id}`}
                        color="inherit"
                        textDecoration="underline"
                        onClick={(event) => {
                          event.preventDefault();
                          document.getElementById(field.id)?.focus();
                        }}
                      >
                        {field.label}
                      </Link>
                    ))}
                  />
                ),
              }}
            />
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
