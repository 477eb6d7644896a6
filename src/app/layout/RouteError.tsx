import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { DiagnosticsLink } from '@/components/DiagnosticsLink';
import { isDownloadError, retryMessage } from '@/components/downloadError';
import { retryFailedDownloads } from '@/components/retryableLazy';

const messages = defineMessages({
  downloadTitle: {
    id: 'routeError.download.title',
    defaultMessage: 'This page could not be downloaded',
    description: 'Heading of the error page when part of the app’s code failed to download',
  },
  downloadText: {
    id: 'routeError.download.text',
    defaultMessage: 'Part of the site could not be downloaded. Check your connection, then try again.',
    description: 'Explanation on the error page when part of the app’s code failed to download',
  },
  title: {
    id: 'routeError.title',
    defaultMessage: 'This page stopped working',
    description: 'Heading of the error page when a page failed for another reason',
  },
  text: {
    id: 'routeError.text',
    defaultMessage:
      'Something unexpected happened. Please try again; if it happens again, send us the diagnostics below.',
    description: 'Explanation on the error page when a page failed for another reason',
  },
});

/**
 * Every page's error boundary, rendered inside the layout (header and footer stay): what happened in
 * the driver's words, never a stack trace, and "Try again", which renders the page again and so
 * downloads its code again (see retryableLazy) without reloading the app.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const download = isDownloadError(error);
  useEffect(() => console.error('Page failed', error), [error]);
  return (
    <Container maxW="2xl" py="16" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        <FormattedMessage {...(download ? messages.downloadTitle : messages.title)} />
      </Heading>
      <Text mb="6" color="fg.muted">
        <FormattedMessage {...(download ? messages.downloadText : messages.text)} />
      </Text>
      {/* A navigation to the same address clears the router's error and renders the page anew. */}
      <Button
        onClick={() => {
          retryFailedDownloads();
          void navigate(location, { replace: true, preventScrollReset: true });
        }}
      >
        <FormattedMessage {...retryMessage} />
      </Button>
      <Text mt="6">
        <DiagnosticsLink />
      </Text>
    </Container>
  );
}
