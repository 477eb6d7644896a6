import { startTransition, useEffect, useState } from 'react';
import { RENDERED_LANGUAGE_ATTRIBUTE } from '@/domain/serverRendering';

/**
 * Whether React is adopting the server's HTML (or rendering it, on the server): the root keeps the
 * server's mark until it has.
 */
export function hydrating(): boolean {
  return (
    typeof document === 'undefined' ||
    Boolean(document.getElementById('root')?.hasAttribute(RENDERED_LANGUAGE_ATTRIBUTE))
  );
}

/**
 * False while React hydrates the server's HTML (and on the server), true from the render after.
 * What depends on the browser (its clock, time zone or screen) is rendered only then, so
 * hydration finds exactly what the server rendered. Without server HTML it is true at once.
 * The render after is a transition: React does it in short slices, not in one task as it would
 * for a store's (useSyncExternalStore) server and browser values.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
