import { isApiReadOnly } from '@/api/readOnly';
/** Local storage keys of spec §3, and safe access (storage can be full, disabled or tampered with). */
export const STORAGE_KEYS = {
  user: 'bc-fe-user',
  language: 'bc-fe-language',
  currency: 'bc-fe-currency',
  stayConnected: 'bc-fe-stay-connected',
  colorMode: 'bc-fe-color-mode',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  // A support replay persists nothing (see readOnly.ts): the staff's own storage stays as it was.
  if (isApiReadOnly()) return;
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode, quota): the preference lasts for this visit only.
  }
}

/** Reads a JSON value written by `writeStored(key, JSON.stringify(...))`, or null when absent or corrupt. */
export function readStoredJson<T>(key: StorageKey): T | null {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
