import { chakra } from '@chakra-ui/react';

/**
 * The browser's own select, styled like Chakra's inputs: the phone's own list, no state machine
 * and no code to download. Label it with a <label htmlFor> or aria-labelledby.
 */
export const NativeSelect = chakra('select', {
  base: {
    width: 'full',
    height: '10',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    bg: 'bg',
    color: 'fg',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' },
  },
});
