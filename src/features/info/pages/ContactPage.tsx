import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/apiError';
import { messageForError } from '@/api/errorMessages';
import { focusFirstError } from '@/components/form/focusFirstError';
import { FormSubmit } from '@/components/form/FormSubmit';
import { TextField } from '@/components/form/TextField';
import { toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { useSendEmailMutation } from '../api/infoApi';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, contactSchema } from '../forms/contactSchema';

interface ContactValues {
  email: string;
  subject: string;
  message: string;
}

const EMPTY: ContactValues = { email: '', subject: '', message: '' };

/** /contact: a message to the marketplace's contact address. What was typed survives any error. */
export function ContactPage() {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [sendEmail] = useSendEmailMutation();
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);

  async function onSubmit(values: ContactValues, helpers: FormikHelpers<ContactValues>) {
    setFormError(null);
    try {
      await sendEmail({
        body: {
          from: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
          isContactForm: true,
        },
      }).unwrap();
      toaster.create({
        type: 'success',
        title: intl.formatMessage({
          id: 'contact.sent',
          defaultMessage: 'Message sent',
          description: 'Toast after the contact form was sent',
        }),
      });
      helpers.resetForm();
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_email') {
        helpers.setFieldError('email', intl.formatMessage(messageForError(error)));
        focusFirstError(formRef.current);
      } else {
        setFormError(messageForError(error));
      }
    }
  }

  return (
    <Container maxW="2xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        <FormattedMessage id="contact.title" defaultMessage="Contact us" description="Heading of the contact page" />
      </Heading>
      <Text mb="6" color="fg.muted">
        <FormattedMessage
          id="contact.intro"
          defaultMessage="Questions about a booking, a supplier or your account? Write to us and we will answer by e-mail, usually within one working day. You can also reach us at {email}."
          description="Introduction of the contact page"
          values={{ email: <a href={`mailto:${env.contactEmail}`}>{env.contactEmail}</a> }}
        />
      </Text>
      <Formik initialValues={EMPTY} validationSchema={contactSchema(intl, true)} onSubmit={onSubmit}>
        {() => (
          <Form ref={formRef} noValidate aria-labelledby="contact-form-title">
            <Box as="h2" id="contact-form-title" srOnly>
              <FormattedMessage
                id="contact.formTitle"
                defaultMessage="Contact form"
                description="Hidden heading of the contact form"
              />
            </Box>
            <Stack gap="4">
              <TextField
                name="email"
                type="email"
                autoComplete="email"
                required
                label={
                  <FormattedMessage
                    id="contact.email"
                    defaultMessage="Your e-mail address"
                    description="Label of the contact form e-mail field"
                  />
                }
                helperText={
                  <FormattedMessage
                    id="contact.emailHint"
                    defaultMessage="We will reply to this address."
                    description="Hint under the contact e-mail field"
                  />
                }
              />
              <TextField
                name="subject"
                required
                maxLength={CONTACT_SUBJECT_MAX}
                label={
                  <FormattedMessage
                    id="contact.subject"
                    defaultMessage="Subject"
                    description="Label of the contact form subject field"
                  />
                }
              />
              <TextField
                name="message"
                multiline
                required
                maxLength={CONTACT_MESSAGE_MAX}
                label={
                  <FormattedMessage
                    id="contact.message"
                    defaultMessage="Message"
                    description="Label of the contact form message field"
                  />
                }
              />
              <FormSubmit formRef={formRef} error={formError} compact>
                <FormattedMessage
                  id="contact.send"
                  defaultMessage="Send"
                  description="Submit button of the contact form"
                />
              </FormSubmit>
            </Stack>
          </Form>
        )}
      </Formik>
    </Container>
  );
}
