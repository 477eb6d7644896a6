import { Center, Spinner } from '@chakra-ui/react';

/** A centred spinner named for screen readers by what is loading. */
export function LoadingSpinner({ label, py = '8' }: { label: string; py?: '8' | '16' }) {
  return (
    <Center py={py}>
      {/* A status, so that its name is allowed (a bare span may not carry aria-label). */}
      <Spinner role="status" aria-label={label} />
    </Center>
  );
}
