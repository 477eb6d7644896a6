import { useEffect } from 'react';
import { RENDERED_LANGUAGE_ATTRIBUTE, SERVER_ANSWERS_ID } from '@/domain/serverRendering';
import type { ServerAnswers } from './store';

/** Drops the server's mark once React owns the page: from then on the page is live (see useHydrated). */
export function ServerMarkRemover() {
  useEffect(() => document.getElementById('root')?.removeAttribute(RENDERED_LANGUAGE_ATTRIBUTE), []);
  return null;
}

/** The API answers the server rendered the page with (src/app/renderPage.tsx), if it did. */
export function readServerAnswers(): ServerAnswers | undefined {
  const text = document.getElementById(SERVER_ANSWERS_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as ServerAnswers) : undefined;
  } catch {
    // The page still works: it asks the API itself.
    return undefined;
  }
}
