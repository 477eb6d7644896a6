import { defineMessage } from 'react-intl';

/** webpack's failed script download, or mini-css-extract's failed style sheet. */
export function isDownloadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED')
  );
}

/** The button that renders a failed part again, downloading its code again (see retryableLazy). */
export const retryMessage = defineMessage({
  id: 'routeError.retry',
  defaultMessage: 'Try again',
  description: 'Button on an error page or part rendering it again (and downloading its code again)',
});
