import { chakra } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

/**
 * The browser's own checkbox in the brand colour. Unlike Chakra's Checkbox (a state machine per box,
 * plus its code in the page's download), it costs nothing to render: lists of many boxes (search
 * filters, extras) and forms on first-visit pages use it. Give it an id and a <label htmlFor>.
 */
const StyledCheckbox = chakra('input', {
  base: {
    accentColor: 'var(--chakra-colors-brand-solid)',
    width: '5',
    height: '5',
    flexShrink: 0,
    cursor: 'pointer',
    _disabled: { cursor: 'default' },
  },
});

/** A native checkbox with those styles. */
export function NativeCheckbox(props: Omit<ComponentProps<typeof StyledCheckbox>, 'type'>) {
  return <StyledCheckbox type="checkbox" {...props} />;
}
