import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates the server's HTML (and on the server), true from the render after.
 * What depends on the browser (its clock, time zone or screen) is rendered only then, so
 * hydration finds exactly what the server rendered. Without server HTML it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
