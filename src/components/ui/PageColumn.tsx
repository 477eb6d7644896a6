import { Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageColumnProps {
  title: ReactNode;
  children: ReactNode;
  /** For a form named by the page's heading (aria-labelledby). */
  titleId?: string;
  width?: 'md' | '3xl';
}

/** The frame of the account pages: one column with the page's one h1. */
export function PageColumn({ title, children, titleId, width = 'md' }: PageColumnProps) {
  return (
    <Container maxW={width} py={{ base: 6, md: 10 }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl" id={titleId}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
