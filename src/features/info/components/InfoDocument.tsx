import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { env } from '@/config/env';

/** A paragraph, or a bulleted list of items. */
export type Block = MessageDescriptor | readonly MessageDescriptor[];

export interface DocSection {
  key: string;
  title: MessageDescriptor;
  blocks: readonly Block[];
}

function isList(block: Block): block is readonly MessageDescriptor[] {
  return Array.isArray(block);
}

/** Rich-text tags the legal texts use: <strong>, <mail> (the contact address) and links to pages. */
function richText(links: Record<string, string>) {
  const linkTo = (to: string) => (chunks: ReactNode[]) => (
    <Link asChild variant="underline">
      <RouterLink to={to}>{chunks}</RouterLink>
    </Link>
  );
  return {
    strong: (chunks: ReactNode[]) => (
      <Text as="strong" fontWeight="semibold">
        {chunks}
      </Text>
    ),
    mail: (chunks: ReactNode[]) => (
      <Link href={`mailto:${env.contactEmail}`} variant="underline">
        {chunks}
      </Link>
    ),
    ...Object.fromEntries(Object.entries(links).map(([tag, to]) => [tag, linkTo(to)])),
  };
}

interface InfoDocumentProps {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: readonly DocSection[];
  /** Values of the messages' placeholders (numbers, names). */
  values: Record<string, string | number>;
  /** Rich-text tags that link to pages, e.g. `{ contact: '/contact' }`. */
  links: Record<string, string>;
}

/** A long informational text (terms, privacy, cookies): one h1, an introduction, titled sections. */
export function InfoDocument({ title, intro, sections, values, links }: InfoDocumentProps) {
  const intl = useIntl();
  const allValues = { siteName: env.siteName, email: env.contactEmail, ...values, ...richText(links) };
  const format = (message: MessageDescriptor) => intl.formatMessage(message, allValues);
  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <Stack gap={8}>
        <Stack gap={4}>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {intl.formatMessage(title)}
          </Heading>
          <Text fontSize="lg">{format(intro)}</Text>
        </Stack>
        {sections.map((section) => (
          <Box as="section" key={section.key}>
            <Heading as="h2" size="xl" mb={3}>
              {intl.formatMessage(section.title)}
            </Heading>
            <Stack gap={3}>
              {section.blocks.map((block, index) =>
                isList(block) ? (
                  <List.Root key={index} as="ul" ps={6} gap={2}>
                    {block.map((item) => (
                      <List.Item key={item.id}>{format(item)}</List.Item>
                    ))}
                  </List.Root>
                ) : (
                  <Text key={block.id}>{format(block)}</Text>
                ),
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
