import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageForError } from '@/api/errorMessages';
import { validateWithSchema } from '@/components/lazySchema';
import { toaster } from '@/components/ui/toaster';
import { selectLanguage } from '@/i18n/preferencesSlice';
import { useAppSelector } from '@/api/hooks';
import { useSubscribeNewsletterMutation } from '../api/infoApi';

/** Yup comes with the first validation: the footer's form often loads with the page. */
const loadSchema = () => import(/* webpackChunkName: "newsletter-rules" */ '../forms/newsletterSchema');

function EmailInput() {
  const intl = useIntl();
  const [field, meta] = useField<string>('email');
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} ids={{ errorText: 'newsletter-email-error' }}>
      <Field.Label srOnly>
        <FormattedMessage
          id="newsletter.email"
          defaultMessage="E-mail address for the newsletter"
          description="Label of the newsletter e-mail field"
        />
      </Field.Label>
      <Input
        {...field}
        type="email"
        autoComplete="email"
        placeholder={intl.formatMessage({
          id: 'newsletter.placeholder',
          defaultMessage: 'you@example.com',
          description: 'Example e-mail in the newsletter field',
        })}
        aria-describedby={invalid ? 'newsletter-email-error' : undefined}
        bg="bg"
        color="fg"
      />
      {invalid && <Field.ErrorText color="red.200">{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Newsletter subscription in the footer; a failed request keeps the typed address. */
export function NewsletterForm() {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const [subscribe] = useSubscribeNewsletterMutation();

  async function onSubmit(values: { email: string }, helpers: FormikHelpers<{ email: string }>) {
    try {
      await subscribe({ body: { email: values.email.trim(), language } }).unwrap();
      toaster.create({
        type: 'success',
        title: intl.formatMessage({
          id: 'newsletter.success',
          defaultMessage: 'Subscription successful',
          description: 'Toast after subscribing to the newsletter',
        }),
      });
      helpers.resetForm();
    } catch (error) {
      helpers.setFieldError('email', intl.formatMessage(messageForError(error)));
    }
  }

  return (
    <Stack gap="2" as="section" aria-labelledby="newsletter-title">
      <Heading as="h2" size="sm" id="newsletter-title">
        <FormattedMessage
          id="newsletter.title"
          defaultMessage="Newsletter"
          description="Heading of the footer newsletter form"
        />
      </Heading>
      <Text fontSize="sm">
        <FormattedMessage
          id="newsletter.subtitle"
          defaultMessage="Deals and travel tips, once a month. Unsubscribe any time."
          description="Text of the newsletter form"
        />
      </Text>
      <Formik
        initialValues={{ email: '' }}
        validate={(values) =>
          validateWithSchema(
            values,
            loadSchema().then((m) => m.newsletterSchema(intl)),
          )
        }
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <HStack align="start" gap="2">
              <EmailInput />
              <Button type="submit" loading={isSubmitting} bg="white" color="brand.900" _hover={{ bg: 'brand.100' }}>
                <FormattedMessage
                  id="newsletter.subscribe"
                  defaultMessage="Subscribe"
                  description="Newsletter submit button"
                />
              </Button>
            </HStack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
