import { Center, Spinner } from '@chakra-ui/react';

/** A centred spinner named for screen readers by what is loading. */
export function LoadingSpinner({ label, py = '8' }: { label: string; py?: '8' | '16' }) {
  return (
    <Center py={py}>
      <Spinner aria-label={label} />
    </Center>
  );
}
