import { useEffect } from 'react';
import { RENDERED_LANGUAGE_ATTRIBUTE } from '@/domain/serverRendering';

/** Drops the server's mark once React owns the page: from then on the page is live. */
export function ServerMarkRemover() {
  useEffect(() => document.getElementById('root')?.removeAttribute(RENDERED_LANGUAGE_ATTRIBUTE), []);
  return null;
}
