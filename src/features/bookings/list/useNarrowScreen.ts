import { useSyncExternalStore } from 'react';

// Chakra's `md` breakpoint (48em): below it the list is read on a phone.
const QUERY = '(max-width: 47.99em)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** True on narrow screens, following resizes (BookCars decided once at load). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
