import { chakra } from '@chakra-ui/react';

/** A native checkbox (Space toggles, labels work, no extra JavaScript), styled with the brand colour. */
export const NativeCheckbox = chakra('input', {
  base: { width: '4', height: '4', accentColor: 'var(--chakra-colors-brand-solid)', cursor: 'pointer', flexShrink: 0 },
});
