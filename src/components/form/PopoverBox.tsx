import { chakra } from '@chakra-ui/react';

/** The box the date-time field opens under itself (the calendar, or a word while it loads). */
export const PopoverBox = chakra('div', {
  base: {
    position: 'absolute',
    top: '100%',
    insetStart: '0',
    mt: '1',
    zIndex: 'popover',
    bg: 'bg',
    color: 'fg',
    borderWidth: '1px',
    borderRadius: 'l3',
    boxShadow: 'lg',
    p: '3',
  },
});
