import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One card of the settings page, named by its h2 (a region landmark for screen readers). */
export function SettingsSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="4"
      p={{ base: 4, md: 6 }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg.panel"
    >
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
