import { Button, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { DiagnosticsLink } from './DiagnosticsLink';

interface NotFoundProps {
  /** What is missing, when the page knows (a booking…); the generic text otherwise. */
  title?: ReactNode;
  text?: ReactNode;
  /** Where to go instead; the home page otherwise. */
  link?: { to: string; label: ReactNode };
}

/** Shown for unknown paths, and by pages whose record does not exist or is not the visitor's. */
export function NotFound({ title, text, link }: NotFoundProps) {
  return (
    <Container maxW="2xl" py="16" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        {title ?? (
          <FormattedMessage
            id="notFound.title"
            defaultMessage="Nothing to see here!"
            description="Heading of the not-found page"
          />
        )}
      </Heading>
      <Text mb="6" color="fg.muted">
        {text ?? (
          <FormattedMessage
            id="notFound.text"
            defaultMessage="The page you asked for does not exist or is no longer available."
            description="Explanation on the not-found page"
          />
        )}
      </Text>
      <Button asChild>
        <RouterLink to={link?.to ?? '/'}>
          {link?.label ?? (
            <FormattedMessage
              id="notFound.home"
              defaultMessage="Go to the home page"
              description="Link from the not-found page to home"
            />
          )}
        </RouterLink>
      </Button>
      <Text mt="6">
        <DiagnosticsLink />
      </Text>
    </Container>
  );
}
