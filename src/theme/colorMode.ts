import { useCallback, useSyncExternalStore } from 'react';
import { rememberColorModeForServer } from '@/i18n/serverCookies';
import { readStored, STORAGE_KEYS, writeStored } from '@/i18n/storage';

/**
 * Light and dark schemes: the system's choice by default, or the visitor's explicit choice.
 * Chakra's `_dark` styles apply under an `html.dark` class, which this module keeps in sync.
 */
export type ColorMode = 'light' | 'dark';

const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

function storedChoice(): ColorMode | null {
  const value = readStored(STORAGE_KEYS.colorMode);
  return value === 'light' || value === 'dark' ? value : null;
}

const modeFor = (choice: ColorMode | null): ColorMode => choice ?? (darkQuery()?.matches ? 'dark' : 'light');

export function currentColorMode(): ColorMode {
  return modeFor(storedChoice());
}

export function applyColorMode(): void {
  const choice = storedChoice();
  const mode = modeFor(choice);
  // Also for a choice made before the cookie existed, or whose cookie has expired.
  if (choice) rememberColorModeForServer(choice);
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  // Only a real change: any write to the root's style makes the browser recompute the page's styles.
  if (root.style.colorScheme !== mode) root.style.colorScheme = mode;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = darkQuery();
  query?.addEventListener('change', applyColorMode);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', applyColorMode);
  };
}

export function useColorMode() {
  const colorMode = useSyncExternalStore(subscribe, currentColorMode, () => 'light' as ColorMode);
  const toggleColorMode = useCallback(() => {
    writeStored(STORAGE_KEYS.colorMode, currentColorMode() === 'dark' ? 'light' : 'dark');
    applyColorMode();
  }, []);
  return { colorMode, toggleColorMode };
}
