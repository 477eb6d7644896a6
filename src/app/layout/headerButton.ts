import type { ButtonProps, HTMLChakraProps } from '@chakra-ui/react';

/** The look of the small buttons on the dark header bar. */
export const headerButtonProps: ButtonProps = {
  variant: 'ghost',
  size: 'sm',
  color: 'inherit',
  // Narrower on a phone, where most of them show an icon only: the header must stay one row.
  px: { base: '2', md: '3.5' },
  _hover: { bg: 'whiteAlpha.200' },
  _expanded: { bg: 'whiteAlpha.200' },
};

/**
 * A header button's words on a phone: read by screen readers but not shown, the button showing its
 * icon only, so the header stays one row at 320 px in every language (shown from `md` up).
 */
export const narrowHiddenProps: HTMLChakraProps<'span'> = {
  position: { base: 'absolute', md: 'static' },
  width: { base: '1px', md: 'auto' },
  height: { base: '1px', md: 'auto' },
  overflow: { base: 'hidden', md: 'visible' },
  clip: { base: 'rect(0, 0, 0, 0)', md: 'auto' },
  whiteSpace: 'nowrap',
  margin: { base: '-1px', md: '0' },
};
