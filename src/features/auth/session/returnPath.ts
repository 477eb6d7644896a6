import { paths } from '@/config/paths';

/**
 * Where to go after signing in: only a path of this site (one leading '/', not '//' or '/\' which
 * browsers read as another host), so a crafted link cannot send the driver elsewhere.
 */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  // Control characters (a line break, a tab) have no place in a path and may fool a parser.
  if ([...from].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return from;
}

/** The sign-in page, coming back to `from` (a path with its query) afterwards. */
export function signInUrl(from: string): string {
  return `${paths.signIn}?from=${encodeURIComponent(from)}`;
}
