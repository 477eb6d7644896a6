import { Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of the account pages: a narrow column with the page's one h1. */
export function AuthLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="md" py={{ base: 6, md: 10 }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
