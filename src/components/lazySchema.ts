import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/**
 * Formik's `validate` for a Yup schema that is still being loaded: forms pass
 * `import('…Schema')`, so Yup (≈ 11 KB gzip) is fetched on the first validation instead of with
 * the page. Same rules and errors as `validationSchema` (empty strings count as missing).
 */
export async function validateWithSchema<Values extends FormikValues>(
  values: Values,
  schema: Promise<Schema>,
): Promise<FormikErrors<Values>> {
  try {
    await validateYupSchema(values, await schema);
    return {};
  } catch (error) {
    // Yup's failures, by name as Formik checks them: importing ValidationError would bring Yup back.
    if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors(error);
    throw error;
  }
}
