import type { ButtonProps } from '@chakra-ui/react';

/** The look of the small buttons on the dark header bar. */
export const headerButtonProps: ButtonProps = {
  variant: 'ghost',
  size: 'sm',
  color: 'inherit',
  _hover: { bg: 'whiteAlpha.200' },
  _expanded: { bg: 'whiteAlpha.200' },
};
